import { Effect, Fiber, type Scope } from "effect"
import { createStore, type Store } from "../state/Store"

/**
 * Which round of a form an operation started in. A reset (or any newer round) makes older
 * rounds stale: what their operations find out afterwards is not applied to the form.
 */
export interface FlowRound {
  readonly number: number
}

/**
 * A form's plumbing, the same for every form a plugin keeps (send, swap, buy, pay): its store,
 * the rounds that keep a late answer off a newer form, the visitor's edits that derive
 * something again (a fee estimate, a quote) only when they changed the form, and one
 * background task (a quote, a status poll) forked in the kit's scope, where the latest wins.
 */
export interface FormFlow<S> {
  readonly store: Store<S>
  /** The round now: an operation keeps it to apply its answer only to the same form. */
  readonly round: () => FlowRound
  /** Starts a newer round (older answers become stale) and gives it. */
  readonly newRound: () => FlowRound
  /** Whether `round` is still the current one. */
  readonly isCurrent: (round: FlowRound) => boolean
  /** Applies `transition` only while `round` is current. */
  readonly ifCurrent: (round: FlowRound, transition: (state: S) => S) => Effect.Effect<void>
  /** Applies the visitor's edit; when it changed the form, runs `then` (estimate, quote…). */
  readonly edit: <R>(
    transition: (state: S) => S,
    then: Effect.Effect<void, never, R>,
  ) => Effect.Effect<void, never, R>
  /**
   * Starts `work` as the form's background task in the kit's scope, interrupting the task
   * before (stale): it outlives the view that asked, never the kit.
   */
  readonly runTask: (work: Effect.Effect<void>) => Effect.Effect<void>
  /** Interrupts the background task, if one runs. */
  readonly stopTask: Effect.Effect<void>
  /** Waits for the background task running now, if any, to end (done or interrupted). */
  readonly awaitTask: Effect.Effect<void>
  /** Starts another form: a newer round, the task stopped, the state given by `transition`. */
  readonly reset: (transition: (state: S) => S) => Effect.Effect<void>
}

/**
 * Makes a form's plumbing on `initial`, its task living in the scope it is made in (the kit's,
 * for a plugin service).
 * @example
 * const flow = yield* makeFormFlow({ amount: "", fee: undefined })
 * const typeAmount = (text: string) => flow.edit((s) => ({ ...s, amount: text }), estimateFee)
 * const empty = flow.reset(() => ({ amount: "", fee: undefined }))
 */
export const makeFormFlow = <S>(initial: S): Effect.Effect<FormFlow<S>, never, Scope.Scope> =>
  Effect.map(Effect.scope, (scope) => {
    const store = createStore(initial)
    let number = 0
    let task: Fiber.Fiber<void> | undefined
    const isCurrent = (round: FlowRound) => round.number === number
    const stopTask = Effect.suspend(() => {
      const running = task
      task = undefined
      return running === undefined ? Effect.void : Fiber.interrupt(running)
    })
    return {
      store,
      round: () => ({ number }),
      newRound: () => {
        number += 1
        return { number }
      },
      isCurrent,
      ifCurrent: (round, transition) =>
        Effect.sync(() => {
          if (isCurrent(round)) store.update(transition)
        }),
      edit: (transition, then) =>
        Effect.suspend(() => {
          const before = store.getSnapshot()
          store.update(transition)
          return store.getSnapshot() === before ? Effect.void : then
        }),
      runTask: (work) =>
        Effect.gen(function* () {
          yield* stopTask
          task = yield* Effect.forkIn(work, scope)
        }),
      stopTask,
      awaitTask: Effect.suspend(() =>
        task === undefined ? Effect.void : Effect.asVoid(Fiber.await(task)),
      ),
      reset: (transition) =>
        Effect.andThen(
          Effect.sync(() => {
            number += 1
          }),
          Effect.andThen(
            stopTask,
            Effect.sync(() => store.update(transition)),
          ),
        ),
    }
  })
