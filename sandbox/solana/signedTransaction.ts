import {
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  type Blockhash,
  createTransactionMessage,
  type GetLatestBlockhashApi,
  type GetTransactionApi,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Rpc,
  type SendTransactionApi,
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

/** How a transaction the sandbox sent ended: landed (its block time, in seconds) or failed. */
export type SentTransaction =
  | { readonly landed: true; readonly signature: Signature; readonly blockTime: number | undefined }
  | { readonly landed: false; readonly signature: Signature; readonly failure: string }

const withBigints = (_key: string, value: unknown) =>
  typeof value === "bigint" ? value.toString() : value

/**
 * Signs `instructions` as `payer` (signedTransaction), sends them with a preflight at
 * `confirmed`, and reads the transaction back: the sandbox's devnet lands a transaction in its
 * own block before it answers the send, so its record is there at once. What the sandbox's own
 * senders (the pay exchange, the onramp treasury) pay with. A node that refuses the transaction
 * (its preflight) throws, as @solana/kit's client does.
 * @example
 * const sent = await sendSignedTransaction(rpc, signer, [getTransferSolInstruction(...)])
 */
export const sendSignedTransaction = async (
  rpc: Rpc<GetLatestBlockhashApi & SendTransactionApi & GetTransactionApi>,
  payer: KeyPairSigner,
  instructions: ReadonlyArray<Instruction>,
): Promise<SentTransaction> => {
  const { wire, signature } = await signedTransaction(rpc, payer, instructions)
  await rpc.sendTransaction(wire, { encoding: "base64", preflightCommitment: "confirmed" }).send()
  const landed = await rpc
    .getTransaction(signature, {
      commitment: "confirmed",
      encoding: "json",
      maxSupportedTransactionVersion: 0,
    })
    .send()
  if (landed === null) {
    return { landed: false, signature, failure: `The transaction ${signature} did not land` }
  }
  if (landed.meta?.err != null) {
    return {
      landed: false,
      signature,
      failure: `The transaction ${signature} failed: ${JSON.stringify(landed.meta.err, withBigints)}`,
    }
  }
  const blockTime = landed.blockTime === null ? undefined : Number(landed.blockTime)
  return { landed: true, signature, blockTime }
}
