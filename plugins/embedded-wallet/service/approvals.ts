import { Deferred, Effect } from "effect"
import {
  createStore,
  type ModalStore,
  messages,
  type ReadableStore,
  RouterState,
  UserRejectedRequestError,
} from "../../../core"
import type { PendingApproval } from "../EmbeddedWallet"
import { EmbeddedWalletError } from "../EmbeddedWalletError"

const approveView = "ApproveTransaction"

/** The visitor said no (spec 8 user rejection; the provider answers code 4001). */
const userRejected = () =>
  new EmbeddedWalletError({
    message: messages.userRejected,
    cause: new UserRejectedRequestError({ code: 4001 }),
  })

/** The approvals of not-safe wallet requests (spec 2 ApproveTransaction). */
export interface Approvals {
  /** The request waiting for the visitor, if any. */
  readonly pending: ReadableStore<PendingApproval | undefined>
  /**
   * Runs `work` (the request sent to the secure frame, which shows its own Approve and
   * Reject) while ApproveTransaction shows it: pushed on the open modal, or the modal opened
   * on it. The visitor leaving the view first (back, another view, closing the modal) rejects
   * the request and `abort` tells the frame. Then the view is left as a transaction flow
   * does: back, or the modal closed when the approval opened it.
   */
  readonly approve: <A>(
    method: string,
    work: Effect.Effect<A, EmbeddedWalletError>,
  ) => Effect.Effect<A, EmbeddedWalletError>
  /** Rejects the request waiting, if any, as the visitor's no. */
  readonly rejectPending: Effect.Effect<void>
}

/** Makes the approvals over the kit's modal; `hide` hides the frame, `abort` withdraws its request. */
export const makeApprovals = (environment: {
  readonly modal: ModalStore
  readonly hide: Effect.Effect<void>
  readonly abort: Effect.Effect<void>
}): Approvals => {
  const { modal } = environment
  const pending = createStore<PendingApproval | undefined>(undefined)
  let waiting: Deferred.Deferred<never, EmbeddedWalletError> | undefined

  const onApproveView = () => {
    const state = modal.getSnapshot()
    return state.open && RouterState.currentView(state.router).name === approveView
  }

  const rejectPending = Effect.sync(() => {
    if (waiting !== undefined) Deferred.doneUnsafe(waiting, Effect.fail(userRejected()))
  })

  const approve: Approvals["approve"] = (method, work) =>
    Effect.gen(function* () {
      // One approval at a time: a new one replaces (rejects) the one still waiting.
      yield* rejectPending
      const rejected = Deferred.makeUnsafe<never, EmbeddedWalletError>()
      waiting = rejected
      pending.update(() => ({ method }))
      const openedModal = !modal.getSnapshot().open
      let stop = () => {}
      const shown = Effect.gen(function* () {
        yield* (
          openedModal
            ? modal.open({ view: { name: approveView } })
            : modal.push({ name: approveView })
        ).pipe(
          Effect.mapError((cause) => new EmbeddedWalletError({ message: cause.message, cause })),
        )
        stop = modal.subscribe(() => {
          if (!onApproveView()) Deferred.doneUnsafe(rejected, Effect.fail(userRejected()))
        })
        const refused = Deferred.await(rejected).pipe(Effect.tapError(() => environment.abort))
        return yield* Effect.raceFirst(work, refused)
      })
      return yield* shown.pipe(
        Effect.ensuring(
          Effect.gen(function* () {
            stop()
            if (waiting === rejected) {
              waiting = undefined
              pending.update(() => undefined)
            }
            yield* environment.hide
            if (onApproveView()) yield* openedModal ? modal.close : modal.goBack
          }),
        ),
      )
    })

  return { pending, approve, rejectPending }
}
