import fc from "fast-check"
import { expect } from "vitest"
import { anyCharacter } from "./hostileValues"
import { type RawAnswer, sendRaw } from "./rawHttp"

/** Where and how hard to try request targets, and what a 4xx body must be. */
export interface AnyTargetOptions {
  /** The Host header to send: a server may refuse a foreign one before it looks at the target. */
  readonly host: string
  /** Words of the server's own routes, so that some targets come near a real one. */
  readonly routeWords?: ReadonlyArray<string>
  readonly numRuns: number
  /** Asserts the body of a 4xx answer that has one (HEAD answers have none). */
  readonly expectErrorBody: (answer: RawAnswer) => void
}

/**
 * Sends GET, POST and HEAD requests with generated request targets (URL syntax, escapes,
 * controls and non-ASCII) to the server behind `url` over raw TCP, and expects each a whole
 * answer below 500, never a hang or a crash.
 */
export const expectAnyTargetBelow500 = async (
  url: string,
  { host, routeWords = [], numRuns, expectErrorBody }: AnyTargetOptions,
): Promise<void> => {
  const targetUnit = fc.oneof(
    fc.constantFrom(
      ..."/?#%.:@[]*!$&'()+,;=~-_",
      "%2f",
      "%2e",
      "%00",
      "%zz",
      "..",
      "//",
      ...routeWords,
    ),
    // Any one character; fast-check's "binary" unit would first build a table of every code
    // point, about 2 s per test file (see anyCharacter).
    anyCharacter,
  )
  const target = fc
    .tuple(fc.boolean(), fc.array(targetUnit, { maxLength: 40 }))
    .map(([rooted, parts]) => `${rooted ? "/" : ""}${parts.join("")}`)
  await fc.assert(
    fc.asyncProperty(target, fc.constantFrom("GET", "POST", "HEAD"), async (path, method) => {
      const answer = await sendRaw(
        url,
        `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      )
      expect(answer.timedOut).toBe(false)
      expect(answer.status).toBeDefined()
      expect(answer.status).toBeLessThan(500)
      if ((answer.status ?? 0) >= 400 && method !== "HEAD") expectErrorBody(answer)
    }),
    { numRuns },
  )
}
