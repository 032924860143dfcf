import { Data, type Effect } from "effect"
import type { ConnectedWallet } from "../connectors/Connector"
import type { WalletRequestError } from "../connectors/walletRequest"
import type { CaipNetwork } from "./CaipNetwork"

/** A transfer of a network's own coin, or of one of its tokens, from an account to another. */
export interface ChainTransfer {
  /** The sending account, as the family writes addresses. */
  readonly from: string
  /** The receiving account (checked with `ChainTransfers.isAddress` first). */
  readonly to: string
  /** The network the transfer is made on (a network of the adapter's family). */
  readonly network: CaipNetwork
  /**
   * The token sent: absent for the network's own coin (ETH, SOL, BTC); else the token's
   * address (Solana: its mint) and the decimals its amounts are written with.
   */
  readonly token?: { readonly address: string; readonly decimals: number }
  /** How much, in the smallest units (wei, lamports, the token's base units); more than 0. */
  readonly units: bigint
}

/** One JSON-RPC read on the transfer's network's node (through the provider's RPC proxy). */
export type ChainRpc = (
  method: string,
  params: ReadonlyArray<unknown>,
) => Effect.Effect<unknown, WalletRequestError>

/**
 * How a sent transfer ended (the family's "receipt wait"): confirmed on the chain, failed there
 * (the chain's reason, as it words it), or not seen confirmed within the family's wait.
 */
export type TransferOutcome = Data.TaggedEnum<{
  Confirmed: { readonly id: string }
  Failed: { readonly id: string; readonly reason: string }
  TimedOut: { readonly id: string }
}>

/**
 * Constructors, `$is` and `$match` for `TransferOutcome`.
 * @example TransferOutcome.Confirmed({ id: signature })
 */
export const TransferOutcome = Data.taggedEnum<TransferOutcome>()

/**
 * How a chain family sends value (the send plugin's transfer, on a network that is not EVM:
 * the EVM send keeps its own flow over eth_sendTransaction and receipts). A family's adapter
 * has this once its plugin can send; the kit answers 'Unsupported chain' otherwise.
 */
export interface ChainTransfers {
  /** Whether `text` is an account address of this family (a receiver the transfer may go to). */
  readonly isAddress: (text: string) => boolean
  /**
   * What the transfer would cost in the network's own coin, in its smallest units (Solana: the
   * signatures' fee, plus the rent of a token account the transfer must create).
   */
  readonly fee: (
    transfer: ChainTransfer,
    rpc: ChainRpc,
  ) => Effect.Effect<bigint, WalletRequestError>
  /**
   * Builds the transfer, has the wallet sign it and sends it; gives the transaction's id as the
   * family writes it (Solana: the base58 signature). A prompt waits for the visitor.
   */
  readonly send: (
    wallet: ConnectedWallet,
    transfer: ChainTransfer,
    rpc: ChainRpc,
  ) => Effect.Effect<string, WalletRequestError>
  /** Waits until the chain tells how the transaction `id` ended; never fails. */
  readonly waitForOutcome: (
    id: string,
    network: CaipNetwork,
    rpc: ChainRpc,
  ) => Effect.Effect<TransferOutcome>
}
