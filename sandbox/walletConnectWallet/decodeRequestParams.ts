import { Result, Schema } from "effect"
import { formatIssues } from "../../core/config/formatIssues"
import { invalidParams } from "../wallet/ProviderRpcError"

/**
 * Reads a WalletConnect request's params (an object, as the solana and bip122 namespaces
 * define them) with `schema`.
 * @throws ProviderRpcError -32602 naming every field that is missing or of the wrong kind,
 * which the dApp receives as the request's error.
 * @example
 * const { message, pubkey } = decodeRequestParams(Schema.Struct({ message: Schema.String, pubkey: Schema.String }), params)
 */
export const decodeRequestParams = <A extends Schema.Top & { readonly DecodingServices: never }>(
  schema: A,
  params: unknown,
): A["Type"] => {
  const decoded = Schema.decodeUnknownResult(schema)(params, { errors: "all" })
  if (Result.isSuccess(decoded)) return decoded.success
  throw invalidParams(
    formatIssues(decoded.failure)
      .map((issue) => `${issue.path}: ${issue.message}`)
      .join("; "),
  )
}
