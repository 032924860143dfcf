import type { SiwxSession } from "../../core/api/generated/schemas"
import type { SiwxLimits } from "./siwxLimits"

/** The sign-in sessions the server keeps, each for its project, address and network. */
export interface SiwxSessions {
  /**
   * Keeps a session created under `projectId` at `now`, within the store's bounds (the oldest
   * go first; see makeSiwxSessions).
   */
  readonly add: (projectId: string, session: SiwxSession, now: Date) => void
  /**
   * The sessions of `projectId` for `address` (an EVM one in any letter case, a Solana one as
   * written) on `caipNetworkId` that have not expired at `now`, oldest first.
   */
  readonly list: (
    projectId: string,
    address: string,
    caipNetworkId: string,
    now: Date,
  ) => ReadonlyArray<SiwxSession>
  /**
   * Forgets every session of `projectId` for `address` (an EVM one in any letter case, a
   * Solana one as written) on `caipNetworkId`; answers how many.
   */
  readonly revoke: (projectId: string, address: string, caipNetworkId: string) => number
  /** Forgets every session. */
  readonly clear: () => void
  /** How many sessions are kept, and their UTF-8 bytes with their project ids. */
  readonly stats: () => { readonly sessions: number; readonly sessionBytes: number }
}

interface KeptSession {
  readonly account: string
  readonly session: SiwxSession
  /** The session's JSON and its project id, in UTF-8 bytes. */
  readonly bytes: number
  /** The end of its message's window, in ms; none for a message without an Expiration Time. */
  readonly expiresAt: number | undefined
}

/**
 * The key of a project's account on a network: any text, so kept apart as JSON. An EVM address
 * names its account in any letter case; a Solana one (base58) only as written, since two
 * spellings that differ in case are two accounts.
 */
const accountKey = (projectId: string, address: string, caipNetworkId: string): string =>
  JSON.stringify([
    projectId,
    caipNetworkId,
    caipNetworkId.startsWith("eip155:") ? address.toLowerCase() : address,
  ])

const isExpired = (kept: KeptSession, now: Date): boolean =>
  kept.expiresAt !== undefined && kept.expiresAt <= now.getTime()

/**
 * Makes an empty session store bounded by `limits` (issue 30 M4: sessions without an
 * expiration time were never dropped, 30 of 9 MB grew the heap 267 MB). Sessions are kept per
 * account (project, address, network) and in one list by age: a new session pushes out its
 * account's oldest beyond `maxSessionsPerAccount`, then the store's oldest, expired or not,
 * while it holds `maxSessions` or would pass `maxSessionBytes`. Expired sessions are forgotten
 * when their account is read or written. Each call works on one account, or on the few
 * oldest, whatever the store holds.
 * @example
 * const sessions = makeSiwxSessions(siwxLimits)
 * sessions.add("my-project", session, new Date())
 */
export const makeSiwxSessions = (limits: SiwxLimits): SiwxSessions => {
  /** Per account, its sessions, oldest first (a Set keeps insertion order). */
  const byAccount = new Map<string, Set<KeptSession>>()
  /** Every session, oldest first: the first to go when the store is full. */
  const byAge = new Set<KeptSession>()
  let sessionBytes = 0

  const forget = (kept: KeptSession) => {
    const account = byAccount.get(kept.account)
    account?.delete(kept)
    if (account?.size === 0) byAccount.delete(kept.account)
    byAge.delete(kept)
    sessionBytes -= kept.bytes
  }
  /** The account's sessions unexpired at `now`, the expired ones forgotten. */
  const live = (account: string, now: Date): ReadonlyArray<KeptSession> => {
    const kept: Array<KeptSession> = []
    for (const session of [...(byAccount.get(account) ?? [])]) {
      if (isExpired(session, now)) forget(session)
      else kept.push(session)
    }
    return kept
  }

  return {
    add: (projectId, session, now) => {
      const account = accountKey(projectId, session.address, session.caipNetworkId)
      const bytes = Buffer.byteLength(JSON.stringify(session)) + Buffer.byteLength(projectId)
      // Only a test's tiny bound can be smaller than one session the server reads.
      if (bytes > limits.maxSessionBytes) return
      const ofAccount = live(account, now)
      const over = Math.max(0, ofAccount.length + 1 - limits.maxSessionsPerAccount)
      for (const oldest of ofAccount.slice(0, over)) forget(oldest)
      while (byAge.size >= limits.maxSessions || sessionBytes + bytes > limits.maxSessionBytes) {
        const oldest = byAge.values().next()
        if (oldest.done === true) break
        forget(oldest.value)
      }
      const expiresAt =
        session.expirationTime === undefined ? undefined : Date.parse(session.expirationTime)
      const kept: KeptSession = { account, session, bytes, expiresAt }
      const sessions = byAccount.get(account) ?? new Set<KeptSession>()
      byAccount.set(account, sessions.add(kept))
      byAge.add(kept)
      sessionBytes += bytes
    },
    list: (projectId, address, caipNetworkId, now) =>
      live(accountKey(projectId, address, caipNetworkId), now).map((kept) => kept.session),
    revoke: (projectId, address, caipNetworkId) => {
      const sessions = [...(byAccount.get(accountKey(projectId, address, caipNetworkId)) ?? [])]
      for (const kept of sessions) forget(kept)
      return sessions.length
    },
    clear: () => {
      byAccount.clear()
      byAge.clear()
      sessionBytes = 0
    },
    stats: () => ({ sessions: byAge.size, sessionBytes }),
  }
}
