import { Context, Effect, type Layer } from "effect"
import { type KernelEvents, type LazyService, lazyServiceLayer, onKernelEvent } from "../../core"
import type { ActivityKernel, ActivityServiceShape } from "./ActivityService"

/**
 * The history as the kernel holds it from start-up: a {@link LazyService}, so the history's
 * code (its state, the API operation, the fetches) loads with the Activity view, when the
 * visitor first opens it, not with the kernel. Nothing is fetched before then.
 */
export class ActivityHistory extends Context.Service<
  ActivityHistory,
  LazyService<ActivityServiceShape>
>()("foyer-kit/plugins/activity/ActivityHistory") {
  /** The handle; the history is built on first use. */
  static readonly layer: Layer.Layer<ActivityHistory, never, ActivityKernel> = lazyServiceLayer(
    ActivityHistory,
    () => import("./ActivityService").then((module) => module.makeActivityService),
  )
}

/**
 * Empties the history when the connected account changes or goes (spec 4: reset on
 * disconnect): it belonged to that account. An address that only changed case is the same
 * account. The reset only updates the store: it is done when the kernel's event is.
 */
export const resetOnAccountChange: Layer.Layer<never, never, KernelEvents | ActivityHistory> =
  onKernelEvent("AccountChanged", ({ previous, current }) =>
    previous?.address.toLowerCase() === current?.address.toLowerCase()
      ? undefined
      : Effect.flatMap(ActivityHistory, (history) => history.current()?.reset ?? Effect.void),
  )

/**
 * Fetches the history again past its cache when the kernel reloads an account's data past the
 * caches (`AccountRefreshed`): after the visitor's own send, swap or purchase, Activity lists
 * it at once rather than up to 15 s later (spec 9's history lifetime still governs every other
 * request). Only a history already built (the visitor opened Activity) is told; one built later
 * reads the counts of {@link ActivityRefreshes} itself. The fetches are the kit's: they stop
 * when it is disposed.
 */
export const refreshOnAccountRefresh: Layer.Layer<never, never, KernelEvents | ActivityHistory> =
  onKernelEvent("AccountRefreshed", () =>
    Effect.flatMap(
      ActivityHistory,
      (history) => history.current()?.accountRefreshed ?? Effect.void,
    ),
  )
