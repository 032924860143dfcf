// What running a transaction in litesvm gave, in the shapes of Solana's JSON-RPC: the error,
// logs, inner instructions, compute units, return data and the fee charged.
import { getBase58Decoder, getBase64Decoder } from "@solana/kit"
import {
  FailedTransactionMetadata,
  type SimulatedTransactionInfo,
  type TransactionMetadata,
} from "litesvm"
import { type TransactionErrorJson, transactionErrorJson } from "./transactionErrors"

/** One instruction a program invoked (CPI), as getTransaction's "json" encoding writes it. */
export interface InnerInstructionJson {
  readonly programIdIndex: number
  readonly accounts: ReadonlyArray<number>
  /** The instruction data, base58. */
  readonly data: string
  readonly stackHeight: number
}

/** The inner instructions of one top-level instruction. */
export interface InnerInstructionsJson {
  readonly index: number
  readonly instructions: ReadonlyArray<InnerInstructionJson>
}

/** The data a program returned, base64. */
export interface ReturnDataJson {
  readonly programId: string
  readonly data: readonly [string, "base64"]
}

/** The outcome of running a transaction (landed or simulated). */
export interface ExecutionOutcome {
  readonly err: TransactionErrorJson | null
  readonly logs: ReadonlyArray<string>
  readonly innerInstructions: ReadonlyArray<InnerInstructionsJson>
  readonly unitsConsumed: bigint
  readonly returnData: ReturnDataJson | null
  /** Lamports charged to the fee payer (signatures and priority fee). */
  readonly fee: bigint
}

/**
 * The fee litesvm charged. Its JavaScript binding has no getter for it, while the metadata's
 * text (Rust's Debug form) ends with `, fee: <lamports> }`; the fee is its last field, after
 * the logs a program writes, so the last occurrence is the fee.
 */
export const feeOf = (meta: TransactionMetadata): bigint => {
  const text = meta.toString()
  const at = text.lastIndexOf(", fee: ")
  const digits = at < 0 ? undefined : /^\d+/.exec(text.slice(at + ", fee: ".length))?.[0]
  if (digits === undefined) throw new Error(`litesvm's transaction metadata shows no fee: ${text}`)
  return BigInt(digits)
}

const innerInstructionsOf = (meta: TransactionMetadata): ReadonlyArray<InnerInstructionsJson> =>
  meta.innerInstructions().flatMap((instructions, index) =>
    instructions.length === 0
      ? []
      : [
          {
            index,
            instructions: instructions.map((inner) => {
              const instruction = inner.instruction()
              return {
                programIdIndex: instruction.programIdIndex(),
                accounts: [...instruction.accounts()],
                data: getBase58Decoder().decode(instruction.data()),
                stackHeight: inner.stackHeight(),
              }
            }),
          },
        ],
  )

const returnDataOf = (meta: TransactionMetadata): ReturnDataJson | null => {
  const returned = meta.returnData()
  const data = returned.data()
  if (data.length === 0) return null
  return {
    programId: getBase58Decoder().decode(returned.programId()),
    data: [getBase64Decoder().decode(data), "base64"],
  }
}

/** The outcome of litesvm's sendTransaction or simulateTransaction. */
export const outcomeOf = (
  result: TransactionMetadata | FailedTransactionMetadata | SimulatedTransactionInfo,
): ExecutionOutcome => {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed || "meta" in result ? result.meta() : result
  return {
    err: failed ? transactionErrorJson(result.err()) : null,
    logs: meta.logs(),
    innerInstructions: innerInstructionsOf(meta),
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData: returnDataOf(meta),
    fee: feeOf(meta),
  }
}

/** The outcome of a transaction refused before it ran (a bad blockhash, a repeat). */
export const refusedOutcome = (err: TransactionErrorJson): ExecutionOutcome => ({
  err,
  logs: [],
  innerInstructions: [],
  unitsConsumed: 0n,
  returnData: null,
  fee: 0n,
})
