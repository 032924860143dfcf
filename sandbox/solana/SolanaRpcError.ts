/**
 * The JSON-RPC error codes the sandbox's Solana devnet answers with: JSON-RPC 2.0's own, and
 * Agave's server codes for the cases the kit and wallets tell apart.
 */
export const solanaRpcErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** sendTransaction's preflight simulation failed; `data` is the simulation result. */
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  unsupportedTransactionVersion: -32015,
  minContextSlotNotReached: -32016,
} as const

/**
 * A JSON-RPC error to answer a call with: thrown by a method, turned into the call's
 * `{ error: { code, message, data } }` by the server.
 */
export class SolanaRpcError extends Error {
  readonly _tag = "SolanaRpcError"
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = "SolanaRpcError"
    this.code = code
    this.data = data
  }
}

/** A -32602 error, with Agave's "Invalid params: " prefix before what is wrong. */
export const invalidParams = (detail: string): SolanaRpcError =>
  new SolanaRpcError(solanaRpcErrorCodes.invalidParams, `Invalid params: ${detail}`)

/** A -32602 error about one parameter's value, worded as Agave's ("Invalid param: not a Token account"). */
export const invalidParam = (detail: string): SolanaRpcError =>
  new SolanaRpcError(solanaRpcErrorCodes.invalidParams, `Invalid param: ${detail}`)
