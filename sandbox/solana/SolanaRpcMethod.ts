import type { SolanaLedger } from "./SolanaLedger"
import type { SeededSolanaDevnet } from "./seededSolanaDevnet"

/**
 * The Solana version the devnet reports (getVersion, each answer's context): that of the
 * Agave runtime crates litesvm 1.5.0 runs transactions with.
 */
export const solanaVersion = "4.3.0"

/**
 * One JSON-RPC method: its positional parameters in, its result out (bigints are written as
 * JSON numbers); a SolanaRpcError it throws is the call's error.
 */
export type SolanaRpcMethod = (
  params: ReadonlyArray<unknown>,
  devnet: SeededSolanaDevnet,
) => unknown

/** A result in Solana's `{ context: { slot }, value }` envelope, at the ledger's latest slot. */
export const withContext = (ledger: SolanaLedger, value: unknown) => ({
  context: { apiVersion: solanaVersion, slot: ledger.head().slot },
  value,
})
