import { type Context, Effect, Layer } from "effect"
import type { KernelServices } from "./KernelServices"
import { PluginServiceConflictError } from "./PluginErrors"

/**
 * The keys of the services the kernel provides, which a plugin's layer must not replace. They
 * are named by key, not by their classes: resolving plugins (a page before its kit starts,
 * `foyer doctor`) then loads none of the services' code. extensionPoints.test checks that the
 * list is exactly what the kernel provides.
 */
export const kernelServiceKeys: ReadonlySet<string> = new Set([
  "foyer-kit/KernelConfig",
  "foyer-kit/storage/Storage",
  "foyer-kit/api/ActiveNetwork",
  "foyer-kit/api/ProviderApi",
  "foyer-kit/chains/ChainAdapters",
  "foyer-kit/connectors/Connectors",
  "foyer-kit/connections/Connections",
  "foyer-kit/wallet/Wallet",
  "foyer-kit/accounts/Accounts",
  "foyer-kit/networks/Networks",
  "foyer-kit/modal/Modal",
  "foyer-kit/toasts/Toasts",
  "foyer-kit/messages/Messages",
  "foyer-kit/events/Events",
  "foyer-kit/events/KernelEvents",
  "foyer-kit/telemetry/Telemetry",
])

/**
 * The kernel services that declare an extension point, by key: a plugin's layer may provide
 * one to change how the kernel does that part (smart accounts will provide Wallet's account
 * strategy, the embedded wallet an interceptor of wallet requests). None is declared yet.
 */
export const extensionPoints: ReadonlySet<string> = new Set()

/**
 * `layer`, a layer of the plugin `plugin`, refused when it is built if it provides a kernel
 * service (of `kernel`) that is not one of the `declared` extension points: the start of the
 * kit fails with a PluginServiceConflictError naming the plugin and the service.
 */
export const guardPluginLayer = <Provides>(
  plugin: string,
  layer: Layer.Layer<Provides, never, KernelServices>,
  points: {
    readonly kernel: ReadonlySet<string>
    readonly declared: ReadonlySet<string>
  } = { kernel: kernelServiceKeys, declared: extensionPoints },
): Layer.Layer<Provides, PluginServiceConflictError, KernelServices> =>
  Layer.flatMap(layer, (context: Context.Context<Provides>) => {
    const taken = [...context.mapUnsafe.keys()].find(
      (key) => points.kernel.has(key) && !points.declared.has(key),
    )
    return taken === undefined
      ? Layer.succeedContext(context)
      : Layer.effectContext(Effect.fail(new PluginServiceConflictError({ plugin, service: taken })))
  })
