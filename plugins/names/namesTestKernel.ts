import { Effect, Layer } from "effect"
import {
  Accounts,
  ActiveNetwork,
  type CaipNetwork,
  type ChainNamespace,
  type ConnectedWallet,
  foyerDevnet,
  Modal,
  memoryBackend,
  ProviderApi,
  type ProviderApiShape,
  Storage,
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

/** The kit's ProviderApi over the sandbox at `url`, on the devnet, caching in `backend`. */
const sandboxApi = (
  where: { readonly url: string; readonly projectId: string },
  backend: StorageBackend,
): ProviderApiShape =>
  Effect.runSync(
    Effect.provide(
      Effect.service(ProviderApi),
      ProviderApi.layer({
        apiUrl: where.url,
        analyticsUrl: where.url,
        projectId: where.projectId,
        sdkType: "foyer",
        sdkVersion: "foyer-js-test",
      }).pipe(
        Layer.provide(
          Layer.merge(Storage.layer(backend), ActiveNetwork.fixed(devnet.caipNetworkId)),
        ),
      ),
    ),
  )

export const makeNamesTestKernel = (options: {
  /**
   * The provider API: a stand-in, or where the sandbox's is and the project it serves, for
   * the kit's own over the page's storage (its identity and names caches beside the plugin's
   * own, as in the kit).
   */
  readonly api: ProviderApiShape | { readonly url: string; readonly projectId: string }
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
  const backend = options.backend ?? memoryBackend()
  const kernel = KernelTest.build({
    api: "url" in options.api ? sandboxApi(options.api, backend) : options.api,
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
    storage: backend,
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
    api: kernel.service(ProviderApi),
    modal: kernel.service(Modal),
  }
}
