import type { ErrorReason } from "../../core/api/generated/schemas"
import { limits } from "../../core/Schedules"
import { parseJson } from "./httpExchange"

/** The most calls one JSON-RPC batch to the proxy may hold: the kit's own batch size (spec 7). */
export const maxRpcBatchCalls = limits.rpcBatchSize

const isObject = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The 400 reasons of a JSON-RPC body the proxy will not forward: no body, not JSON, neither a
 * call (object) nor a batch (array), an empty batch, a batch over `maxRpcBatchCalls`, or
 * batch entries that are not objects (each named by its index). Empty for a body to forward;
 * which methods reach the devnet is `planRpcProxy`'s to say, and what a call asks for is the
 * devnet's to judge.
 * @example
 * checkJsonRpcBody("[]") // [{ field: "body", description: "A JSON-RPC batch holds at least one call" }]
 */
export const checkJsonRpcBody = (text: string): ReadonlyArray<ErrorReason> => {
  const body = (description: string): ReadonlyArray<ErrorReason> => [{ field: "body", description }]
  if (text === "") return body("Missing JSON request body")
  const parsed = parseJson(text)
  if (parsed === undefined) return body("The body is not JSON")
  const { value } = parsed
  if (isObject(value)) return []
  if (!Array.isArray(value)) {
    return body("A JSON-RPC request is an object, or a batch (array) of objects")
  }
  if (value.length === 0) return body("A JSON-RPC batch holds at least one call")
  if (value.length > maxRpcBatchCalls) {
    return body(
      `A JSON-RPC batch holds at most ${maxRpcBatchCalls} calls; this one has ${value.length}`,
    )
  }
  return value.flatMap((entry, index) =>
    isObject(entry)
      ? []
      : [{ field: `body[${index}]`, description: "A JSON-RPC call is an object" }],
  )
}
