import { makeSiwxNonces, type SiwxNonceState } from "./SiwxNonces"
import { makeSiwxSessions, type SiwxSessions } from "./SiwxSessions"
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
export interface SiwxSessionRegistry extends Pick<SiwxSessions, "add" | "list" | "revoke"> {
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

/**
 * Makes an empty registry within `limits`: see `SiwxNonces` and `SiwxSessions` for what each
 * keeps and drops.
 * @example
 * const registry = makeSiwxSessionRegistry()
 * const nonce = registry.issueNonce("my-project", new Date())
 */
export const makeSiwxSessionRegistry = (limits: SiwxLimits = siwxLimits): SiwxSessionRegistry => {
  const nonces = makeSiwxNonces(limits)
  const sessions = makeSiwxSessions(limits)
  return {
    issueNonce: nonces.issue,
    nonceState: nonces.state,
    spendNonce: nonces.spend,
    add: sessions.add,
    list: sessions.list,
    revoke: sessions.revoke,
    clear: () => {
      nonces.clear()
      sessions.clear()
    },
    stats: () => ({ ...nonces.stats(), ...sessions.stats() }),
  }
}
