/**
 * The asset a dApp asks to be paid in: its network (CAIP-2), `"native"` for the network's
 * currency or the token's address (an ERC-20 contract, a Solana SPL mint), and how to show it.
 */
export interface PayAsset {
  /** CAIP-2 id of the network, e.g. `eip155:8453` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  readonly network: string
  /** `"native"`, or the token's address (an ERC-20 contract, an SPL mint). */
  readonly asset: string
  readonly metadata: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
}

/**
 * What the PayWithExchange view collects: `amount` of `asset` (in whole units, e.g. 0.05) for
 * `recipient`, an address on the asset's network (0x… on EVM, base58 on Solana). A dApp opens
 * the view with it as data.
 * @example
 * client.open({ view: { name: "PayWithExchange", data: {
 *   recipient: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
 *   amount: 0.05,
 *   asset: { network: "eip155:31337", asset: "native", metadata: { name: "Ether", symbol: "ETH", decimals: 18 } },
 * } } })
 */
export interface PayRequest {
  readonly recipient: string
  readonly amount: number | string
  readonly asset: PayAsset
}
