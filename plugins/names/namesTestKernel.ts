import { Context, Effect, Layer } from "effect"
import {
  Accounts,
  type CaipNetwork,
  type ChainNamespace,
  type ConnectedWallet,
  Connections,
  type ConnectionsShape,
  foyerDevnet,
  Messages,
  Modal,
  memoryBackend,
  Networks,
  ProviderApi,
  type ProviderApiShape,
  Storage,
  type StorageBackend,
  Wallet,
  type WalletShape,
} from "../../core"
import { en } from "./messages/en"

/**
 * The names plugin's test kernel (not part of the plugin): the kernel services' test layers (a
 * connected account on the sandbox's first devnet, real account, network and modal stores,
 * storage over a backend) over a ProviderApi and a wallet a test gives. The connection service is reduced to what the
 * names service asks of it: the connected wallet.
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
  const connections = {
    currentWallet: Effect.succeed(
      options.address === undefined ? undefined : connectedWallet(options.address),
    ),
  } as unknown as ConnectionsShape
  const services = Layer.mergeAll(
    Accounts.layerTest(
      options.address === undefined
        ? {}
        : {
            address: options.address,
            ...(options.namespace ? { namespace: options.namespace } : {}),
          },
    ),
    Modal.layerTest(),
    Messages.layerTest(en),
    Wallet.layerTest(options.wallet ?? {}, (call) => {
      if (call.method === "signMessage") signed.push(String(call.args[0]))
    }),
    Layer.succeed(Connections, connections),
    Layer.succeed(ProviderApi, options.api),
    Storage.layer(options.backend ?? memoryBackend()),
  ).pipe(Layer.provideMerge(Networks.layerTest(options.networks ?? [devnet])))
  // Built once, as the kernel builds its services: the stores are the ones the test reads.
  const built = Effect.runSync(Effect.scoped(Layer.build(services)))
  return {
    signed,
    layer: Layer.succeedContext(built),
    accounts: Context.get(built, Accounts),
    modal: Context.get(built, Modal),
  }
}
