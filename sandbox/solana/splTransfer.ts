// The SPL token transfer the sandbox's own senders make (the pay exchange, the onramp
// treasury): `transferChecked` between associated token accounts, the recipient's made first
// when it has none.
import type { Address, KeyPairSigner } from "@solana/kit"
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
} from "@solana-program/token"
import type { SolanaDevnetToken } from "./seedSolanaDevnet"

/** What a transfer needs of a token: its mint, decimals and the program that owns it. */
export type SplToken = Pick<SolanaDevnetToken, "mint" | "decimals" | "programId">

/** The associated token account of `owner` for `token`. */
export const associatedTokenAccountOf = async (owner: Address, token: SplToken) =>
  (await findAssociatedTokenPda({ owner, mint: token.mint, tokenProgram: token.programId }))[0]

/**
 * The instructions that send `units` of `token` from `payer` to `to`: the idempotent create of
 * `to`'s associated token account (the payer paying its rent; a no-op when it exists), then
 * `transferChecked` from the payer's associated token account to it.
 * @example
 * await sendSignedTransaction(rpc, signer, await splTransferInstructions(signer, buyer, 150_000_000n, devnet.token))
 */
export const splTransferInstructions = async (
  payer: KeyPairSigner,
  to: Address,
  units: bigint,
  token: SplToken,
) => {
  const destination = await associatedTokenAccountOf(to, token)
  return [
    getCreateAssociatedTokenIdempotentInstruction({
      payer,
      ata: destination,
      owner: to,
      mint: token.mint,
      tokenProgram: token.programId,
    }),
    getTransferCheckedInstruction(
      {
        source: await associatedTokenAccountOf(payer.address, token),
        mint: token.mint,
        destination,
        authority: payer,
        amount: units,
        decimals: token.decimals,
      },
      { programAddress: token.programId },
    ),
  ]
}
