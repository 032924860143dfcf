import { generateSiweNonce } from "viem/siwe"
import type { SiwxSession } from "../../core/api/generated/schemas"

/**
 * How long a nonce the sandbox issued stays good for a sign-in: long enough for a visitor to
 * read the wallet's prompt, short enough that a leaked, unused nonce soon stops working.
 */
export const siwxNonceLifetimeMs = 10 * 60_000

/**
 * The project a sign-in call is made under, from its query: sessions are kept, listed and
 * revoked per project. The router has already refused a call without `projectId`.
 */
export const siwxProjectOf = (query: URLSearchParams): string => query.get("projectId") ?? ""

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

/**
 * The sandbox's sign-in sessions and the nonces it issued for them, in memory. Nonces and
 * sessions belong to the project (`projectId`) they were made for: another project can neither
 * spend the nonces nor list or revoke the sessions, as a real server keeps each project's
 * visitors apart.
 */
export interface SiwxSessionRegistry {
  /**
   * A fresh nonce for `projectId` (viem's `generateSiweNonce`: 96 letters and digits), good for
   * the nonce lifetime.
   */
  readonly issueNonce: (projectId: string, now: Date) => string
  /**
   * What the registry knows of `nonce` under `projectId` at `now`, without spending it: a nonce
   * issued for another project is `unknown`.
   */
  readonly nonceState: (projectId: string, nonce: string, now: Date) => SiwxNonceState
  /**
   * Spends `nonce` when it is `issued` for `projectId` at `now`, and answers the state it had:
   * anything but `issued` means it was not spent, and no session may be created with it.
   */
  readonly spendNonce: (projectId: string, nonce: string, now: Date) => SiwxNonceState
  /**
   * Keeps a session created under `projectId` at `now` (sessions expired by then are dropped
   * meanwhile).
   */
  readonly add: (projectId: string, session: SiwxSession, now: Date) => void
  /**
   * The sessions of `projectId` for `address` (any letter case) on `caipNetworkId` that have not
   * expired at `now`, oldest first.
   */
  readonly list: (
    projectId: string,
    address: string,
    caipNetworkId: string,
    now: Date,
  ) => ReadonlyArray<SiwxSession>
  /**
   * Forgets every session of `projectId` for `address` (any letter case) on `caipNetworkId`;
   * answers how many.
   */
  readonly revoke: (projectId: string, address: string, caipNetworkId: string) => number
  /** Forgets every nonce and session (the sandbox's reset). */
  readonly clear: () => void
}

interface IssuedNonce {
  readonly projectId: string
  readonly expiresAt: number
  used: boolean
}

interface KeptSession {
  readonly projectId: string
  readonly session: SiwxSession
}

const isExpired = ({ session }: KeptSession, now: Date): boolean =>
  session.expirationTime !== undefined && Date.parse(session.expirationTime) <= now.getTime()

const isOf = (
  kept: KeptSession,
  projectId: string,
  address: string,
  caipNetworkId: string,
): boolean =>
  kept.projectId === projectId &&
  kept.session.caipNetworkId === caipNetworkId &&
  kept.session.address.toLowerCase() === address.toLowerCase()

/**
 * Makes an empty registry. Nonces past their lifetime and expired sessions are dropped as new
 * ones come in, so a long-running sandbox does not grow without bound.
 * @example
 * const registry = makeSiwxSessionRegistry()
 * const nonce = registry.issueNonce(new Date())
 */
export const makeSiwxSessionRegistry = (): SiwxSessionRegistry => {
  const nonces = new Map<string, IssuedNonce>()
  let sessions: KeptSession[] = []

  const stateOf = (projectId: string, nonce: string, now: Date): SiwxNonceState => {
    const issued = nonces.get(nonce)
    if (issued === undefined || issued.projectId !== projectId) return "unknown"
    if (issued.used) return "used"
    return now.getTime() >= issued.expiresAt ? "expired" : "issued"
  }

  return {
    issueNonce: (projectId, now) => {
      for (const [nonce, issued] of nonces) {
        if (now.getTime() >= issued.expiresAt) nonces.delete(nonce)
      }
      const nonce = generateSiweNonce()
      nonces.set(nonce, {
        projectId,
        expiresAt: now.getTime() + siwxNonceLifetimeMs,
        used: false,
      })
      return nonce
    },
    nonceState: stateOf,
    spendNonce: (projectId, nonce, now) => {
      const state = stateOf(projectId, nonce, now)
      const issued = nonces.get(nonce)
      if (state === "issued" && issued !== undefined) issued.used = true
      return state
    },
    add: (projectId, session, now) => {
      sessions = [...sessions.filter((kept) => !isExpired(kept, now)), { projectId, session }]
    },
    list: (projectId, address, caipNetworkId, now) =>
      sessions
        .filter((kept) => isOf(kept, projectId, address, caipNetworkId) && !isExpired(kept, now))
        .map((kept) => kept.session),
    revoke: (projectId, address, caipNetworkId) => {
      const left = sessions.filter((kept) => !isOf(kept, projectId, address, caipNetworkId))
      const revoked = sessions.length - left.length
      sessions = left
      return revoked
    },
    clear: () => {
      nonces.clear()
      sessions = []
    },
  }
}
