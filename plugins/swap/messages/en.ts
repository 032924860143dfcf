import type { MessageCatalogue } from "../../../core"

/**
 * The swap plugin's English catalogue: its error texts, the spec's (point 8) word for word.
 * The plugin has no factory yet; its factory registers this catalogue.
 */
export const en = {
  "error.networkNotSupportedForSwaps": "Network not supported for Swaps",
  "error.networkNotSupportedForGasPrice": "Network not supported for Gas Price",
  "error.insufficientLiquidity": "Insufficient liquidity",
} as const satisfies MessageCatalogue

/** The id of one of the swap plugin's messages. */
export type SwapMessageId = keyof typeof en
