import { generateSiweNonce } from "viem/siwe"
import type { SiwxSession } from "../../core/api/generated/schemas"

/**
 * How long a nonce the sandbox issued stays good for a sign-in: long enough for a visitor to
 * read the wallet's prompt, short enough that a leaked, unused nonce soon stops working.
 */
export const siwxNonceLifetimeMs = 10 * 60_000

/** What the registry knows of a nonce a message carries. */
export type SiwxNonceState =
  /** Issued here, not used yet, within its lifetime. */
  | "issued"
  /** Never issued here (or issued so long ago that it was forgotten). */
  | "unknown"
  /** Already spent on a session. */
  | "used"
  /** Issued here, but its lifetime is over. */
  | "expired"

/** The sandbox's sign-in sessions and the nonces it issued for them, in memory. */
export interface SiwxSessionRegistry {
  /** A fresh nonce (viem's `generateSiweNonce`: 96 letters and digits), good for the nonce lifetime. */
  readonly issueNonce: (now: Date) => string
  /** What the registry knows of `nonce` at `now`, without spending it. */
  readonly nonceState: (nonce: string, now: Date) => SiwxNonceState
  /**
   * Spends `nonce` when it is `issued` at `now`, and answers the state it had: anything but
   * `issued` means it was not spent, and no session may be created with it.
   */
  readonly spendNonce: (nonce: string, now: Date) => SiwxNonceState
  /** Keeps a session created at `now` (sessions expired by then are dropped meanwhile). */
  readonly add: (session: SiwxSession, now: Date) => void
  /**
   * The sessions of `address` (any letter case) on `caipNetworkId` that have not expired at
   * `now`, oldest first.
   */
  readonly list: (address: string, caipNetworkId: string, now: Date) => ReadonlyArray<SiwxSession>
  /** Forgets every session of `address` (any letter case) on `caipNetworkId`; answers how many. */
  readonly revoke: (address: string, caipNetworkId: string) => number
}

interface IssuedNonce {
  readonly expiresAt: number
  used: boolean
}

const isExpired = (session: SiwxSession, now: Date): boolean =>
  session.expirationTime !== undefined && Date.parse(session.expirationTime) <= now.getTime()

const isOf = (session: SiwxSession, address: string, caipNetworkId: string): boolean =>
  session.caipNetworkId === caipNetworkId && session.address.toLowerCase() === address.toLowerCase()

/**
 * Makes an empty registry. Nonces past their lifetime and expired sessions are dropped as new
 * ones come in, so a long-running sandbox does not grow without bound.
 * @example
 * const registry = makeSiwxSessionRegistry()
 * const nonce = registry.issueNonce(new Date())
 */
export const makeSiwxSessionRegistry = (): SiwxSessionRegistry => {
  const nonces = new Map<string, IssuedNonce>()
  let sessions: SiwxSession[] = []

  const stateOf = (nonce: string, now: Date): SiwxNonceState => {
    const issued = nonces.get(nonce)
    if (issued === undefined) return "unknown"
    if (issued.used) return "used"
    return now.getTime() >= issued.expiresAt ? "expired" : "issued"
  }

  return {
    issueNonce: (now) => {
      for (const [nonce, issued] of nonces) {
        if (now.getTime() >= issued.expiresAt) nonces.delete(nonce)
      }
      const nonce = generateSiweNonce()
      nonces.set(nonce, { expiresAt: now.getTime() + siwxNonceLifetimeMs, used: false })
      return nonce
    },
    nonceState: stateOf,
    spendNonce: (nonce, now) => {
      const state = stateOf(nonce, now)
      const issued = nonces.get(nonce)
      if (state === "issued" && issued !== undefined) issued.used = true
      return state
    },
    add: (session, now) => {
      sessions = [...sessions.filter((kept) => !isExpired(kept, now)), session]
    },
    list: (address, caipNetworkId, now) =>
      sessions.filter(
        (session) => isOf(session, address, caipNetworkId) && !isExpired(session, now),
      ),
    revoke: (address, caipNetworkId) => {
      const kept = sessions.filter((session) => !isOf(session, address, caipNetworkId))
      const revoked = sessions.length - kept.length
      sessions = kept
      return revoked
    },
  }
}
