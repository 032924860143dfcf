import { Data, Result } from "effect"

/** What the secure frame is told in its URL query (spec 7). */
export interface FrameQuery {
  readonly projectId: string
  /** The chain the dApp is on. */
  readonly chainId: string | number
  /** The kit's version. */
  readonly version: string
  readonly enableLogger: boolean
  /** The RPC endpoint the frame's wallet reads the chain through. */
  readonly rpcUrl: string
  /** Sent only when on (spec 7: "enableCloudAuthAccount when enabled"). */
  readonly enableCloudAuthAccount?: boolean
}

/**
 * The secure frame's URL cannot be used: it does not parse, or its origin is opaque ("null",
 * as for data: or blob: URLs), so replies could not be told apart from any other sender's.
 */
export class FrameUrlInvalidError extends Data.TaggedError("FrameUrlInvalidError")<{
  readonly url: string
  readonly cause?: unknown
}> {
  // A configuration mistake the developer reads; the spec gives it no text.
  override readonly message: string = `The secure frame URL ${this.url} has no origin to trust.`
}

/** The secure frame's page and its origin, the only one whose replies are accepted. */
export interface FrameUrl {
  /** The frame page's URL with the spec's query. */
  readonly src: string
  /** The secure site's origin: the `targetOrigin` of every request, never "*". */
  readonly origin: string
}

/**
 * The frame page's URL for `query`: `frameUrl` with projectId, chainId, version, enableLogger,
 * rpcUrl, and enableCloudAuthAccount only when it is on (spec 7). Parameters `frameUrl`
 * already carries are kept; those of the spec are replaced.
 * @example
 * frameUrlOf("https://secure.example/frame", { projectId: "p", chainId: 1, version: "1.0.0",
 *   enableLogger: false, rpcUrl: "https://rpc.example" })
 * // Result.succeed({ origin: "https://secure.example",
 * //   src: "https://secure.example/frame?projectId=p&chainId=1&version=1.0.0&enableLogger=false&rpcUrl=https%3A%2F%2Frpc.example" })
 */
export const frameUrlOf = (
  frameUrl: string,
  query: FrameQuery,
): Result.Result<FrameUrl, FrameUrlInvalidError> => {
  let url: URL
  try {
    url = new URL(frameUrl)
  } catch (cause) {
    return Result.fail(new FrameUrlInvalidError({ url: frameUrl, cause }))
  }
  if (url.origin === "null") return Result.fail(new FrameUrlInvalidError({ url: frameUrl }))
  url.searchParams.set("projectId", query.projectId)
  url.searchParams.set("chainId", String(query.chainId))
  url.searchParams.set("version", query.version)
  url.searchParams.set("enableLogger", String(query.enableLogger))
  url.searchParams.set("rpcUrl", query.rpcUrl)
  if (query.enableCloudAuthAccount === true) url.searchParams.set("enableCloudAuthAccount", "true")
  else url.searchParams.delete("enableCloudAuthAccount")
  return Result.succeed({ src: url.href, origin: url.origin })
}
