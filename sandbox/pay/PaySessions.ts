import { randomUUID } from "node:crypto"
import type { Address, Hash } from "viem"

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
  readonly chainId: number
  readonly recipient: Address
  readonly status: PaySessionStatus
  readonly txHash?: Hash
  /** Why it failed, shown on the page (cancelled, or the transaction's error). */
  readonly failure?: string
}

/** What starting a session takes: everything but its id and status. */
export type NewPaySession = Omit<PaySession, "id" | "status" | "txHash" | "failure">

/** The sandbox's payments, by session id (in memory, for the sandbox's lifetime). */
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
      | { readonly status: "SUCCESS"; readonly txHash: Hash }
      | { readonly status: "FAILED"; readonly failure: string },
  ) => PaySession | undefined
  /** Marks a session as being paid, so that a second confirm does not pay twice. */
  readonly claim: (id: string) => boolean
}

/** An empty registry of payments. */
export const makePaySessions = (): PaySessions => {
  const sessions = new Map<string, PaySession>()
  const claimed = new Set<string>()
  return {
    start: (fields) => {
      const session: PaySession = { ...fields, id: randomUUID(), status: "IN_PROGRESS" }
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
    settle: (id, outcome) => {
      const session = sessions.get(id)
      if (session === undefined || session.status !== "IN_PROGRESS") return session
      const settled: PaySession = { ...session, ...outcome }
      sessions.set(id, settled)
      return settled
    },
  }
}
