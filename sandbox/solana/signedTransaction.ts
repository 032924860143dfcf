import {
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  type Blockhash,
  createTransactionMessage,
  type GetLatestBlockhashApi,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Rpc,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit"

/** A transaction signed by its fee payer, as base64 wire bytes, and its signature. */
export interface SignedTransaction {
  readonly wire: Base64EncodedWireTransaction
  readonly signature: Signature
}

/**
 * `instructions` in a version 0 transaction paid and signed by `payer`, with the devnet's
 * latest blockhash (at `confirmed`) or the one given: what the sandbox's own senders (the pay
 * exchange, the onramp treasury) and the devnet's tests send.
 */
export const signedTransaction = async (
  rpc: Rpc<GetLatestBlockhashApi>,
  payer: KeyPairSigner,
  instructions: ReadonlyArray<Instruction>,
  lifetime?: { readonly blockhash: Blockhash; readonly lastValidBlockHeight: bigint },
): Promise<SignedTransaction> => {
  const blockhash =
    lifetime ?? (await rpc.getLatestBlockhash({ commitment: "confirmed" }).send()).value
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  return {
    wire: getBase64EncodedWireTransaction(transaction),
    signature: getSignatureFromTransaction(transaction),
  }
}
