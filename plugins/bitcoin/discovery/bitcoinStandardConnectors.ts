import { getWallets } from "@wallet-standard/app"
import {
  type CaipNetwork,
  type ConnectorContext,
  type ConnectorFactory,
  familyNetworksOf,
  standardConnectorId,
  type WalletStandardFamily,
  walletStandardSource,
} from "../../../core"
import { listsBitcoinNetwork } from "./bitcoinStandardChains"

/**
 * What is Bitcoin's in a Wallet Standard wallet, for the kernel's Wallet Standard connectors:
 * the Bitcoin extension's `bitcoin:connect` for `payment` accounts (the spec's default Bitcoin
 * account type); no silent form, so a session is restored from the accounts the wallet still
 * lists for the page; the chains a Bitcoin network goes by; and, imported once a wallet is
 * picked (bitcoinStandardSession), the payment accounts and a handle only that file makes.
 */
const bitcoinStandardFamily: WalletStandardFamily = {
  namespace: "bip122",
  idLabel: "bitcoin",
  registry: getWallets,
  connect: { feature: "bitcoin:connect", input: [{ purposes: ["payment"] }] },
  namesNetwork: listsBitcoinNetwork,
  session: () =>
    import("../bitcoinStandardSession").then((module) => module.bitcoinStandardSession),
}

/**
 * The connector id of the Bitcoin Wallet Standard wallet named `name` (sanitized): prefixed,
 * so no wallet's name takes an EIP-6963 rdns, a kernel connector's id or the id another
 * family's Wallet Standard connector gives the same wallet.
 * @example bitcoinStandardConnectorId("Leather") // "wallet-standard:bitcoin:Leather"
 */
export const bitcoinStandardConnectorId = (name: string): string =>
  standardConnectorId(bitcoinStandardFamily.idLabel, name)

/** The site's Bitcoin networks, the configured default network first when it is one. */
export const bitcoinNetworksOf = (context: ConnectorContext): ReadonlyArray<CaipNetwork> =>
  familyNetworksOf(context, bitcoinStandardFamily.namespace)

/**
 * Bitcoin wallets that follow the Wallet Standard's Bitcoin extension (Leather, Exodus,
 * Xverse), found with `getWallets()`, as announced connectors of the bip122 family (the
 * kernel's Wallet Standard connectors for the Bitcoin family). A wallet is listed while it is
 * registered, has `bitcoin:connect` and lists one of the site's Bitcoin networks in `chains`; a
 * name a wallet listed earlier took keeps that one. Nothing is asked of a wallet until the
 * visitor picks it; a site without Bitcoin networks does not look.
 * @example definePluginKit({ connectors: [bitcoinStandardConnectors], chainAdapters: [bitcoinAdapter] })
 */
export const bitcoinStandardConnectors: ConnectorFactory =
  walletStandardSource(bitcoinStandardFamily)
