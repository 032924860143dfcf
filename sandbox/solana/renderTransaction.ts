// A landed transaction as getTransaction answers it, in the "json", "jsonParsed", "base64" or
// "base58" encoding, with its meta (fee, balances before and after, logs, token balances).
import { getBase58Decoder, getBase64Decoder } from "@solana/kit"
import type { InnerInstructionsJson } from "./executionOutcome"
import { SolanaRpcError, solanaRpcErrorCodes } from "./SolanaRpcError"
import type { LandedTransaction } from "./TransactionHistory"

/** The transaction encodings getTransaction serves. */
export const transactionEncodings = ["json", "jsonParsed", "base64", "base58"] as const
export type TransactionEncoding = (typeof transactionEncodings)[number]

const base58 = (bytes: Uint8Array | ReadonlyArray<number>) =>
  getBase58Decoder().decode(new Uint8Array(bytes))

const encodedMessage = (landed: LandedTransaction) => {
  const { message, signatures } = landed.wire
  const instructions = message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accounts: instruction.accountIndices ?? [],
    data: base58(new Uint8Array(instruction.data ?? [])),
    stackHeight: null,
  }))
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
            accountKey: lookup.lookupTableAddress,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {}
  return {
    signatures: signatures.map(base58),
    message: {
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      accountKeys: message.staticAccounts,
      recentBlockhash: landed.wire.recentBlockhash,
      instructions,
      ...lookups,
    },
  }
}

/**
 * The "jsonParsed" form: account keys with their roles, and each instruction with its program
 * and accounts by address. The sandbox parses no program's instruction data, so every
 * instruction is in the partially decoded form Solana gives for programs it has no parser for.
 */
const parsedMessage = (landed: LandedTransaction) => {
  const { message, signatures } = landed.wire
  const signers = message.header.numSignerAccounts
  const keys = landed.accountKeys
  const staticCount = message.staticAccounts.length
  const byIndex = (indices: ReadonlyArray<number>) => indices.map((index) => keys[index])
  return {
    signatures: signatures.map(base58),
    message: {
      accountKeys: keys.map((pubkey, index) => ({
        pubkey,
        signer: index < signers,
        writable: landed.writable[index] ?? false,
        source: index < staticCount ? "transaction" : "lookupTable",
      })),
      recentBlockhash: landed.wire.recentBlockhash,
      instructions: message.instructions.map((instruction) => ({
        programId: keys[instruction.programAddressIndex],
        accounts: byIndex(instruction.accountIndices ?? []),
        data: base58(new Uint8Array(instruction.data ?? [])),
        stackHeight: null,
      })),
      ...(message.version === 0
        ? {
            addressTableLookups: (message.addressTableLookups ?? []).map((lookup) => ({
              accountKey: lookup.lookupTableAddress,
              writableIndexes: lookup.writableIndexes,
              readonlyIndexes: lookup.readonlyIndexes,
            })),
          }
        : {}),
    },
  }
}

const parsedInnerInstructions = (
  landed: LandedTransaction,
  inner: ReadonlyArray<InnerInstructionsJson>,
) =>
  inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction) => ({
      programId: landed.accountKeys[instruction.programIdIndex],
      accounts: instruction.accounts.map((account) => landed.accountKeys[account]),
      data: instruction.data,
      stackHeight: instruction.stackHeight,
    })),
  }))

const metaOf = (landed: LandedTransaction, encoding: TransactionEncoding) => {
  const { outcome } = landed
  return {
    err: outcome.err,
    status: outcome.err === null ? { Ok: null } : { Err: outcome.err },
    fee: outcome.fee,
    preBalances: landed.preBalances,
    postBalances: landed.postBalances,
    innerInstructions:
      encoding === "jsonParsed"
        ? parsedInnerInstructions(landed, outcome.innerInstructions)
        : outcome.innerInstructions,
    logMessages: outcome.logs,
    preTokenBalances: landed.preTokenBalances,
    postTokenBalances: landed.postTokenBalances,
    rewards: [],
    loadedAddresses: landed.loadedAddresses,
    computeUnitsConsumed: outcome.unitsConsumed,
    ...(outcome.returnData === null ? {} : { returnData: outcome.returnData }),
  }
}

/**
 * getTransaction's answer for a landed transaction. A version 0 transaction needs the caller
 * to accept it (`maxSupportedTransactionVersion: 0`), or it is refused with -32015 as on Solana.
 */
export const renderTransaction = (
  landed: LandedTransaction,
  encoding: TransactionEncoding,
  maxSupportedTransactionVersion: bigint | undefined,
) => {
  const { version } = landed.wire.message
  if (version === 0 && maxSupportedTransactionVersion === undefined) {
    throw new SolanaRpcError(
      solanaRpcErrorCodes.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  const transaction =
    encoding === "base64"
      ? [getBase64Decoder().decode(landed.wire.bytes), "base64"]
      : encoding === "base58"
        ? [base58(landed.wire.bytes), "base58"]
        : encoding === "jsonParsed"
          ? parsedMessage(landed)
          : encodedMessage(landed)
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    transaction,
    meta: metaOf(landed, encoding),
    ...(maxSupportedTransactionVersion === undefined ? {} : { version }),
  }
}
