import { ProviderRpcError, providerErrorCodes } from "./ProviderRpcError"

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

let nextId = 1

/**
 * Sends one JSON-RPC request over HTTP POST and returns its result; a JSON-RPC error
 * becomes a {@link ProviderRpcError} with the node's code, message and data.
 */
export const forwardRpc = async (
  url: string,
  method: string,
  params: ReadonlyArray<unknown>,
): Promise<unknown> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  })
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ProviderRpcError(
      providerErrorCodes.internal,
      `The RPC answered ${method} with HTTP ${response.status} and no JSON: ${text.slice(0, 200)}`,
    )
  }
  if (!isRecord(body)) {
    throw new ProviderRpcError(providerErrorCodes.internal, `The RPC answered ${method} oddly`)
  }
  const { error } = body
  if (isRecord(error)) {
    const code = typeof error.code === "number" ? error.code : providerErrorCodes.internal
    const message = typeof error.message === "string" ? error.message : "RPC error"
    throw new ProviderRpcError(code, message, error.data)
  }
  if (!response.ok || !("result" in body)) {
    throw new ProviderRpcError(
      providerErrorCodes.internal,
      `The RPC answered ${method} with HTTP ${response.status}: ${text.slice(0, 200)}`,
    )
  }
  return body.result
}
