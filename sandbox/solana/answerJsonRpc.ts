// JSON-RPC 2.0 framing for the devnet: one call or a batch in, the answers out, as text.
import { parseJson } from "../api/httpExchange"
import { accountMethods } from "./accountMethods"
import { clusterMethods } from "./clusterMethods"
import { SolanaRpcError, solanaRpcErrorCodes } from "./SolanaRpcError"
import type { SolanaRpcMethod } from "./SolanaRpcMethod"
import type { SeededSolanaDevnet } from "./seededSolanaDevnet"
import { toJsonText } from "./solanaJson"
import { paramList } from "./solanaRpcParams"
import { transactionMethods } from "./transactionMethods"

/** Every method the devnet answers over HTTP, by name. */
export const solanaRpcMethods: Readonly<Record<string, SolanaRpcMethod>> = {
  ...clusterMethods,
  ...accountMethods,
  ...transactionMethods,
}

type Id = string | number | null

const errorAnswer = (id: Id, code: number, message: string, data?: unknown) => ({
  jsonrpc: "2.0",
  error: data === undefined ? { code, message } : { code, message, data },
  id,
})

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isId = (value: unknown): value is Id =>
  value === null || typeof value === "string" || typeof value === "number"

/**
 * Runs one call against `methods`; undefined for a notification (a call without an id), which
 * gets no answer.
 */
export const answerCall = (
  call: unknown,
  devnet: SeededSolanaDevnet,
  methods: Readonly<Record<string, SolanaRpcMethod>> = solanaRpcMethods,
  log: (message: string) => void = console.error,
): object | undefined => {
  if (!isRecord(call) || call.jsonrpc !== "2.0" || typeof call.method !== "string") {
    const id = isRecord(call) && isId(call.id) ? call.id : null
    return errorAnswer(id, solanaRpcErrorCodes.invalidRequest, "Invalid request")
  }
  const notification = !("id" in call)
  const id = isId(call.id) ? call.id : null
  if (!notification && !isId(call.id)) {
    return errorAnswer(null, solanaRpcErrorCodes.invalidRequest, "Invalid request")
  }
  const method = Object.hasOwn(methods, call.method) ? methods[call.method] : undefined
  let answer: object
  if (method === undefined) {
    answer = errorAnswer(id, solanaRpcErrorCodes.methodNotFound, "Method not found")
  } else {
    try {
      answer = { jsonrpc: "2.0", result: method(paramList(call.params), devnet), id }
    } catch (error) {
      if (error instanceof SolanaRpcError) {
        answer = errorAnswer(id, error.code, error.message, error.data)
      } else {
        const message = error instanceof Error ? error.message : String(error)
        log(`sandbox: Solana devnet: ${call.method} failed: ${message}`)
        answer = errorAnswer(id, solanaRpcErrorCodes.internalError, `Internal error: ${message}`)
      }
    }
  }
  return notification ? undefined : answer
}

/**
 * The answer to a JSON-RPC request body: one answer for a call, an array for a batch (in the
 * calls' order, notifications left out), or undefined when nothing needs an answer.
 */
export const answerJsonRpc = (
  text: string,
  devnet: SeededSolanaDevnet,
  log?: (message: string) => void,
): string | undefined => {
  const parsed = parseJson(text)
  if (parsed === undefined) {
    return toJsonText(errorAnswer(null, solanaRpcErrorCodes.parseError, "Parse error"))
  }
  const { value } = parsed
  if (!Array.isArray(value)) {
    const answer = answerCall(value, devnet, solanaRpcMethods, log)
    return answer === undefined ? undefined : toJsonText(answer)
  }
  if (value.length === 0) {
    return toJsonText(errorAnswer(null, solanaRpcErrorCodes.invalidRequest, "Invalid request"))
  }
  const answers = value.flatMap((call) => answerCall(call, devnet, solanaRpcMethods, log) ?? [])
  return answers.length === 0 ? undefined : toJsonText(answers)
}
