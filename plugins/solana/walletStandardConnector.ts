import { Effect, Predicate, Result } from "effect"
import {
  type CaipNetwork,
  type Connector,
  type ConnectorInfo,
  type FamilyWallet,
  sanitizeIcon,
  sanitizeWalletName,
  type WalletRequestError,
  WalletRequestFailedError,
  type WalletSessionEvents,
} from "../../core"
import {
  featureMethod,
  type StandardAccount,
  type StandardWallet,
  solanaAccountsIn,
  walletChainsOf,
} from "./StandardWallet"
import { networkFor } from "./solanaNetworks"
import { walletStandardRequest } from "./walletStandardRequest"

/**
 * The connector id of the Wallet Standard wallet named `name` (already sanitized), for its
 * Solana accounts. Prefixed, so that no wallet's name can take the id of an EIP-6963 wallet
 * (its rdns) or of a kernel connector, and another family's Wallet Standard connectors can
 * list the same wallet under their own id.
 * @example walletStandardConnectorId("Phantom") // "wallet-standard:solana:Phantom"
 */
export const walletStandardConnectorId = (name: string): string => `wallet-standard:solana:${name}`

/**
 * How the Connect view lists a Wallet Standard wallet: an announced wallet of the Solana
 * family, its name and icon cleaned as EIP-6963 announcements are (both are untrusted).
 */
export const walletStandardInfo = (wallet: StandardWallet): ConnectorInfo => {
  const name = sanitizeWalletName(wallet.name)
  return {
    id: walletStandardConnectorId(name),
    type: "ANNOUNCED",
    name,
    icon: sanitizeIcon(wallet.icon),
    rdns: undefined,
    chains: ["solana"],
  }
}

/** What a wallet's connector is told about the site and the registry. */
export interface WalletStandardSite {
  /** The site's Solana networks, the one to prefer first (see solanaNetworksOf). */
  readonly networks: ReadonlyArray<CaipNetwork>
  /** Calls `removed` once the wallet is unregistered; returns the function that stops it. */
  readonly onUnregister: (wallet: StandardWallet, removed: () => void) => () => void
}

/** What `call` gives, or undefined when it throws (the wallet's code is untrusted). */
const guarded = (call: () => unknown): unknown => {
  try {
    return call()
  } catch {
    return undefined
  }
}

const sameAddresses = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((address, index) => address === b[index])

/**
 * Follows the wallet's `standard:events` `change` (accounts only: chains and features are
 * the wallet's, not the session's) and its unregistration: other accounts are told, none left
 * or the wallet gone ends the session.
 */
const subscribeWallet = (
  wallet: StandardWallet,
  site: WalletStandardSite,
  connected: ReadonlyArray<string>,
  handlers: WalletSessionEvents,
): (() => void) => {
  let told = connected
  const onChange = (properties: unknown) => {
    if (!Predicate.hasProperty(properties, "accounts")) return
    const addresses = solanaAccountsIn(properties.accounts).map((account) => account.address)
    if (addresses.length === 0) return handlers.disconnect()
    if (sameAddresses(addresses, told)) return
    told = addresses
    handlers.accountsChanged(addresses)
  }
  const stopWatching = site.onUnregister(wallet, handlers.disconnect)
  // A wallet's bug in its events must not break the kit: it then only goes unheard.
  const off = guarded(() => featureMethod(wallet, "standard:events", "on")?.("change", onChange))
  return () => {
    stopWatching()
    if (typeof off === "function") guarded(() => Reflect.apply(off, undefined, []))
  }
}

/**
 * The session `standard:connect` (or its silent form) answered: the Solana accounts it
 * authorised, on the site's network the first one lists. It fails when the wallet authorised no
 * Solana account, or none on a network the site configured.
 */
const sessionOf = (
  wallet: StandardWallet,
  info: ConnectorInfo,
  site: WalletStandardSite,
  output: unknown,
): Result.Result<FamilyWallet, WalletRequestError> => {
  const accounts = solanaAccountsIn(
    Predicate.hasProperty(output, "accounts") ? output.accounts : undefined,
  )
  const account: StandardAccount | undefined = accounts[0]
  const network =
    account === undefined
      ? undefined
      : networkFor(site.networks, account.chains, walletChainsOf(wallet))
  if (account === undefined || network === undefined) {
    return Result.fail(new WalletRequestFailedError({ method: "standard:connect", cause: output }))
  }
  const addresses = accounts.map(({ address }) => address)
  return Result.succeed({
    info,
    namespace: "solana",
    accounts: addresses,
    // A Solana wallet names a network by its CAIP-2 reference, the genesis hash prefix.
    chainId: network.id,
    handle: { wallet, account },
    subscribe: (handlers) => subscribeWallet(wallet, site, addresses, handlers),
  })
}

/**
 * A Wallet Standard wallet as a connector of Solana sessions: `standard:connect` to connect
 * (it may prompt), its silent form to restore, `standard:disconnect` (when it has it) to end
 * the session on its side too.
 */
export const walletStandardConnector = (
  wallet: StandardWallet,
  site: WalletStandardSite,
): Connector => {
  const info = walletStandardInfo(wallet)
  const connect = (...args: ReadonlyArray<unknown>) =>
    Effect.flatMap(
      walletStandardRequest(wallet, "standard:connect", "connect", ...args),
      (output) => Effect.fromResult(sessionOf(wallet, info, site, output)),
    )
  return {
    info,
    connect: () => connect(),
    // A wallet that is asked shows its prompt already: a second click waits for that one.
    keepsPending: () => true,
    // A silent connect never prompts: it answers whether the site is still authorised.
    restore: Effect.map(Effect.result(connect({ silent: true })), (outcome) =>
      Result.isSuccess(outcome) ? outcome.success : undefined,
    ),
    // Best effort, as for an EVM wallet: disconnecting must not wait on the wallet's answer.
    disconnect: () =>
      Effect.ignore(walletStandardRequest(wallet, "standard:disconnect", "disconnect")),
  }
}
