import { Context, Effect, Layer, Scope } from "effect"
import {
  Accounts,
  type CaipNetwork,
  type ChainNamespace,
  Events,
  type FoyerEvent,
  foyerDevnet,
  foyerDevnet2,
  KernelEvents,
  Messages,
  Networks,
  ProviderApi,
  type ProviderApiShape,
  Toasts,
} from "../../core"
import { ActivityRefreshes } from "./ActivityRefreshes"
import { en } from "./messages/en"

/**
 * The activity plugin's test kernel (not part of the plugin): the kernel services' test layers
 * (a connected account, the sandbox's two devnets with the first active, real account,
 * network and toast stores, events, the kernel's event stream, messages and the plugin's
 * refresh counts) over a ProviderApi a test gives, usually the sandbox's over real HTTP.
 * Everything emitted to the host is recorded in `events`.
 */

export const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")
export const devnet2: CaipNetwork = foyerDevnet2("http://127.0.0.1:8546")

export const makeActivityTestKernel = (options: {
  readonly api: ProviderApiShape
  /** The connected address; none connected when undefined. */
  readonly address: string | undefined
  readonly namespace?: ChainNamespace
  readonly networks?: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
}) => {
  const events: Array<FoyerEvent> = []
  const services = Layer.mergeAll(
    Accounts.layerTest(
      options.address === undefined
        ? {}
        : {
            address: options.address,
            ...(options.namespace ? { namespace: options.namespace } : {}),
          },
    ),
    Toasts.layerTest,
    Events.layerTest((event) => events.push(event)),
    Messages.layerTest(en),
    Layer.succeed(ProviderApi, options.api),
    ActivityRefreshes.layer,
  ).pipe(
    Layer.provideMerge(
      Layer.merge(Networks.layerTest(options.networks ?? [devnet, devnet2]), KernelEvents.layer),
    ),
  )
  // Built once, as the kernel builds its services: the stores are the ones the test reads.
  // Its scope stays open, as the kernel's does while the kit runs (the counts keep listening).
  const built = Effect.runSync(Layer.buildWithScope(services, Scope.makeUnsafe()))
  return {
    events,
    layer: Layer.succeedContext(built),
    accounts: Context.get(built, Accounts),
    networks: Context.get(built, Networks),
    toasts: Context.get(built, Toasts),
  }
}
