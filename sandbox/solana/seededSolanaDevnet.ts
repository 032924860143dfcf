import type { SolanaLedger } from "./SolanaLedger"
import type { SolanaDevnetSeed } from "./seedSolanaDevnet"

/** A seeded devnet as its JSON-RPC methods see it: the chain, its genesis hash and its seed. */
export interface SeededSolanaDevnet extends SolanaDevnetSeed {
  readonly ledger: SolanaLedger
  /** Base58 of 32 bytes; its first 32 characters are the CAIP-2 reference (`solana:<ref>`). */
  readonly genesisHash: string
}
