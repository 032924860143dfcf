import { ed25519 } from "@noble/curves/ed25519"
import {
  type Address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit"
import { getTransferSolInstruction } from "@solana-program/system"
import type { SolanaDevnetAccount } from "./deriveSolanaAccounts"

/**
 * The wire bytes of the faucet's transfer of `amount` lamports to `to`, signed by the
 * faucet: an airdrop is an ordinary transaction, so getTransaction and
 * getSignaturesForAddress show it as a node shows a faucet's. Signed with the faucet's key at
 * once (not through WebCrypto, which is asynchronous), so no other call runs in between.
 */
export const airdropTransaction = (
  faucet: SolanaDevnetAccount,
  to: Address,
  amount: bigint,
  blockhash: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint },
): Uint8Array => {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(faucet.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(faucet.address),
          destination: to,
          amount,
        }),
        m,
      ),
  )
  const { messageBytes } = compileTransaction(message)
  const signature = ed25519.sign(new Uint8Array(messageBytes), faucet.privateKey)
  // One signature (a compact-u16 count of 1), then the message.
  return new Uint8Array([1, ...signature, ...messageBytes])
}
