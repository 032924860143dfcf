import { Effect } from "effect"
import { type Connector, type ConnectorFactory, untilNextTask } from "../../../core"
import { bitcoinStandardConnectors } from "./bitcoinStandardConnectors"
import { satsConnectConnectors } from "./satsConnectConnectors"

/**
 * What tells two listings of one wallet apart from two wallets: the name, without case and
 * without a trailing "Wallet" (Xverse lists itself "Xverse" in `btc_providers`, and may say
 * "Xverse Wallet" elsewhere).
 */
const sameWalletKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+wallet$/, "")

/**
 * The page's injected Bitcoin wallets, each listed once: those of the Wallet Standard's Bitcoin
 * extension, then those of the sats-connect interface that no Wallet Standard wallet listed
 * already goes by (a wallet that offers both, as Xverse does, would otherwise show twice).
 *
 * The Wallet Standard wins, because it is the better path to the same wallet: the registry
 * tells when a wallet comes and goes (a sats-connect provider is read off `window` and tells
 * nothing), its account changes come through `standard:events`, a session is restored from
 * the accounts the wallet lists for the page without asking it, and it is the one discovery
 * every chain family shares, so a wallet that also serves Solana is found the same way there.
 * A sats-connect provider is still reached by its id (`await`), so a session a visitor made
 * through it earlier restores.
 * @example definePluginKit({ connectors: [bitcoinInjectedConnectors], chainAdapters: [bitcoinAdapter] })
 */
export const bitcoinInjectedConnectors: ConnectorFactory = (context) => {
  const standard = bitcoinStandardConnectors(context)
  const satsConnect = satsConnectConnectors(context)
  const list = (): ReadonlyArray<Connector> => {
    const listed = standard.list()
    const taken = new Set(listed.map(({ info }) => sameWalletKey(info.name)))
    return [
      ...listed,
      ...satsConnect.list().filter(({ info }) => !taken.has(sameWalletKey(info.name))),
    ]
  }
  const find = (id: string) =>
    [...standard.list(), ...satsConnect.list()].find((connector) => connector.info.id === id)
  return {
    list,
    // sats-connect providers tell no change; a Wallet Standard wallet coming or going changes
    // both what is listed and which sats-connect providers it hides.
    subscribe: standard.subscribe,
    await: (id) =>
      Effect.gen(function* () {
        if (find(id) === undefined) yield* untilNextTask
        return find(id)
      }),
    dispose: Effect.andThen(standard.dispose, satsConnect.dispose),
  }
}
