import type { Effect } from "effect"
import { Result } from "effect"
import type { View } from "./ViewName"
import { ViewNotAvailableError } from "./ViewNotAvailableError"

/**
 * A pending transaction's callbacks (spec 2, transaction stack). Pushing one also
 * pushes `view` when given, so going back after an error or cancel leaves that view.
 */
export interface TransactionAction {
  /** The view that asks the user to confirm, or null to stay on the current one. */
  readonly view: View | null
  /** Runs when the transaction succeeds. */
  readonly onSuccess?: Effect.Effect<void>
  /** Runs when the transaction fails, before going back. */
  readonly onError?: Effect.Effect<void>
  /** Runs when the user cancels, before going back. */
  readonly onCancel?: Effect.Effect<void>
}

/** How a pending transaction ended. */
export type TransactionOutcome = "success" | "error" | "cancel"

/** The modal's view history and transaction stack. The current view is the last entry. */
export interface RouterState {
  readonly history: ReadonlyArray<View>
  readonly transactionStack: ReadonlyArray<TransactionAction>
}

/** What a navigation needs to know besides the history. */
export interface RouteContext {
  /** Whether the core set or an enabled plugin contributed this view. */
  readonly isViewAvailable: (name: string) => boolean
  /** Whether the plan has exceeded its usage limit. */
  readonly usageExceeded: boolean
  /** Whether pushing the view redirects to UsageExceeded once usage is exceeded (its route says so). */
  readonly isUsageLimited: (name: string) => boolean
}

/** The result of going back: the new history, or a request to close the modal. */
export interface BackStep {
  readonly router: RouterState
  /** True when only one entry remained, so the modal closes instead (spec 2). */
  readonly close: boolean
}

/** The result of settling a transaction: the popped action and whether to go back next. */
export interface TransactionSettlement {
  readonly router: RouterState
  /** The action whose callback runs; undefined when the stack was empty. */
  readonly action: TransactionAction | undefined
  /** True for error and cancel: after the callback the router goes back (spec 2). */
  readonly goBack: boolean
}

const connectView: View = { name: "Connect" }

/** The router before any navigation: Connect, the initial view (spec 2). */
export const initialRouterState: RouterState = { history: [connectView], transactionStack: [] }

/** The view on screen: the last history entry (Connect if the history is somehow empty). */
export const currentView = (state: RouterState): View => state.history.at(-1) ?? connectView

/** Refuses a view that neither the core set nor an enabled plugin contributed. */
export const requireView = (
  target: View,
  context: Pick<RouteContext, "isViewAvailable">,
): Result.Result<View, ViewNotAvailableError> =>
  context.isViewAvailable(target.name)
    ? Result.succeed(target)
    : Result.fail(new ViewNotAvailableError({ view: target.name }))

/** The view a push actually shows: UsageExceeded for a connecting view once usage is exceeded. */
export const pushTarget = (
  target: View,
  context: Pick<RouteContext, "usageExceeded" | "isUsageLimited">,
): View =>
  context.usageExceeded && context.isUsageLimited(target.name) ? { name: "UsageExceeded" } : target

/** push: adds a view unless it equals the current one (same name); refuses unavailable views. */
export const push = (
  state: RouterState,
  target: View,
  context: RouteContext,
): Result.Result<RouterState, ViewNotAvailableError> =>
  Result.flatMap(requireView(target, context), (asked) =>
    Result.map(requireView(pushTarget(asked, context), context), (shown) =>
      currentView(state).name === shown.name
        ? state
        : { ...state, history: [...state.history, shown] },
    ),
  )

/** reset: the history becomes the single entry `target`. */
export const reset = (
  state: RouterState,
  target: View,
  context: Pick<RouteContext, "isViewAvailable">,
): Result.Result<RouterState, ViewNotAvailableError> =>
  Result.map(requireView(target, context), (shown) => ({ ...state, history: [shown] }))

/** replace: swaps the last entry for `target`. */
export const replace = (
  state: RouterState,
  target: View,
  context: Pick<RouteContext, "isViewAvailable">,
): Result.Result<RouterState, ViewNotAvailableError> =>
  Result.map(requireView(target, context), (shown) => ({
    ...state,
    history: [...state.history.slice(0, -1), shown],
  }))

/**
 * goBack: pops the current view; closes the modal when one entry remains; shows
 * Account instead of Connect when an account is connected.
 */
export const goBack = (state: RouterState, accountConnected: boolean): BackStep => {
  if (state.history.length <= 1) return { router: state, close: true }
  const rest = state.history.slice(0, -1)
  const previous = rest.at(-1)
  const history: ReadonlyArray<View> =
    accountConnected && previous?.name === "Connect"
      ? [...rest.slice(0, -1), { name: "Account" }]
      : rest
  return { router: { ...state, history }, close: false }
}

/** goBackToIndex: truncates the history so the entry at `index` is current; out of range is a no-op. */
export const goBackToIndex = (state: RouterState, index: number): RouterState =>
  Number.isInteger(index) && index >= 0 && index < state.history.length - 1
    ? { ...state, history: state.history.slice(0, index + 1) }
    : state

/** Pushes a pending transaction and, when it names one, its view. */
export const pushTransaction = (
  state: RouterState,
  action: TransactionAction,
  context: RouteContext,
): Result.Result<RouterState, ViewNotAvailableError> => {
  const stacked: RouterState = { ...state, transactionStack: [...state.transactionStack, action] }
  return action.view === null ? Result.succeed(stacked) : push(stacked, action.view, context)
}

/** Pops the latest pending transaction; error and cancel go back after their callback. */
export const settleTransaction = (
  state: RouterState,
  outcome: TransactionOutcome,
): TransactionSettlement => {
  const action = state.transactionStack.at(-1)
  if (action === undefined) return { router: state, action: undefined, goBack: false }
  return {
    router: { ...state, transactionStack: state.transactionStack.slice(0, -1) },
    action,
    goBack: outcome !== "success",
  }
}

/** The callback of `action` that runs for `outcome`, if the action has one. */
export const transactionCallback = (
  action: TransactionAction,
  outcome: TransactionOutcome,
): Effect.Effect<void> | undefined => {
  switch (outcome) {
    case "success":
      return action.onSuccess
    case "error":
      return action.onError
    case "cancel":
      return action.onCancel
  }
}
