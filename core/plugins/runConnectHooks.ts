import { Cause, Effect } from "effect"
import type { ConnectContext } from "../connections/ConnectContext"
import type { ConnectHook } from "./FoyerPlugin"
import type { KernelServices } from "./KernelServices"
import { selectConnectHooks } from "./resolvePlugins"

/**
 * Runs the plugins' connect hooks for a connection that was just made: those that apply, less
 * those another applying hook replaces, one after the other in plugin order. A hook that fails
 * is logged and the next one runs: the connect itself stands.
 * @example
 * yield* runConnectHooks(plugins.connectHooks, context, (effect) => onKit(effect, undefined))
 */
export const runConnectHooks = (
  hooks: ReadonlyArray<ConnectHook>,
  context: ConnectContext,
  /** Runs one hook's work where the kit's services are (the kernel's runtime). */
  run: (effect: Effect.Effect<void, never, KernelServices>) => Effect.Effect<void>,
): Effect.Effect<void> =>
  Effect.forEach(
    selectConnectHooks(hooks, context),
    (hook) =>
      run(
        hook.run(context).pipe(
          Effect.catchCause((cause) =>
            Cause.hasInterruptsOnly(cause)
              ? Effect.failCause(cause)
              : Effect.logError(`The connect hook '${hook.id}' failed`, Cause.pretty(cause)),
          ),
          Effect.orDie,
        ),
      ),
    { discard: true },
  )
