import { Effect } from "effect"
import {
  Accounts,
  type CaipNetwork,
  type ChainNamespace,
  type ConnectedWallet,
  foyerDevnet,
  Modal,
  type ProviderApiShape,
  type StorageBackend,
  type WalletShape,
} from "../../core"
import { KernelTest } from "../../testing/KernelTest"
import { en } from "./messages/en"

/**
 * The names plugin's test kernel (not part of the plugin): the kernel's test kernel
 * (`KernelTest`: a connected account on the sandbox's first devnet, real account, network and
 * modal stores, storage over a backend) over a ProviderApi and a wallet a test gives, with
 * every message signed recorded. The connections are reduced to what the names service asks
 * of them: the connected wallet.
 */

export const devnet: CaipNetwork = foyerDevnet("http://127.0.0.1:8545")

/** A connected wallet as the connection service reports it (only its presence is read). */
const connectedWallet = (address: string): ConnectedWallet =>
  ({
    info: { id: "io.foyer.test", name: "Foyer Test Wallet", type: "ANNOUNCED" },
    namespace: "eip155",
    accounts: [address],
    chainId: typeof devnet.id === "number" ? devnet.id : 0,
  }) as unknown as ConnectedWallet

export const makeNamesTestKernel = (options: {
  readonly api: ProviderApiShape
  /** The connected address; none connected when undefined. */
  readonly address: string | undefined
  readonly namespace?: ChainNamespace
  readonly networks?: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
  /** The wallet's answers (signMessage above all). */
  readonly wallet?: Partial<WalletShape>
  /** The page's storage (the names cache); a fresh one by default. */
  readonly backend?: StorageBackend
}) => {
  const signed: Array<string> = []
  const kernel = KernelTest.build({
    api: options.api,
    networks: options.networks ?? [devnet],
    messages: en,
    wallet: options.wallet ?? {},
    onWalletCall: (call) => {
      if (call.method === "signMessage") signed.push(String(call.args[0]))
    },
    connections: {
      currentWallet: Effect.succeed(
        options.address === undefined ? undefined : connectedWallet(options.address),
      ),
    },
    modal: { accountConnected: false },
    ...(options.backend === undefined ? {} : { storage: options.backend }),
    ...(options.address === undefined
      ? {}
      : {
          account: {
            address: options.address,
            ...(options.namespace ? { namespace: options.namespace } : {}),
          },
        }),
  })
  return {
    signed,
    layer: kernel.layer,
    accounts: kernel.service(Accounts),
    modal: kernel.service(Modal),
  }
}
