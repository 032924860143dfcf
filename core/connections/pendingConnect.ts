import type { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { Connector } from "../connectors/Connector"
import type { Store } from "../state/Store"
import { createAttemptStore } from "./attemptStore"
import type { ConnectAttempt } from "./ConnectAttempt"
import { type ConnectionState, connectFailed, setConnectionFields } from "./ConnectionState"

// What a dropped connect had reported (a pairing URI and its expiry) is no longer shown.
const clearProgress = { wcUri: undefined, wcPairingExpiry: undefined, buffering: false } as const

/** Which attempt a connect is: a refresh or a drop starts another, and an older one's answer is stale. */
export interface AttemptNumber {
  readonly value: number
}

/**
 * The connect under way: the connector it waits on, its number, and where it stands for the
 * views (`attempt`: Connecting, Rejected, Failed, Idle). One at a time: starting another, or
 * dropping this one, makes what the older one answers stale.
 * @example
 * const pending = makePendingConnect(connection, fork)
 * const mine = pending.start(connector)
 * const outcome = yield* Effect.result(connector.connect(options))
 * if (!pending.isCurrent(mine)) return // replaced by a refresh, or dropped
 * pending.settle()
 */
export const makePendingConnect = (
  connection: Store<ConnectionState<CaipNetwork>>,
  fork: (effect: Effect.Effect<void>) => unknown,
) => {
  const attempt = createAttemptStore<ConnectAttempt>({ _tag: "Idle" })
  let number = 0
  let pending: Connector | undefined
  return {
    attempt,
    /** The connector a connect waits on, if any. */
    connector: (): Connector | undefined => pending,
    /** Starts waiting on `connector` (Connecting); gives the attempt's number. */
    start: (connector: Connector): AttemptNumber => {
      number += 1
      pending = connector
      attempt.set({ _tag: "Connecting", connectorId: connector.info.id })
      return { value: number }
    },
    isCurrent: (mine: AttemptNumber): boolean => mine.value === number,
    /** The current attempt answered: nothing is pending any more. */
    settle: (): void => {
      pending = undefined
    },
    /**
     * Drops the pending connect (the visitor chose another wallet, or closed the modal): the
     * connector cancels it, its progress is cleared, and the attempt is Idle. A connector that
     * cannot cancel keeps its prompt: nothing is dropped.
     */
    drop: (): void => {
      const connector = pending
      if (connector?.cancel === undefined) return
      number += 1
      pending = undefined
      fork(connector.cancel)
      connection.update((s) => setConnectionFields(connectFailed(s), clearProgress))
      attempt.set({ _tag: "Idle" })
    },
    /** As the kit goes: forgets the pending connect and gives its cancel, to run to its end. */
    end: (): Effect.Effect<void> | undefined => {
      const cancel = pending?.cancel
      pending = undefined
      return cancel
    },
  }
}
