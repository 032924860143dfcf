import { Data } from "effect"
import { en } from "./messages/en"

/** The swap calls a network can lack: swaps themselves, or the gas price they need. */
export type SwapCapability = "swaps" | "gasPrice"

const texts: Record<SwapCapability, string> = {
  swaps: en["error.networkNotSupportedForSwaps"],
  gasPrice: en["error.networkNotSupportedForGasPrice"],
}

/**
 * The active network does not support swaps, or the gas price a swap needs (spec 7, 8): "Network
 * not supported for Swaps", "Network not supported for Gas Price".
 */
export class SwapNetworkNotSupportedError extends Data.TaggedError("SwapNetworkNotSupportedError")<{
  readonly capability: SwapCapability
  readonly cause?: unknown
}> {
  override readonly message: string = texts[this.capability]
}
