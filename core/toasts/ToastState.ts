import { Effect } from "effect"
import { toastSwitchDelay } from "../Schedules"
import type { ReadableStore } from "../state/Store"
import { createStore } from "../state/Store"

/** A toast's look: success, loading or error (spec 2). */
export type ToastVariant = "success" | "loading" | "error"

/** The toast (spec 2): message, variant, svg, open, autoClose. */
export interface ToastState {
  readonly message: string
  readonly variant: ToastVariant
  /** An icon to show instead of the variant's own. */
  readonly svg: string | undefined
  readonly open: boolean
  /** Whether the toast hides by itself. */
  readonly autoClose: boolean
}

/** A toast to show. */
export interface ToastInput {
  readonly message: string
  readonly variant: ToastVariant
  readonly svg?: string
  readonly autoClose?: boolean
}

/** No toast shown. */
export const initialToastState: ToastState = {
  message: "",
  variant: "success",
  svg: undefined,
  open: false,
  autoClose: true,
}

/** Shows `input` as the open toast. */
export const showToast = (_state: ToastState, input: ToastInput): ToastState => ({
  message: input.message,
  variant: input.variant,
  svg: input.svg,
  open: true,
  autoClose: input.autoClose ?? true,
})

/** Hides the toast, keeping its content for the exit animation. */
export const hideToast = (state: ToastState): ToastState =>
  state.open ? { ...state, open: false } : state

/** The toast store: showing a toast while one is open switches after `toastSwitchDelay`. */
export interface ToastStore extends ReadableStore<ToastState> {
  /**
   * Shows a toast. If one is open it closes first and the new one shows after
   * 150 ms; a later call during that wait wins.
   */
  readonly show: (input: ToastInput) => Effect.Effect<void>
  /** A success toast. */
  readonly showSuccess: (message: string) => Effect.Effect<void>
  /** A loading toast; it stays until replaced or hidden. */
  readonly showLoading: (message: string) => Effect.Effect<void>
  /** An error toast. */
  readonly showError: (message: string) => Effect.Effect<void>
  /** Hides the toast. */
  readonly hide: Effect.Effect<void>
}

/**
 * Makes the toast store.
 * @example
 * const toast = createToastStore()
 * Effect.runFork(toast.showError("Failed to fetch transactions"))
 */
export const createToastStore = (initial: ToastState = initialToastState): ToastStore => {
  const store = createStore(initial)
  // Each show takes a ticket; only the latest ticket may show after the delay.
  let ticket = 0
  const show = (input: ToastInput): Effect.Effect<void> =>
    Effect.gen(function* () {
      ticket += 1
      const mine = ticket
      if (store.getSnapshot().open) {
        store.update(hideToast)
        yield* Effect.sleep(toastSwitchDelay)
      }
      if (mine === ticket) store.update((state) => showToast(state, input))
    })
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    show,
    showSuccess: (message) => show({ message, variant: "success" }),
    showLoading: (message) => show({ message, variant: "loading", autoClose: false }),
    showError: (message) => show({ message, variant: "error" }),
    hide: Effect.sync(() => {
      ticket += 1
      store.update(hideToast)
    }),
  }
}
