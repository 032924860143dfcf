/** An EIP-1193 provider error: the numeric code a dApp branches on, a message and optional data. */
export class ProviderRpcError extends Error {
  override readonly name = "ProviderRpcError"
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** The EIP-1193 and EIP-3085/3326 codes the test wallet answers with. */
export const providerErrorCodes = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/** The error of a request the visitor refused (EIP-1193 code 4001), worded as MetaMask does. */
export const userRejectedRequest = (): ProviderRpcError =>
  new ProviderRpcError(providerErrorCodes.userRejectedRequest, "User rejected the request.")

/** The error of a request made for an account the dApp was not given (code 4100). */
export const unauthorized = (): ProviderRpcError =>
  new ProviderRpcError(
    providerErrorCodes.unauthorized,
    "The requested account and/or method has not been authorized by the user.",
  )

/** The error of a request whose parameters are malformed (JSON-RPC -32602). */
export const invalidParams = (detail: string): ProviderRpcError =>
  new ProviderRpcError(providerErrorCodes.invalidParams, `Invalid params: ${detail}`)
