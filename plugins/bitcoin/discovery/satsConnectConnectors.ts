import { Effect } from "effect"
import {
  type Connector,
  type ConnectorFactory,
  type ConnectorInfo,
  type ConnectorSource,
  deferredConnector,
  sanitizeIcon,
  sanitizeWalletName,
  untilNextTask,
} from "../../../core"
import { bitcoinNetworksOf } from "./bitcoinStandardConnectors"
import {
  type ListedSatsConnectProvider,
  listSatsConnectProviders,
  type SatsConnectProvider,
} from "./satsConnectDiscovery"

/**
 * The connector id of the sats-connect provider at `id` on `window`: prefixed, so no provider
 * takes an EIP-6963 rdns, a kernel connector's id or a Wallet Standard connector's id.
 * @example satsConnectConnectorId("XverseProviders.BitcoinProvider") // "sats-connect:XverseProviders.BitcoinProvider"
 */
export const satsConnectConnectorId = (id: string): string => `sats-connect:${id}`

const infoOf = (listed: ListedSatsConnectProvider): ConnectorInfo => ({
  id: satsConnectConnectorId(listed.id),
  type: "ANNOUNCED",
  name: sanitizeWalletName(listed.name),
  icon: sanitizeIcon(listed.icon),
  rdns: undefined,
  chains: ["bip122"],
})

const noConnectors: ConnectorSource = {
  list: () => [],
  subscribe: () => () => undefined,
  dispose: Effect.void,
}

/**
 * Bitcoin wallets of the sats-connect interface (Xverse, and the providers `window.btc_providers`
 * lists) as announced connectors of the bip122 family. A provider is read off `window` as the
 * list is asked for (providers are injected before the page's scripts run and tell no change);
 * nothing is asked of it until the visitor picks it; a site without Bitcoin networks does not
 * look.
 * @example definePluginKit({ connectors: [satsConnectConnectors], chainAdapters: [bitcoinAdapter] })
 */
export const satsConnectConnectors: ConnectorFactory = (context) => {
  const networks = bitcoinNetworksOf(context)
  if (networks.length === 0) return noConnectors
  const connectors = new Map<string, { provider: SatsConnectProvider; connector: Connector }>()
  const connectorOf = (listed: ListedSatsConnectProvider): Connector => {
    const known = connectors.get(listed.id)
    if (known !== undefined && known.provider === listed.provider) return known.connector
    const info = infoOf(listed)
    // What talks to the provider (requests, address checks) is imported once it is picked.
    const connector = deferredConnector(info, () =>
      import("../satsConnectConnector").then(({ satsConnectConnector }) =>
        satsConnectConnector(listed.provider, info, networks),
      ),
    )
    connectors.set(listed.id, { provider: listed.provider, connector })
    return connector
  }
  const list = (): ReadonlyArray<Connector> => listSatsConnectProviders().map(connectorOf)
  const find = (id: string) => list().find((connector) => connector.info.id === id)
  return {
    list,
    subscribe: () => () => undefined,
    await: (id) =>
      Effect.gen(function* () {
        // A provider a wallet's script injects as the page loads is there by the next task.
        if (find(id) === undefined) yield* untilNextTask
        return find(id)
      }),
    dispose: Effect.sync(() => connectors.clear()),
  }
}
