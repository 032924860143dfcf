import { randomUUID } from "node:crypto"
import type { PayAsset } from "./parsePayAsset"

/** Where a sandbox payment stands (the contract's PayStatus values the sandbox uses). */
export type PaySessionStatus = "IN_PROGRESS" | "SUCCESS" | "FAILED"

/** A payment started on a sandbox exchange. */
export interface PaySession {
  readonly id: string
  readonly exchangeId: string
  /** The CAIP-19 asset as asked. */
  readonly asset: string
  /** The amount in whole units, as asked. */
  readonly amount: string
  /** The smallest units sent. */
  readonly value: bigint
  readonly symbol: string
  /** The asset, read: its network (EVM or Solana) and what is sent there. */
  readonly payAsset: PayAsset
  /** The recipient's address on that network (0x… checksummed, or base58). */
  readonly recipient: string
  readonly status: PaySessionStatus
  /** The transaction that paid: a 0x hash on EVM, a base58 signature on Solana. */
  readonly txHash?: string
  /** Why it failed, shown on the page (cancelled, or the transaction's error). */
  readonly failure?: string
}

/** What starting a session takes: everything but its id and status. */
export type NewPaySession = Omit<PaySession, "id" | "status" | "txHash" | "failure">

/** What a cancel did: cancelled the payment, or nothing (it was confirmed, settled or unknown). */
export type PayCancelOutcome = "Cancelled" | "Confirmed" | "Settled" | "Unknown"

/**
 * How many sessions the sandbox keeps: anyone may start one, so the oldest go first once
 * there are this many (a session's fields are bounded, so this bounds their bytes too).
 */
export const maxPaySessions = 10_000

/** The sandbox's payments, by session id (in memory, at most `capacity` of the latest). */
export interface PaySessions {
  readonly start: (session: NewPaySession) => PaySession
  readonly get: (id: string) => PaySession | undefined
  /**
   * Moves an IN_PROGRESS session to SUCCESS or FAILED; a session already settled stays as it
   * is (a second click, or a cancel after a confirm). Answers the session as it now stands.
   */
  readonly settle: (
    id: string,
    outcome:
      | { readonly status: "SUCCESS"; readonly txHash: string }
      | { readonly status: "FAILED"; readonly failure: string },
  ) => PaySession | undefined
  /** Marks a session as being paid, so that a second confirm does not pay twice. */
  readonly claim: (id: string) => boolean
  /** Whether a session's payment was confirmed and is on its way (claimed, not yet settled). */
  readonly isSending: (id: string) => boolean
  /**
   * Settles an IN_PROGRESS session FAILED with `failure`, unless its payment was confirmed:
   * a payment on its way is sent whatever the visitor clicks after, and must be reported so.
   */
  readonly cancel: (id: string, failure: string) => PayCancelOutcome
}

/** An empty registry of payments, keeping at most `capacity` (default {@link maxPaySessions}). */
export const makePaySessions = (options: { readonly capacity?: number } = {}): PaySessions => {
  const capacity = options.capacity ?? maxPaySessions
  // Insertion order is age: the first key is the oldest session.
  const sessions = new Map<string, PaySession>()
  const claimed = new Set<string>()
  const settle: PaySessions["settle"] = (id, outcome) => {
    const session = sessions.get(id)
    if (session === undefined || session.status !== "IN_PROGRESS") return session
    const settled: PaySession = { ...session, ...outcome }
    sessions.set(id, settled)
    claimed.delete(id)
    return settled
  }
  return {
    start: (fields) => {
      const session: PaySession = { ...fields, id: randomUUID(), status: "IN_PROGRESS" }
      for (const oldest of sessions.keys()) {
        if (sessions.size < capacity) break
        sessions.delete(oldest)
        claimed.delete(oldest)
      }
      sessions.set(session.id, session)
      return session
    },
    get: (id) => sessions.get(id),
    claim: (id) => {
      const session = sessions.get(id)
      if (session?.status !== "IN_PROGRESS" || claimed.has(id)) return false
      claimed.add(id)
      return true
    },
    settle,
    isSending: (id) => claimed.has(id),
    cancel: (id, failure) => {
      const session = sessions.get(id)
      if (session === undefined) return "Unknown"
      if (claimed.has(id)) return "Confirmed"
      if (session.status !== "IN_PROGRESS") return "Settled"
      settle(id, { status: "FAILED", failure })
      return "Cancelled"
    },
  }
}
