import type { SiwxSession } from "../../core/api/generated/schemas"
import { makeSiwxNonces, type SiwxNonceState } from "./SiwxNonces"
import { type SiwxLimits, siwxLimits } from "./siwxLimits"

/**
 * The project a sign-in call is made under, from its query: sessions are kept, listed and
 * revoked per project. The router has already refused a call without `projectId`.
 */
export const siwxProjectOf = (query: URLSearchParams): string => query.get("projectId") ?? ""

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
  /** What is kept: nonces and sessions, each with their UTF-8 bytes. */
  readonly stats: () => SiwxRegistryStats
}

/** How much the registry keeps, in entries and UTF-8 bytes. */
export interface SiwxRegistryStats {
  readonly nonces: number
  readonly nonceBytes: number
  readonly sessions: number
  readonly sessionBytes: number
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
 * Makes an empty registry within `limits` (see `SiwxNonces` for the nonces). Expired sessions
 * are dropped as new ones come in.
 * @example
 * const registry = makeSiwxSessionRegistry()
 * const nonce = registry.issueNonce("my-project", new Date())
 */
export const makeSiwxSessionRegistry = (limits: SiwxLimits = siwxLimits): SiwxSessionRegistry => {
  const nonces = makeSiwxNonces(limits)
  let sessions: KeptSession[] = []

  return {
    issueNonce: nonces.issue,
    nonceState: nonces.state,
    spendNonce: nonces.spend,
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
    stats: () => ({
      ...nonces.stats(),
      sessions: sessions.length,
      sessionBytes: sessions.reduce(
        (sum, kept) => sum + Buffer.byteLength(JSON.stringify(kept.session)),
        0,
      ),
    }),
  }
}
