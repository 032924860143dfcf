/**
 * The blockchain RPC URL of spec 7: the provider's RPC host, path /v1/, with the query
 * params chainId and projectId added when missing (ones already present are kept).
 * @example
 * rpcUrl({ rpcHost: "https://rpc.example", chainId: "eip155:1", projectId: "abc" })
 * // "https://rpc.example/v1/?chainId=eip155%3A1&projectId=abc"
 */
export const rpcUrl = (options: {
  /** The provider's RPC host (origin, or a URL whose path is replaced by /v1/ when it has none). */
  readonly rpcHost: string
  /** The CAIP-2 id of the chain. */
  readonly chainId: string
  readonly projectId: string
}): string => {
  const url = new URL(options.rpcHost)
  if (url.pathname === "" || url.pathname === "/") url.pathname = "/v1/"
  if (!url.searchParams.has("chainId")) url.searchParams.set("chainId", options.chainId)
  if (!url.searchParams.has("projectId")) url.searchParams.set("projectId", options.projectId)
  return url.toString()
}
