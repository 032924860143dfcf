import { Effect, Layer } from "effect"
import {
  type CaipNetwork,
  type ChainNamespace,
  foyerDevnet,
  foyerDevnet2,
  Networks,
  type ProviderApiShape,
} from "../../core"
import { KernelTest } from "../../testing/KernelTest"
import type { PopupWindow } from "../../ui/plugin"
import { en } from "./messages/en"
import { OnrampService } from "./OnrampService"

/**
 * The onramp plugin's test kernel (not part of the plugin): the kernel's test kernel
 * (`KernelTest`: a connected account, the sandbox's two devnets with the first active, real
 * account and network stores, messages) over a ProviderApi a test gives, usually the
 * sandbox's over real HTTP. Balance refreshes are counted.
 */

export const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")
export const devnet2: CaipNetwork = foyerDevnet2("http://127.0.0.1:8546")

export const makeOnrampTestKernel = (options: {
  readonly api: ProviderApiShape
  /** The connected address; none connected when undefined. */
  readonly address: string | undefined
  /** Its family (EVM unless given). */
  readonly namespace?: ChainNamespace
  readonly networks?: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
}) => {
  const refreshes = { count: 0 }
  const built = KernelTest.build({
    api: options.api,
    networks: options.networks ?? [devnet, devnet2],
    messages: en,
    onRefresh: Effect.sync(() => {
      refreshes.count += 1
    }),
    ...(options.address === undefined
      ? {}
      : {
          account: {
            address: options.address,
            ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
          },
        }),
  })
  const kernel = built.layer
  const service = Effect.runSync(
    Effect.provide(
      Effect.service(OnrampService),
      OnrampService.layer({ paymentCurrency: "USD", paymentMethod: "card" }).pipe(
        Layer.provide(kernel),
      ),
    ),
  )
  return { refreshes, kernel, service, networks: built.service(Networks) }
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
