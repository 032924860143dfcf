import { FrameRequestRefusedError } from "./FrameRequestRefusedError"

/** The id of the JSON script element the site's HTML carries the page's config in. */
export const pageConfigElementId = "foyer-secure-site-config"

/** What the frame page knows when it starts: the site's config and its URL query (spec 7). */
export interface PageConfig {
  /** Patterns of the origins allowed to embed the page (as isOriginAllowed takes them). */
  readonly allowedOrigins: ReadonlyArray<string>
  readonly projectId: string
  /** The EVM chain the dApp is on, when its query named one. */
  readonly chainId: number | undefined
  readonly version: string
  readonly enableLogger: boolean
  /** The JSON-RPC endpoint the wallet reads the chain through; "" when none was given. */
  readonly rpcUrl: string
}

/**
 * An EVM chain id from the query or a payload: a number, a decimal text, or a CAIP-2 id of the
 * EVM family (`eip155:1`); anything else (another family's id) is none.
 */
export const evmChainIdOf = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined
  if (typeof value !== "string") return undefined
  const match = /^(?:eip155:)?(\d{1,15})$/.exec(value.trim())
  return match?.[1] === undefined ? undefined : evmChainIdOf(Number(match[1]))
}

const readAllowedOrigins = (document: Document): ReadonlyArray<string> => {
  const text = document.getElementById(pageConfigElementId)?.textContent ?? ""
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return []
  }
  if (typeof parsed !== "object" || parsed === null || !("allowedOrigins" in parsed)) return []
  const { allowedOrigins } = parsed
  return Array.isArray(allowedOrigins)
    ? allowedOrigins.filter((pattern): pattern is string => typeof pattern === "string")
    : []
}

/**
 * Reads the page's config: the allowed origins from the site's JSON script element (none when
 * it is missing or unreadable, so the page then answers no one) and the query the dApp put in
 * the frame's URL.
 */
export const readPageConfig = (document: Document, search: string): PageConfig => {
  const query = new URLSearchParams(search)
  return {
    allowedOrigins: readAllowedOrigins(document),
    projectId: query.get("projectId") ?? "",
    chainId: evmChainIdOf(query.get("chainId") ?? ""),
    version: query.get("version") ?? "",
    enableLogger: query.get("enableLogger") === "true",
    rpcUrl: query.get("rpcUrl") ?? "",
  }
}

/** What the page reads of its window's location to find its parent. */
export interface ParentLocation {
  readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string }
}

/**
 * The origin of the page that embeds this one: `location.ancestorOrigins[0]` where the browser
 * has it (Chromium; the parent cannot forge it), else the referrer's origin; `undefined` when
 * neither says (a page opened on its own, or a referrer policy of no-referrer).
 */
export const parentOriginOf = (location: ParentLocation, referrer: string): string | undefined => {
  const ancestors = location.ancestorOrigins
  if (ancestors !== undefined && ancestors.length > 0) return ancestors[0]
  if (referrer === "") return undefined
  try {
    const { origin } = new URL(referrer)
    return origin === "null" ? undefined : origin
  } catch {
    return undefined
  }
}

/** The chain the page's wallet is on: its EVM id and the JSON-RPC endpoint it reads it through. */
export interface PageChain {
  readonly chainId: number | undefined
  readonly rpcUrl: string
}

/**
 * The RPC URL for another EVM chain: its `chainId` query parameter set to the chain's CAIP-2 id
 * (spec 7's RPC URL: query chainId and projectId); an empty URL stays empty.
 */
export const rpcUrlForChain = (rpcUrl: string, chainId: number): string => {
  if (rpcUrl === "") return rpcUrl
  const url = new URL(rpcUrl)
  url.searchParams.set("chainId", `eip155:${chainId}`)
  return url.href
}

/** The page's chain after SWITCH_NETWORK to `requested`; refused ('Unsupported chain') unless EVM. */
export const chainAfterSwitch = (chain: PageChain, requested: unknown): PageChain => {
  const chainId = evmChainIdOf(requested)
  if (chainId === undefined) {
    throw new FrameRequestRefusedError({ reason: "page.error.unsupportedChain" })
  }
  return { chainId, rpcUrl: rpcUrlForChain(chain.rpcUrl, chainId) }
}
