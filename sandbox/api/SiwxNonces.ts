import { generateSiweNonce } from "viem/siwe"
import type { SiwxLimits } from "./siwxLimits"

/**
 * How long a nonce the sandbox issued stays good for a sign-in: long enough for a visitor to
 * read the wallet's prompt, short enough that a leaked, unused nonce soon stops working.
 */
export const siwxNonceLifetimeMs = 10 * 60_000

/** What the sign-in server knows of a nonce a message carries. */
export type SiwxNonceState =
  /** Issued here, not used yet, within its lifetime. */
  | "issued"
  /** Never issued here (or issued so long ago, or so many nonces ago, that it was forgotten). */
  | "unknown"
  /** Already spent on a session. */
  | "used"
  /** Issued here, but its lifetime is over. */
  | "expired"

/** The nonces the sign-in server issued and still remembers, each for its project. */
export interface SiwxNonces {
  /** A fresh nonce for `projectId` (viem's `generateSiweNonce`: 96 letters and digits). */
  readonly issue: (projectId: string, now: Date) => string
  /** What is known of `nonce` under `projectId` at `now`; another project's nonce is unknown. */
  readonly state: (projectId: string, nonce: string, now: Date) => SiwxNonceState
  /** Spends `nonce` when it is `issued`, and answers the state it had. */
  readonly spend: (projectId: string, nonce: string, now: Date) => SiwxNonceState
  /** Forgets every nonce. */
  readonly clear: () => void
  /** How many nonces are kept, and their UTF-8 bytes with their project ids. */
  readonly stats: () => { readonly nonces: number; readonly nonceBytes: number }
}

interface IssuedNonce {
  readonly projectId: string
  readonly expiresAt: number
  /** The nonce's and its project id's UTF-8 bytes. */
  readonly bytes: number
  used: boolean
}

/**
 * Makes an empty nonce book bounded by `limits.maxNonces` and `limits.maxNonceBytes`. Nonces
 * live `siwxNonceLifetimeMs` each, so they expire in the order they were issued: each issue
 * forgets the expired ones from the oldest and stops at the first live one, so every nonce is
 * swept once, in constant time per issue on average (sweeping every nonce at each issue took
 * 2.4 s per 1,000 with 60,000 live, issue 30 L8). A full book forgets its oldest.
 * @example
 * const nonces = makeSiwxNonces(siwxLimits)
 * const nonce = nonces.issue("my-project", new Date())
 */
export const makeSiwxNonces = (limits: SiwxLimits): SiwxNonces => {
  /** By nonce, oldest first (a Map keeps insertion order). */
  const nonces = new Map<string, IssuedNonce>()
  let nonceBytes = 0

  const forget = (nonce: string, issued: IssuedNonce) => {
    nonces.delete(nonce)
    nonceBytes -= issued.bytes
  }
  const forgetOldest = (): boolean => {
    const oldest = nonces.entries().next()
    if (oldest.done === true) return false
    forget(...oldest.value)
    return true
  }
  // A clock moved back (tests move it) may leave an expired nonce behind a live one: it goes
  // when it reaches the front, or as the oldest when the book is full.
  const sweep = (now: Date) => {
    for (const [nonce, issued] of nonces) {
      if (now.getTime() < issued.expiresAt) return
      forget(nonce, issued)
    }
  }

  const state = (projectId: string, nonce: string, now: Date): SiwxNonceState => {
    const issued = nonces.get(nonce)
    if (issued === undefined || issued.projectId !== projectId) return "unknown"
    if (issued.used) return "used"
    return now.getTime() >= issued.expiresAt ? "expired" : "issued"
  }

  return {
    issue: (projectId, now) => {
      sweep(now)
      const nonce = generateSiweNonce()
      const bytes = nonce.length + Buffer.byteLength(projectId)
      // A nonce larger than the whole bound (a project id as long as a request head) is
      // handed out but not kept: spending it reads as unknown.
      if (bytes > limits.maxNonceBytes) return nonce
      while (nonces.size >= limits.maxNonces || nonceBytes + bytes > limits.maxNonceBytes) {
        if (!forgetOldest()) break
      }
      nonces.set(nonce, {
        projectId,
        expiresAt: now.getTime() + siwxNonceLifetimeMs,
        bytes,
        used: false,
      })
      nonceBytes += bytes
      return nonce
    },
    state,
    spend: (projectId, nonce, now) => {
      const found = state(projectId, nonce, now)
      const issued = nonces.get(nonce)
      if (found === "issued" && issued !== undefined) issued.used = true
      return found
    },
    clear: () => {
      nonces.clear()
      nonceBytes = 0
    },
    stats: () => ({ nonces: nonces.size, nonceBytes }),
  }
}
