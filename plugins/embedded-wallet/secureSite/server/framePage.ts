import type { OutgoingHttpHeaders } from "node:http"
import { defaultAllowedOrigins } from "../../rpc/isOriginAllowed"
import { frameAncestors } from "./frameAncestors"

/** Where the site serves the frame page, and the script it loads. */
export const framePagePath = "/frame"
export const framePageScriptPath = "/frame/page.js"

/** The id of the JSON script element carrying the page's config (`page/pageConfig.ts` reads it). */
export const framePageConfigId = "foyer-secure-site-config"

/** The frame page's script, given by the caller (`loadFramePageBundle` of `page/framePageBundle.ts`). */
export interface FramePageScript {
  /** The script's text; called once, on the first request for it, and kept. */
  readonly script: () => Promise<string>
}

/** What the frame page is served with. */
export interface FramePageSettings {
  /** Patterns of the dApp origins that may embed the page (as `isOriginAllowed` takes them). */
  readonly embeddingOrigins?: ReadonlyArray<string>
  /** Exact origins the page may fetch JSON-RPC from (its `rpcUrl`'s origin). */
  readonly rpcOrigins?: ReadonlyArray<string>
}

/** An origin as CSP and the page take it: `scheme://host[:port]`, nothing more. */
const rpcOriginOf = (text: string): string => {
  let url: URL | undefined
  try {
    url = new URL(text)
  } catch {
    url = undefined
  }
  if (url === undefined || url.origin !== text || !/^https?:$/.test(url.protocol)) {
    throw new Error(`The RPC origin "${text}" is no http(s) origin (scheme://host[:port])`)
  }
  return text
}

/**
 * The frame page's Content-Security-Policy: its own script only (no inline script, so an
 * injected one cannot run), its own API and the RPC origins to fetch, inline styles, and
 * `frame-ancestors` from the embedding patterns, so no other site can show it (and overlay it
 * to trick a click on Approve). Throws on a pattern or origin CSP cannot write.
 */
export const framePagePolicy = (settings: FramePageSettings): string => {
  const rpcOrigins = (settings.rpcOrigins ?? []).map(rpcOriginOf)
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["connect-src 'self'", ...rpcOrigins].join(" "),
    `frame-ancestors ${frameAncestors(settings.embeddingOrigins ?? defaultAllowedOrigins)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ")
}

/**
 * JSON safe inside a `<script>` element: `<` (and `>`, `&`) as \u escapes, so no text in it can
 * close the element or open a comment.
 */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")

/**
 * The frame page's HTML: no inline script (its config is a JSON element, never executed), the
 * script loaded from the site's own origin. The page script draws everything the visitor sees.
 */
export const framePageDocument = (settings: FramePageSettings): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    "<title>Foyer secure site</title>",
    `<script type="application/json" id="${framePageConfigId}">${scriptJson({
      allowedOrigins: settings.embeddingOrigins ?? defaultAllowedOrigins,
    })}</script>`,
    `<script defer src="${framePageScriptPath}"></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n")

/** A text answer of the frame page: its type, body and headers beyond the site's own. */
export interface FramePageAnswer {
  readonly contentType: string
  readonly text: string
  readonly headers: OutgoingHttpHeaders
}

/** The frame page's two answers, made once at start (the script read on first request). */
export interface FramePage {
  readonly document: () => FramePageAnswer
  readonly script: () => Promise<FramePageAnswer>
}

/**
 * The frame page as the server answers it. The document's headers: its CSP; `no-referrer`, so
 * its requests (RPC included) do not name the page's URL and query; and no
 * `Cross-Origin-Opener-Policy` or `X-Frame-Options`: it is framed by the dApp. The script is
 * read once; a failed read is not kept, so the next request tries again.
 */
export const makeFramePage = (settings: FramePageSettings & FramePageScript): FramePage => {
  const documentAnswer: FramePageAnswer = {
    contentType: "text/html; charset=utf-8",
    text: framePageDocument(settings),
    headers: {
      "content-security-policy": framePagePolicy(settings),
      "referrer-policy": "no-referrer",
    },
  }
  let script: Promise<string> | undefined
  const readScript = () => {
    const reading = (async () => settings.script())()
    reading.catch(() => {
      if (script === reading) script = undefined
    })
    return reading
  }
  return {
    document: () => documentAnswer,
    script: async () => {
      script ??= readScript()
      return {
        contentType: "text/javascript; charset=utf-8",
        text: await script,
        headers: { "referrer-policy": "no-referrer" },
      }
    },
  }
}
