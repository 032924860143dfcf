import { type Context, Effect, Layer } from "effect"
import { Accounts } from "../accounts/Accounts"
import { ActiveNetwork, ProviderApi } from "../api/ProviderApi"
import { KernelConfig } from "../config/KernelConfig"
import { Connections } from "../connections/Connections"
import { Connectors } from "../connectors/Connectors"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Messages } from "../messages/Messages"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { Storage } from "../storage/Storage"
import { Telemetry } from "../telemetry/Telemetry"
import { Toasts } from "../toasts/Toasts"
import { Wallet } from "../wallet/Wallet"
import type { KernelServices } from "./KernelServices"
import { PluginServiceConflictError } from "./PluginErrors"

/** The keys of the services the kernel provides, which a plugin's layer must not replace. */
export const kernelServiceKeys: ReadonlySet<string> = new Set(
  [
    KernelConfig,
    Storage,
    ActiveNetwork,
    ProviderApi,
    Connectors,
    Connections,
    Wallet,
    Accounts,
    Networks,
    Modal,
    Toasts,
    Messages,
    Events,
    KernelEvents,
    Telemetry,
  ].map((service) => service.key),
)

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
