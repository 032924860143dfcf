import { getWallets } from "@wallet-standard/app"
import { Effect, Predicate, Result } from "effect"
import {
  type CaipNetwork,
  type Connector,
  type ConnectorContext,
  type ConnectorFactory,
  type ConnectorInfo,
  type ConnectorSource,
  type FamilyWallet,
  sanitizeIcon,
  sanitizeWalletName,
  type WalletRequestError,
  WalletRequestFailedError,
  type WalletSessionEvents,
} from "../../core"
import {
  bitcoinStandardRequest,
  featureMethod,
  listsBitcoinNetwork,
  paymentAccountsIn,
  type StandardAccount,
  type StandardWallet,
  walletChainsOf,
} from "./bitcoinStandardWallet"

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
 * The connector id of the Bitcoin Wallet Standard wallet named `name` (sanitized): prefixed,
 * so no wallet's name takes an EIP-6963 rdns, a kernel connector's id or the id another
 * family's Wallet Standard connector gives the same wallet.
 * @example bitcoinStandardConnectorId("Leather") // "wallet-standard:bitcoin:Leather"
 */
export const bitcoinStandardConnectorId = (name: string): string =>
  `wallet-standard:bitcoin:${name}`

const infoOf = (wallet: StandardWallet): ConnectorInfo => {
  const name = sanitizeWalletName(wallet.name)
  return {
    id: bitcoinStandardConnectorId(name),
    type: "ANNOUNCED",
    name,
    icon: sanitizeIcon(wallet.icon),
    rdns: undefined,
    chains: ["bip122"],
  }
}

/** The site's Bitcoin networks, the configured default network first when it is one. */
export const bitcoinNetworksOf = (context: ConnectorContext): ReadonlyArray<CaipNetwork> => {
  const bitcoin = context.networks.filter((network) => network.chainNamespace === "bip122")
  const preferred = bitcoin.find(
    (network) => network.caipNetworkId === context.config.defaultNetwork,
  )
  return preferred === undefined
    ? bitcoin
    : [preferred, ...bitcoin.filter((network) => network !== preferred)]
}

/** What `call` gives, or undefined when it throws (the wallet's code is untrusted). */
const guarded = (call: () => unknown): unknown => {
  try {
    return call()
  } catch {
    return undefined
  }
}

/**
 * Follows the wallet's `standard:events` `change` (its payment accounts) and its
 * unregistration: other accounts are told, none left or the wallet gone ends the session.
 */
const subscribeWallet =
  (wallet: StandardWallet, connected: ReadonlyArray<string>) =>
  (handlers: WalletSessionEvents): (() => void) => {
    let told = connected
    const onChange = (properties: unknown) => {
      if (!Predicate.hasProperty(properties, "accounts")) return
      const addresses = paymentAccountsIn(properties.accounts).map(({ address }) => address)
      if (addresses.length === 0) return handlers.disconnect()
      if (addresses.join("\n") === told.join("\n")) return
      told = addresses
      handlers.accountsChanged(addresses)
    }
    const stopWatching = getWallets().on("unregister", (...wallets) => {
      if (wallets.includes(wallet)) handlers.disconnect()
    })
    const off = guarded(() => featureMethod(wallet, "standard:events", "on")?.("change", onChange))
    return () => {
      stopWatching()
      if (typeof off === "function") guarded(() => Reflect.apply(off, undefined, []))
    }
  }

/**
 * The session `bitcoin:connect` answered: its payment accounts, on the site's network the first
 * one (else the wallet) lists. It fails when the wallet authorised no payment account, or none
 * on a network the site configured.
 */
const sessionOf = (
  wallet: StandardWallet,
  info: ConnectorInfo,
  networks: ReadonlyArray<CaipNetwork>,
  output: unknown,
): Result.Result<FamilyWallet, WalletRequestError> => {
  const accounts = paymentAccountsIn(
    Predicate.hasProperty(output, "accounts") ? output.accounts : undefined,
  )
  const account = accounts[0]
  const network =
    account === undefined
      ? undefined
      : (networks.find((each) => listsBitcoinNetwork(account.chains, each)) ??
        networks.find((each) => listsBitcoinNetwork(walletChainsOf(wallet), each)))
  if (account === undefined || network === undefined) {
    return Result.fail(new WalletRequestFailedError({ method: "bitcoin:connect", cause: output }))
  }
  const addresses = accounts.map(({ address }) => address)
  const handle: BitcoinStandardHandle = { kind: "bitcoinWalletStandard", wallet, account }
  madeHandles.add(handle)
  return Result.succeed({
    info,
    namespace: "bip122",
    accounts: addresses,
    chainId: network.id,
    handle,
    subscribe: subscribeWallet(wallet, addresses),
  })
}

/**
 * A Bitcoin Wallet Standard wallet as a connector: `bitcoin:connect` for `payment` accounts
 * (the spec's default Bitcoin account type) to connect; to restore, the accounts the wallet
 * says the page is authorised for (read without a prompt); `standard:disconnect` when it has it.
 */
const bitcoinStandardConnector = (
  wallet: StandardWallet,
  networks: ReadonlyArray<CaipNetwork>,
): Connector => {
  const info = infoOf(wallet)
  return {
    info,
    connect: () =>
      Effect.flatMap(
        bitcoinStandardRequest(wallet, "bitcoin:connect", "connect", { purposes: ["payment"] }),
        (output) => Effect.fromResult(sessionOf(wallet, info, networks, output)),
      ),
    keepsPending: () => true,
    // The Bitcoin extension's connect has no silent form: a wallet that still lists accounts
    // for the page says it is authorised, and nothing prompts.
    restore: Effect.sync(() => {
      const outcome = sessionOf(wallet, info, networks, {
        accounts: guarded(() => wallet.accounts),
      })
      return Result.isSuccess(outcome) ? outcome.success : undefined
    }),
    disconnect: () =>
      Effect.ignore(bitcoinStandardRequest(wallet, "standard:disconnect", "disconnect")),
  }
}

// Completes on the next task: a wallet whose script runs as the page loads registers by then.
export const untilNextTask: Effect.Effect<void> = Effect.callback<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void))
  return Effect.sync(() => clearTimeout(timer))
})

const noConnectors: ConnectorSource = {
  list: () => [],
  subscribe: () => () => undefined,
  dispose: Effect.void,
}

/**
 * Bitcoin wallets that follow the Wallet Standard's Bitcoin extension (Leather, Exodus,
 * Xverse), found with `getWallets()`, as announced connectors of the bip122 family. A wallet is
 * listed while it is registered, has `bitcoin:connect` and lists one of the site's Bitcoin
 * networks in `chains`; a name a wallet listed earlier took keeps that one. Nothing is asked of
 * a wallet until the visitor picks it; a site without Bitcoin networks does not look.
 * @example definePluginKit({ connectors: [bitcoinStandardConnectors], chainAdapters: [bitcoinAdapter] })
 */
export const bitcoinStandardConnectors: ConnectorFactory = (context) => {
  const networks = bitcoinNetworksOf(context)
  if (networks.length === 0) return noConnectors
  const registry = getWallets()
  const usable = (wallet: StandardWallet) =>
    featureMethod(wallet, "bitcoin:connect", "connect") !== undefined &&
    networks.some((network) => listsBitcoinNetwork(walletChainsOf(wallet), network))
  const connectors = new WeakMap<StandardWallet, Connector>()
  const connectorOf = (wallet: StandardWallet): Connector => {
    const known = connectors.get(wallet)
    if (known !== undefined) return known
    const made = bitcoinStandardConnector(wallet, networks)
    connectors.set(wallet, made)
    return made
  }
  const list = (): ReadonlyArray<Connector> => {
    const ids = new Set<string>()
    return registry.get().flatMap((wallet) => {
      if (!usable(wallet)) return []
      const { id } = infoOf(wallet)
      if (ids.has(id)) return []
      ids.add(id)
      return [connectorOf(wallet)]
    })
  }
  const find = (id: string) => list().find((connector) => connector.info.id === id)
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const stops = [registry.on("register", changed), registry.on("unregister", changed)]
  return {
    list,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    await: (id) =>
      Effect.gen(function* () {
        if (find(id) === undefined) yield* untilNextTask
        return find(id)
      }),
    dispose: Effect.sync(() => {
      for (const stop of stops) stop()
      listeners.clear()
    }),
  }
}
