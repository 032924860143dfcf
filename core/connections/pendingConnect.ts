import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { Connector } from "../connectors/Connector"
import { FlowError } from "../errors/FlowError"
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

/** The connect under way (see {@link makePendingConnect}). */
export type PendingConnect = ReturnType<typeof makePendingConnect>

/**
 * The connect under way: the connector it waits on, its number, and where it stands for the
 * views (`attempt`: Connecting, Rejected, Failed, Idle). One at a time: starting another, or
 * dropping this one, makes what the older one answers stale. Its caller waits on `closed` too:
 * closing the modal rejects it with 'Modal closed' (`modalClosed`).
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
  // The caller of the pending connect, told when the modal closes under it.
  let waiter: { readonly number: number; readonly reject: (error: FlowError) => void } | undefined
  /**
   * Drops the pending connect (the visitor chose another wallet, or closed the modal): the
   * connector cancels it, its progress is cleared, and the attempt is Idle. A connector that
   * cannot cancel keeps its prompt: nothing is dropped.
   */
  const drop = (): void => {
    const connector = pending
    if (connector?.cancel === undefined) return
    number += 1
    pending = undefined
    fork(connector.cancel)
    connection.update((s) => setConnectionFields(connectFailed(s), clearProgress))
    attempt.set({ _tag: "Idle" })
  }
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
    drop,
    /**
     * Fails with FlowError 'Modal closed' if the modal closes while attempt `mine` is pending
     * (`modalClosed`); never completes otherwise. The connect's caller races its answer with it.
     */
    closed: (mine: AttemptNumber): Effect.Effect<never, FlowError> =>
      Effect.callback<never, FlowError>((resume) => {
        const mineWaiter = {
          number: mine.value,
          reject: (error: FlowError) => resume(Effect.fail(error)),
        }
        waiter = mineWaiter
        return Effect.sync(() => {
          if (waiter === mineWaiter) waiter = undefined
        })
      }),
    /**
     * The modal closed (spec 8 flow error 'Modal closed'): the pending connect's caller is
     * rejected with it, and the connect is dropped if its connector can cancel it (a pairing).
     * A prompt the connector cannot withdraw (a browser wallet's) stays pending: the visitor may
     * still answer it, and a second connect waits for it. A connect the connector keeps across a
     * close (a pairing kept for a deep link on Telegram or iOS Safari) goes on as it was.
     */
    modalClosed: (): void => {
      const connector = pending
      if (connector === undefined || (connector.keepsPendingOnClose?.() ?? false)) return
      const told = waiter?.number === number ? waiter : undefined
      waiter = undefined
      drop()
      told?.reject(new FlowError({ reason: "modalClosed" }))
    },
    /** As the kit goes: forgets the pending connect and gives its cancel, to run to its end. */
    end: (): Effect.Effect<void> | undefined => {
      const cancel = pending?.cancel
      pending = undefined
      return cancel
    },
  }
}
