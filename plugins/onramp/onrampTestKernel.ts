import { Context, Effect, Layer } from "effect"
import {
  Accounts,
  type CaipNetwork,
  foyerDevnet,
  foyerDevnet2,
  Messages,
  Networks,
  ProviderApi,
  type ProviderApiShape,
} from "../../core"
import type { PopupWindow } from "../../ui/plugin"
import { en } from "./messages/en"
import { OnrampService } from "./OnrampService"

/**
 * The onramp plugin's test kernel (not part of the plugin): the kernel services' test layers (a
 * connected account, the sandbox's two devnets with the first active, real account and network
 * stores, messages) over a ProviderApi a test gives, usually the sandbox's over real HTTP.
 * Balance refreshes are counted.
 */

export const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")
export const devnet2: CaipNetwork = foyerDevnet2("http://127.0.0.1:8546")

export const makeOnrampTestKernel = (options: {
  readonly api: ProviderApiShape
  /** The connected address; none connected when undefined. */
  readonly address: string | undefined
  readonly networks?: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
}) => {
  const refreshes = { count: 0 }
  const services = Layer.mergeAll(
    Accounts.layerTest({
      ...(options.address === undefined ? {} : { address: options.address }),
      onRefresh: Effect.sync(() => {
        refreshes.count += 1
      }),
    }),
    Messages.layerTest(en),
    Layer.succeed(ProviderApi, options.api),
  ).pipe(Layer.provideMerge(Networks.layerTest(options.networks ?? [devnet, devnet2])))
  // Built once, as the kernel builds its services: the stores are the ones the test reads.
  const built = Effect.runSync(Effect.scoped(Layer.build(services)))
  const kernel = Layer.succeedContext(built)
  const service = Effect.runSync(
    Effect.provide(
      Effect.service(OnrampService),
      OnrampService.layer({ paymentCurrency: "USD", paymentMethod: "card" }).pipe(
        Layer.provide(kernel),
      ),
    ),
  )
  return { refreshes, kernel, service, networks: Context.get(built, Networks) }
}

/** A purchase popup a test drives: what it was shown, and closing it as the visitor does. */
export const makeTestPurchaseWindow = () => {
  const shown: string[] = []
  let closed = false
  const popup: PopupWindow = {
    show: (url) => {
      shown.push(url)
    },
    isClosed: () => closed,
    close: () => {
      closed = true
    },
  }
  return { popup, shown, isClosed: () => closed }
}
