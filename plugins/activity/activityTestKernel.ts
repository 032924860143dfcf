import {
  Accounts,
  type CaipNetwork,
  type ChainNamespace,
  type FoyerEvent,
  foyerDevnet,
  foyerDevnet2,
  Networks,
  type ProviderApiShape,
  Toasts,
} from "../../core"
import { KernelTest } from "../../testing/KernelTest"
import { ActivityRefreshes } from "./ActivityRefreshes"
import { en } from "./messages/en"

/**
 * The activity plugin's test kernel (not part of the plugin): the kernel's test kernel
 * (`KernelTest`: a connected account, the sandbox's two devnets with the first active, real
 * stores, the kernel's event stream) over a ProviderApi a test gives, usually the sandbox's
 * over real HTTP, with the plugin's refresh counts on it. Everything emitted to the host is
 * recorded in `events`.
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
  const kernel = KernelTest.build(
    {
      api: options.api,
      networks: options.networks ?? [devnet, devnet2],
      messages: en,
      onEvent: (event) => events.push(event),
      ...(options.address === undefined
        ? {}
        : {
            account: {
              address: options.address,
              ...(options.namespace ? { namespace: options.namespace } : {}),
            },
          }),
    },
    ActivityRefreshes.layer,
  )
  return {
    events,
    layer: kernel.layer,
    accounts: kernel.service(Accounts),
    networks: kernel.service(Networks),
    toasts: kernel.service(Toasts),
  }
}
