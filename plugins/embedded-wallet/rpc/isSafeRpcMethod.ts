import { Result } from "effect"
import { RpcMethodNotAllowedError } from "../../../core"

/**
 * The wallet methods that are not safe (spec 6): they sign, send or change permissions, so
 * the embedded wallet must not run them unasked.
 */
export const notSafeRpcMethods = [
  "personal_sign",
  "eth_signTypedData_v4",
  "eth_sendTransaction",
  "solana_signMessage",
  "solana_signTransaction",
  "solana_signAllTransactions",
  "solana_signAndSendTransaction",
  "wallet_sendCalls",
  "wallet_grantPermissions",
  "wallet_revokePermissions",
  "eth_sendUserOperation",
] as const

/** A wallet method that is not safe. */
export type NotSafeRpcMethod = (typeof notSafeRpcMethods)[number]

const notSafe: ReadonlySet<string> = new Set(notSafeRpcMethods)

/**
 * Whether a wallet method is safe: every method name that is not in `notSafeRpcMethods`
 * (reads and a few others) is; a value that is not a string is no method and not safe.
 * @example
 * isSafeRpcMethod("eth_getBalance") // true
 */
// A set lookup compares by identity, so ["personal_sign"] or new String("personal_sign")
// would miss the list and pass as safe, though anything that later turns the method into
// text (a template, a JSON key, `String`) gets "personal_sign" back.
export const isSafeRpcMethod = (method: unknown): boolean =>
  typeof method === "string" && !notSafe.has(method)

/**
 * Lets a safe method through to the embedded wallet and blocks a not-safe one with
 * `RpcMethodNotAllowedError` (spec 6: 'Requested RPC call is not allowed'; UI: 'Action not allowed').
 */
export const checkEmbeddedWalletRpcCall = (
  method: string,
): Result.Result<string, RpcMethodNotAllowedError> =>
  isSafeRpcMethod(method)
    ? Result.succeed(method)
    : Result.fail(new RpcMethodNotAllowedError({ method }))
