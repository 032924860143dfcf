import { Data } from "effect"

// None of these errors is shown: when the wallet cannot list its assets, the balance comes from the
// provider API instead (issue 15). The spec gives them no text.

/** The wallet does not offer asset discovery (EIP-7811) on the chain asked for. */
export class WalletAssetsUnsupportedError extends Data.TaggedError("WalletAssetsUnsupportedError")<{
  /** The CAIP-2 id of the network. */
  readonly caipNetworkId: string
}> {
  override get message(): string {
    return `The wallet does not offer asset discovery on ${this.caipNetworkId}`
  }
}

/** The wallet did not answer wallet_getCapabilities or wallet_getAssets in time. */
export class WalletAssetsTimeoutError extends Data.TaggedError("WalletAssetsTimeoutError")<{
  readonly method: string
}> {
  override get message(): string {
    return `The wallet did not answer ${this.method} in time`
  }
}

/**
 * The wallet's wallet_getAssets answer lists nothing under the chain asked for (`{}`, or other
 * chains only): it says nothing of the account's balance there, which is not an empty one.
 */
export class WalletAssetsMissingError extends Data.TaggedError("WalletAssetsMissingError")<{
  /** The CAIP-2 id of the network. */
  readonly caipNetworkId: string
}> {
  override get message(): string {
    return `The wallet's asset list has no entry for ${this.caipNetworkId}`
  }
}
