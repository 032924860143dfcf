import type { Effect } from "effect"
import type { KernelEvent } from "../events/KernelEvents"
import type { KernelServices } from "./KernelServices"
import type { ResolvedPlugins } from "./resolvePlugins"

/** The hooks told by the kernel's event stream. */
type EventHooks = Pick<
  ResolvedPlugins,
  "closeHooks" | "disconnectHooks" | "accountChangeHooks" | "networkChangeHooks"
>

/**
 * The kernel event listener that runs the plugins' `close`, `disconnect`, `accountChange` and
 * `networkChange` hooks: each hook's work, for its event, is handed to `run` (which forks it in the kit's
 * scope) in plugin order.
 * @example
 * const stop = kernelEvents.subscribe(pluginHookListener(plugins, (work) => fork(onKit(work, undefined))))
 */
export const pluginHookListener =
  (hooks: EventHooks, run: (work: Effect.Effect<void, never, KernelServices>) => void) =>
  (event: KernelEvent): void => {
    switch (event._tag) {
      case "ModalClosed":
        for (const hook of hooks.closeHooks) run(hook)
        return
      case "Disconnected":
        for (const hook of hooks.disconnectHooks) run(hook(event))
        return
      case "AccountChanged":
        for (const hook of hooks.accountChangeHooks) run(hook(event))
        return
      case "NetworkChanged":
        for (const hook of hooks.networkChangeHooks) {
          run(hook({ network: event.network, previous: event.previous }))
        }
        return
      default:
        return
    }
  }
