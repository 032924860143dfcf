import { parseAbi } from "viem"

// The parts of the Uniswap V2 ABIs the sandbox calls, typed for viem. Written as Solidity
// signatures with the packages' own parameter names; `uniswapV2Abis.test.ts` fails when one
// is not, word for word, in the installed artifact's ABI.

/** UniswapV2Factory: its constructor, pair creation and lookup. */
export const uniswapV2FactoryAbi = parseAbi([
  "constructor(address _feeToSetter)",
  "function createPair(address tokenA, address tokenB) returns (address pair)",
  "function getPair(address, address) view returns (address)",
  "function allPairsLength() view returns (uint256)",
])

/** UniswapV2Pair: the reserves and token order a quote is computed from, and its raw swap. */
export const uniswapV2PairAbi = parseAbi([
  "function token0() view returns (address)",
  "function token1() view returns (address)",
  "function getReserves() view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)",
  "function swap(uint256 amount0Out, uint256 amount1Out, address to, bytes data)",
  "function sync()",
  "function price0CumulativeLast() view returns (uint256)",
  "function price1CumulativeLast() view returns (uint256)",
])

/** UniswapV2Router02: liquidity, quotes and the exact-input swaps (token or ETH on either side). */
export const uniswapV2Router02Abi = parseAbi([
  "constructor(address _factory, address _WETH)",
  "function factory() view returns (address)",
  "function WETH() view returns (address)",
  "function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)",
  "function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)",
  "function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)",
  "function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)",
  "function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
  "function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)",
  "function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)",
])

/** WETH9: wrapping and its ERC-20 balance. */
export const weth9Abi = parseAbi([
  "function deposit() payable",
  "function balanceOf(address) view returns (uint256)",
])
