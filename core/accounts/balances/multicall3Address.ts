/**
 * Where Multicall3 lives: the same address on nearly every EVM chain (mds1/multicall), and on
 * the sandbox devnets, which put it there when they are seeded. The kit batches its ERC-20
 * reads (name, symbol, decimals, balanceOf) through it (spec 7).
 */
export const multicall3Address = "0xcA11bde05977b3631167028862bE2a173976CA11" as const
