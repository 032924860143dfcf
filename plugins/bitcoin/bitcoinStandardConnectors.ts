import { getWallets } from "@wallet-standard/app"
import {
  type CaipNetwork,
  type ConnectorContext,
  type ConnectorFactory,
  familyNetworksOf,
  type StandardAccount,
  type StandardWallet,
  standardConnectorId,
  type WalletStandardFamily,
  walletStandardSource,
} from "../../core"
import { listsBitcoinNetwork, paymentAccountsIn } from "./bitcoinStandardWallet"

/**
 * What a Bitcoin Wallet Standard wallet's session carries for the Bitcoin adapter
 * (`FamilyWallet.handle`): the wallet and the payment account it authorised at connect.
 */
export interface BitcoinStandardHandle {
  readonly kind: "bitcoinWalletStandard"
  readonly wallet: StandardWallet
  readonly account: StandardAccount
}

// The handles this file made: only those are taken as one (a handle is the kit's own object).
const madeHandles = new WeakSet<object>()

/** The handle of a session this file made, or undefined for any other. */
export const bitcoinStandardHandleOf = (handle: unknown): BitcoinStandardHandle | undefined =>
  isBitcoinStandardHandle(handle) ? handle : undefined

const isBitcoinStandardHandle = (handle: unknown): handle is BitcoinStandardHandle =>
  typeof handle === "object" && handle !== null && madeHandles.has(handle)

/**
 * What is Bitcoin's in a Wallet Standard wallet, for the kernel's Wallet Standard connectors:
 * the Bitcoin extension's `bitcoin:connect` for `payment` accounts (the spec's default Bitcoin
 * account type); no silent form, so a session is restored from the accounts the wallet still
 * lists for the page; the chains a Bitcoin network goes by; and a handle only this file makes.
 */
const bitcoinStandardFamily: WalletStandardFamily = {
  namespace: "bip122",
  idLabel: "bitcoin",
  registry: getWallets,
  connect: { feature: "bitcoin:connect", input: [{ purposes: ["payment"] }] },
  namesNetwork: listsBitcoinNetwork,
  accountsIn: paymentAccountsIn,
  handleOf: (wallet, account) => {
    const handle: BitcoinStandardHandle = { kind: "bitcoinWalletStandard", wallet, account }
    madeHandles.add(handle)
    return handle
  },
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
