import { Effect, Result, type Scope } from "effect"
import { modalShake } from "../Schedules"
import type { ReadableStore } from "../state/Store"
import { createStore } from "../state/Store"
import type { ModalState } from "./ModalState"
import {
  close,
  goBackOrClose,
  initialModalState,
  isCloseDisabled,
  openingView,
  setShake,
  showOpened,
  startOpening,
} from "./ModalState"
import type { RouterState, TransactionAction, TransactionOutcome } from "./RouterState"
import * as Router from "./RouterState"
import { currentView } from "./RouterState"
import type { View } from "./ViewName"
import type { ViewNotAvailableError } from "./ViewNotAvailableError"

/** The facts the modal reads from the rest of the kit at the moment it acts. */
export interface ModalContext {
  /** Whether an account (address) is connected on the active chain. */
  readonly accountConnected: boolean
  /** Whether the plan has exceeded its usage limit. */
  readonly usageExceeded: boolean
  /** Whether the modal is embedded in the page. */
  readonly embedded: boolean
  /** Whether any chain adapter is configured. */
  readonly hasAdapters: boolean
  /** Whether the host drives WalletConnect itself. */
  readonly manualWalletConnectControl: boolean
  /** Whether the page runs on a mobile device. */
  readonly isMobile: boolean
}

/** What the modal store knows of a view's route (the kernel binds plugins' effects to its runtime). */
export interface ModalRoute {
  /** Pushing it redirects to UsageExceeded once usage is exceeded. */
  readonly usageLimited?: boolean
  /** Whether a visitor's close is refused while the view shows. */
  readonly closeGuard?: () => boolean
  /** Runs, detached, when the view is left while no account is connected. */
  readonly onLeave?: Effect.Effect<void>
}

/** What the modal store is built with. */
export interface ModalEnvironment {
  /** Which views exist: the core set plus the enabled plugins' views (from the plugin registry). */
  readonly isViewAvailable: (name: string) => boolean
  /** The route of a view, when it has anything the store must act on. */
  readonly routeOf: (name: string) => ModalRoute | undefined
  /** Reads the current facts; called on every action. */
  readonly context: () => ModalContext
  /** Runs between "loading" and showing the view when opening (e.g. a prefetch). */
  readonly prepareOpen?: Effect.Effect<void>
  /**
   * Runs before a usage-limited view is pushed: learns whether the plan has exceeded its usage
   * limit, which `context().usageExceeded` then reads (spec 2). Never fails: what cannot be
   * learned leaves the context as it was.
   */
  readonly learnUsage?: Effect.Effect<void>
  /**
   * The kit's scope: a left view's `onLeave` and a refused close's shake run in it, past the
   * navigation that started them, and stop when the kit is disposed.
   */
  readonly scope: Scope.Scope
}

/** The modal and its router as one store: navigation is effectful only where the spec needs it. */
export interface ModalStore extends ReadableStore<ModalState> {
  /** Opens on the target view, else Account or Connect (see `openingView`). */
  readonly open: (options?: { readonly view?: View }) => Effect.Effect<void, ViewNotAvailableError>
  /** The view `open` would show now for `view` (spec 2, opening), without opening. */
  readonly openingView: (view?: View) => View
  /** Closes the modal (programmatic: always closes). */
  readonly close: Effect.Effect<void>
  /** A user's close (Escape, close button): shakes instead when close is disabled. */
  readonly requestClose: Effect.Effect<void>
  /** Sets the shake flag for `modalShake` (500 ms); completes when it is cleared. */
  readonly shake: Effect.Effect<void>
  /** push: adds a view unless it is the current one; connecting views may redirect to UsageExceeded. */
  readonly push: (view: View) => Effect.Effect<void, ViewNotAvailableError>
  /** reset: the history becomes one entry. */
  readonly reset: (view: View) => Effect.Effect<void, ViewNotAvailableError>
  /** replace: swaps the last entry. */
  readonly replace: (view: View) => Effect.Effect<void, ViewNotAvailableError>
  /** goBack: pops, or closes the modal when one entry remains. */
  readonly goBack: Effect.Effect<void>
  /** goBackToIndex: truncates the history to `index`. */
  readonly goBackToIndex: (index: number) => Effect.Effect<void>
  /** goBackOrCloseModal: goes back, or closes when nothing is left to go back to. */
  readonly goBackOrCloseModal: Effect.Effect<void>
  /** Pushes a pending transaction (and its view). */
  readonly pushTransaction: (
    action: TransactionAction,
  ) => Effect.Effect<void, ViewNotAvailableError>
  /** Settles the latest pending transaction: runs its callback, then goes back on error or cancel. */
  readonly settleTransaction: (outcome: TransactionOutcome) => Effect.Effect<void>
  /** Replaces the state with a pure transition (loading, initialized, active network…). */
  readonly update: (transition: (state: ModalState) => ModalState) => void
}

/**
 * Makes the modal store.
 * @example
 * const modal = createModalStore({ isViewAvailable, routeOf, context, scope })
 * await Effect.runPromise(modal.open())
 */
export const createModalStore = (
  environment: ModalEnvironment,
  initial: ModalState = initialModalState,
): ModalStore => {
  const store = createStore(initial)
  const { isViewAvailable, routeOf, scope } = environment

  // Every navigation goes through here so that leaving a view with an `onLeave` route is
  // noticed whichever way it happens (back, push, reset, close).
  const transition = (next: (state: ModalState, context: ModalContext) => ModalState) =>
    Effect.suspend(() => {
      const context = environment.context()
      const before = store.getSnapshot()
      store.update((state) => next(state, context))
      const after = store.getSnapshot()
      const leaving = currentView(before.router).name
      const left = currentView(after.router).name !== leaving || (before.open && !after.open)
      const onLeave = left && !context.accountConnected ? routeOf(leaving)?.onLeave : undefined
      return onLeave === undefined ? Effect.void : Effect.asVoid(Effect.forkIn(onLeave, scope))
    })

  const route = (
    next: (
      router: RouterState,
      context: ModalContext,
    ) => Result.Result<RouterState, ViewNotAvailableError>,
  ): Effect.Effect<void, ViewNotAvailableError> =>
    Effect.suspend(() => {
      const result = next(store.getSnapshot().router, environment.context())
      return Result.isFailure(result)
        ? Effect.fail(result.failure)
        : transition((state) => ({ ...state, router: result.success }))
    })

  const routeContext = (context: ModalContext): Router.RouteContext => ({
    isViewAvailable,
    usageExceeded: context.usageExceeded,
    isUsageLimited: (name) => routeOf(name)?.usageLimited === true,
  })

  const goBack = transition(goBackOrClose)

  const opening = (view: View | undefined): View => {
    const context = environment.context()
    return openingView({
      view,
      addressConnected: context.accountConnected,
      hasAdapters: context.hasAdapters,
      manualWalletConnectControl: context.manualWalletConnectControl,
      isMobile: context.isMobile,
    })
  }

  // A usage-limited view is pushed once the plan's usage is known, so the redirect can apply.
  const beforePush = (target: View): Effect.Effect<void> =>
    environment.learnUsage !== undefined && routeOf(target.name)?.usageLimited === true
      ? environment.learnUsage
      : Effect.void
  const closeNow = transition(close)

  const shake = Effect.suspend(() =>
    store.getSnapshot().shake
      ? Effect.void
      : Effect.gen(function* () {
          store.update((state) => setShake(state, true))
          yield* Effect.sleep(modalShake)
          store.update((state) => setShake(state, false))
        }),
  )

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    update: store.update,
    open: (options) =>
      Effect.gen(function* () {
        store.update(startOpening)
        if (environment.prepareOpen !== undefined) yield* environment.prepareOpen
        const shown = opening(options?.view)
        const checked = Router.requireView(shown, { isViewAvailable })
        if (Result.isFailure(checked)) {
          store.update((state) => ({ ...state, loading: false }))
          return yield* Effect.fail(checked.failure)
        }
        yield* transition((state) => showOpened(state, checked.success))
      }),
    openingView: opening,
    close: closeNow,
    requestClose: Effect.suspend(() =>
      isCloseDisabled(store.getSnapshot(), (name) => routeOf(name)?.closeGuard)
        ? Effect.asVoid(Effect.forkIn(shake, scope))
        : closeNow,
    ),
    shake,
    push: (target) =>
      Effect.andThen(
        beforePush(target),
        route((router, context) => Router.push(router, target, routeContext(context))),
      ),
    reset: (target) => route((router) => Router.reset(router, target, { isViewAvailable })),
    replace: (target) => route((router) => Router.replace(router, target, { isViewAvailable })),
    goBack,
    goBackToIndex: (index) =>
      transition((state) => ({ ...state, router: Router.goBackToIndex(state.router, index) })),
    goBackOrCloseModal: goBack,
    pushTransaction: (action) =>
      Effect.andThen(
        action.view === null ? Effect.void : beforePush(action.view),
        route((router, context) => Router.pushTransaction(router, action, routeContext(context))),
      ),
    settleTransaction: (outcome) =>
      Effect.gen(function* () {
        const settled = Router.settleTransaction(store.getSnapshot().router, outcome)
        if (settled.action === undefined) return
        store.update((state) => ({ ...state, router: settled.router }))
        const callback = Router.transactionCallback(settled.action, outcome)
        if (callback !== undefined) yield* callback
        if (settled.goBack) yield* goBack
      }),
  }
}
