import {
  type Commitment,
  createSolanaRpc,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  signatureBytes,
  type Transaction,
} from "@solana/kit"
import { commitmentReached } from "./solanaCommitment"
import type { SolanaKeypair } from "./solanaKeypair"

/**
 * Signs a wire-format transaction (legacy or v0) as `keypair`: its signature over the
 * message bytes goes in the keypair's slot, other signers' slots are kept. A transaction
 * that has no slot for the keypair is refused: the wallet would otherwise hand back bytes
 * that look signed and are not.
 */
export const signWireTransaction = (wire: Uint8Array, keypair: SolanaKeypair): Transaction => {
  const transaction = getTransactionDecoder().decode(wire)
  if (!(keypair.address in transaction.signatures)) {
    throw new Error(`The transaction asks no signature of ${keypair.address}`)
  }
  const signature = signatureBytes(keypair.sign(Uint8Array.from(transaction.messageBytes)))
  return {
    ...transaction,
    signatures: { ...transaction.signatures, [keypair.address]: signature },
  }
}

/** The transaction in wire format, as a wallet hands it back. */
export const wireTransaction = (transaction: Transaction): Uint8Array =>
  Uint8Array.from(getTransactionEncoder().encode(transaction))

/** How a transaction is sent: the Wallet Standard's options, commitments already resolved. */
export interface SendOptions {
  readonly preflightCommitment?: Commitment
  readonly commitment?: Commitment
  readonly skipPreflight?: boolean
  readonly maxRetries?: number
  readonly minContextSlot?: number
}

/** How often, and how long, the wallet asks whether a sent transaction reached its commitment. */
export const confirmationPoll = { intervalMs: 250, timeoutMs: 60_000 } as const

const jsonText = (value: unknown) =>
  JSON.stringify(value, (_key, item) => (typeof item === "bigint" ? item.toString() : item))

/**
 * Sends a signed transaction through the JSON-RPC at `rpcUrl` with @solana/kit's client
 * and gives its signature (the fee payer's, the transaction's id) as bytes. With a
 * `commitment` it then waits until the cluster reports the transaction at that level,
 * failing if the transaction failed on chain or did not get there in time.
 */
export const sendWireTransaction = async (
  rpcUrl: string,
  transaction: Transaction,
  options: SendOptions,
): Promise<Uint8Array> => {
  const rpc = createSolanaRpc(rpcUrl)
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), {
      encoding: "base64",
      ...(options.preflightCommitment === undefined
        ? {}
        : { preflightCommitment: options.preflightCommitment }),
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.maxRetries === undefined ? {} : { maxRetries: BigInt(options.maxRetries) }),
      ...(options.minContextSlot === undefined
        ? {}
        : { minContextSlot: BigInt(options.minContextSlot) }),
    })
    .send()
  const wanted = options.commitment
  if (wanted !== undefined) {
    const deadline = Date.now() + confirmationPoll.timeoutMs
    for (;;) {
      const { value } = await rpc.getSignatureStatuses([signature]).send()
      const status = value[0]
      if (status?.err) {
        throw new Error(`Transaction ${signature} failed: ${jsonText(status.err)}`)
      }
      if (status && commitmentReached(status.confirmationStatus, wanted)) break
      if (Date.now() > deadline) {
        throw new Error(`Transaction ${signature} was not ${wanted} within the wallet's wait`)
      }
      await new Promise((resolve) => setTimeout(resolve, confirmationPoll.intervalMs))
    }
  }
  return Uint8Array.from(getBase58Encoder().encode(signature))
}
