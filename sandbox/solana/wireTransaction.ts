// A transaction as it arrives over JSON-RPC (base64 or base58 wire bytes), decoded once for
// the ledger: the kit's Transaction for litesvm, its compiled message, its raw signatures.
import { ed25519 } from "@noble/curves/ed25519"
import {
  type Address,
  type Blockhash,
  type CompiledTransactionMessage,
  type CompiledTransactionMessageWithLifetime,
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Signature,
  type Transaction,
} from "@solana/kit"
import { invalidParams, SolanaRpcError, solanaRpcErrorCodes } from "./SolanaRpcError"

/** The largest transaction a Solana node accepts (one network packet), in bytes. */
export const maxTransactionBytes = 1232

/** The compiled message of a legacy or version 0 transaction, with its recent blockhash. */
export type WireMessage = Exclude<CompiledTransactionMessage, { readonly version: 1 }> &
  CompiledTransactionMessageWithLifetime

/** A decoded wire transaction. */
export interface WireTransaction {
  readonly bytes: Uint8Array
  readonly transaction: Transaction
  readonly message: WireMessage
  /** The 64-byte signatures in order, all zeros where a signer has not signed. */
  readonly signatures: ReadonlyArray<Uint8Array>
  /** The first signature (the fee payer's), base58: the transaction's id. */
  readonly signature: Signature
  readonly recentBlockhash: Blockhash
}

const base64Text = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Wire bytes of `text` in `encoding`, refusing what is not that encoding or too long. */
export const wireBytes = (
  text: unknown,
  encoding: "base58" | "base64",
  what: string,
): Uint8Array => {
  if (typeof text !== "string") throw invalidParams(`${what} must be a ${encoding} string`)
  let bytes: Uint8Array
  if (encoding === "base64") {
    if (!base64Text.test(text)) throw invalidParams(`invalid base64 encoding of ${what}`)
    bytes = new Uint8Array(Buffer.from(text, "base64"))
  } else {
    try {
      bytes = new Uint8Array(getBase58Encoder().encode(text))
    } catch {
      throw invalidParams(`invalid base58 encoding of ${what}`)
    }
  }
  if (bytes.length > maxTransactionBytes) {
    throw invalidParams(
      `${encoding} encoded ${what} too large: ${bytes.length} bytes (max: ${maxTransactionBytes} bytes)`,
    )
  }
  return bytes
}

/** The compiled message in `messageBytes`; version 1 messages are refused. */
export const decodeMessage = (messageBytes: Uint8Array): WireMessage => {
  let message: CompiledTransactionMessage & CompiledTransactionMessageWithLifetime
  try {
    message = getCompiledTransactionMessageDecoder().decode(messageBytes)
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction message: ${String(error)}`)
  }
  if (message.version === 1) {
    throw new SolanaRpcError(
      solanaRpcErrorCodes.unsupportedTransactionVersion,
      "Transaction version (1) is not supported by the sandbox devnet; send a legacy or version 0 transaction",
    )
  }
  return message
}

/** Decodes a wire transaction sent as `encoding` text. */
export const decodeWireTransaction = (
  text: unknown,
  encoding: "base58" | "base64",
): WireTransaction => {
  const bytes = wireBytes(text, encoding, "transaction")
  let transaction: Transaction
  try {
    transaction = getTransactionDecoder().decode(bytes)
  } catch (error) {
    throw invalidParams(`failed to deserialize the transaction: ${String(error)}`)
  }
  const message = decodeMessage(new Uint8Array(transaction.messageBytes))
  const signatures = Object.values(transaction.signatures).map((signature) =>
    signature === null ? new Uint8Array(64) : new Uint8Array(signature),
  )
  const first = signatures[0]
  if (first === undefined) throw invalidParams("the transaction has no signature")
  return {
    bytes,
    transaction,
    message,
    signatures,
    signature: getBase58Decoder().decode(first) as Signature,
    recentBlockhash: message.lifetimeToken as Blockhash,
  }
}

/** Whether every signer signed the message (ed25519 over the message bytes). */
export const signaturesVerify = (wire: WireTransaction): boolean =>
  Object.entries(wire.transaction.signatures).every(
    ([signer, signature]) =>
      signature !== null &&
      ed25519.verify(
        signature,
        new Uint8Array(wire.transaction.messageBytes),
        new Uint8Array(getBase58Encoder().encode(signer as Address)),
      ),
  )

/**
 * Which of the message's static accounts are writable, by Solana's header rule: the first
 * signers less the read-only ones, then the non-signers less the read-only ones at the end.
 */
export const staticWritable = (message: WireMessage): ReadonlyArray<boolean> => {
  const { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts } =
    message.header
  const count = message.staticAccounts.length
  return message.staticAccounts.map((_, index) =>
    index < numSignerAccounts
      ? index < numSignerAccounts - numReadonlySignerAccounts
      : index < count - numReadonlyNonSignerAccounts,
  )
}
