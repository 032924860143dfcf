import { Effect } from "effect"
import type { ChainTransfers } from "../../../core"
import { commitmentLevel, type SolanaOptions } from "../SolanaOptions"
import { isSolanaAddress } from "../StandardWallet"

/**
 * How the Solana family sends SOL and SPL tokens (the kernel's `Wallet.transfer`,
 * `transferFee` and `waitForTransfer` on a Solana network): receivers are base58 ed25519
 * public keys; transactions are built with @solana/kit and signed by the wallet through the
 * Wallet Standard, with the plugin's `preflightCommitment` (spec 5; an older name is sent as
 * the level it stands for). The building and waiting code (@solana/kit, the program clients,
 * the node reads) is imported with the first fee, send or wait, so the kit starts without it.
 * @example
 * solanaTransfers({ preflightCommitment: "confirmed" }).isAddress("7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU") // true
 */
export const solanaTransfers = (options: SolanaOptions): ChainTransfers => {
  const preflightCommitment = commitmentLevel(options.preflightCommitment)
  return {
    isAddress: isSolanaAddress,
    fee: (transfer, rpc) =>
      Effect.flatMap(
        Effect.promise(() => import("./transferFee")),
        ({ solanaTransferFee }) => solanaTransferFee(transfer, rpc),
      ),
    send: (wallet, transfer, rpc) =>
      Effect.flatMap(
        Effect.promise(() => import("./sendTransfer")),
        ({ sendSolanaTransfer }) => sendSolanaTransfer(wallet, transfer, rpc, preflightCommitment),
      ),
    waitForOutcome: (id, _network, rpc) =>
      Effect.flatMap(
        Effect.promise(() => import("./waitForSignature")),
        ({ waitForSignature }) => waitForSignature(id, rpc),
      ),
  }
}
