import { Data } from "effect"

/**
 * The network's primary token (the `tokens` option) could not be read on chain. The balance
 * then shows as unavailable ('Token Balance Unavailable', spec 8) like any failed balance.
 */
export class PrimaryTokenReadError extends Data.TaggedError("PrimaryTokenReadError")<{
  /** The CAIP-2 id of the network. */
  readonly caipNetworkId: string
  /** The token contract. */
  readonly address: string
  readonly cause: unknown
}> {
  override get message(): string {
    return `Cannot read the token ${this.address} on ${this.caipNetworkId}`
  }
}
