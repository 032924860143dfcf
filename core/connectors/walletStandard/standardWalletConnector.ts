import { Effect, Predicate, Result } from "effect"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import type { Connector, FamilyWallet, WalletSessionEvents } from "../Connector"
import type { ConnectorInfo } from "../ConnectorInfo"
import { sanitizeIcon } from "../sanitizeIcon"
import { sanitizeWalletName } from "../sanitizeWalletName"
import { WalletRequestFailedError } from "../WalletRequestFailedError"
import type { WalletRequestError } from "../walletRequest"
import { featureMethod, type StandardWallet, walletChainsOf } from "./StandardWallet"
import type { WalletStandardFamily, WalletStandardSession } from "./WalletStandardFamily"
import { walletStandardRequest } from "./walletStandardRequest"

/**
 * The connector id of the Wallet Standard wallet named `name` (already sanitized), for the
 * family labelled `idLabel`. Prefixed, so that no wallet's name can take the id of an EIP-6963
 * wallet (its rdns) or of a kernel connector, and each family lists the same wallet under its
 * own id.
 * @example standardConnectorId("solana", "Phantom") // "wallet-standard:solana:Phantom"
 */
export const standardConnectorId = (idLabel: string, name: string): string =>
  `wallet-standard:${idLabel}:${name}`

/**
 * How the Connect view lists a Wallet Standard wallet: an announced wallet of the family, its
 * name and icon cleaned as EIP-6963 announcements are (both are untrusted).
 */
export const standardWalletInfo = (
  family: WalletStandardFamily,
  wallet: StandardWallet,
): ConnectorInfo => {
  const name = sanitizeWalletName(wallet.name)
  return {
    id: standardConnectorId(family.idLabel, name),
    type: "ANNOUNCED",
    name,
    icon: sanitizeIcon(wallet.icon),
    rdns: undefined,
    chains: [family.namespace],
  }
}

/** What a wallet's connector is told about the site and the registry. */
export interface WalletStandardSite {
  /** The site's networks of the family, the one to prefer first. */
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
 * Follows the wallet's `standard:events` `change` (the family's accounts only: chains and
 * features are the wallet's, not the session's) and its unregistration: other accounts are
 * told, none left or the wallet gone ends the session.
 */
const subscribeWallet = (
  session: WalletStandardSession,
  wallet: StandardWallet,
  site: WalletStandardSite,
  connected: ReadonlyArray<string>,
  handlers: WalletSessionEvents,
): (() => void) => {
  let told = connected
  const onChange = (properties: unknown) => {
    if (!Predicate.hasProperty(properties, "accounts")) return
    const addresses = session.accountsIn(properties.accounts).map(({ address }) => address)
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
 * The session a connect answered: the family's accounts it authorised, on the site's network
 * the first one lists (else the first the wallet lists). It fails when the wallet authorised no
 * account of the family, or none on a network the site configured.
 */
const sessionOf = (
  family: WalletStandardFamily,
  session: WalletStandardSession,
  wallet: StandardWallet,
  info: ConnectorInfo,
  site: WalletStandardSite,
  output: unknown,
): Result.Result<FamilyWallet, WalletRequestError> => {
  const accounts = session.accountsIn(
    Predicate.hasProperty(output, "accounts") ? output.accounts : undefined,
  )
  const account = accounts[0]
  const network =
    account === undefined
      ? undefined
      : (site.networks.find((each) => family.namesNetwork(account.chains, each)) ??
        site.networks.find((each) => family.namesNetwork(walletChainsOf(wallet), each)))
  if (account === undefined || network === undefined) {
    return Result.fail(
      new WalletRequestFailedError({ method: family.connect.feature, cause: output }),
    )
  }
  const addresses = accounts.map(({ address }) => address)
  return Result.succeed({
    info,
    namespace: family.namespace,
    accounts: addresses,
    // A chain family's wallet names a network by its CAIP-2 id or the family's own name for it.
    chainId: network.id,
    handle: session.handleOf(wallet, account),
    subscribe: (handlers) => subscribeWallet(session, wallet, site, addresses, handlers),
  })
}

/**
 * The family's session part (`WalletStandardFamily.session`), imported on the first connect or
 * restore; an import that fails (its chunk did not download) fails that connect as a request
 * the kit could not make, and the next one tries again.
 */
const sessionPartOf = (
  family: WalletStandardFamily,
): Effect.Effect<WalletStandardSession, WalletRequestFailedError> =>
  Effect.catchDefect(Effect.promise(family.session), (cause) =>
    Effect.fail(new WalletRequestFailedError({ method: family.connect.feature, cause })),
  )

/**
 * A Wallet Standard wallet as a connector of the family's sessions: the family's connect
 * feature to connect (it may prompt); to restore, its silent form when the family has one,
 * else the accounts the wallet lists for the page (neither prompts); `standard:disconnect`
 * (when it has it) to end the session on its side too. The family's session part is imported
 * before the wallet is asked anything.
 */
export const standardWalletConnector = (
  family: WalletStandardFamily,
  wallet: StandardWallet,
  site: WalletStandardSite,
): Connector => {
  const info = standardWalletInfo(family, wallet)
  const { feature, input, silentInput } = family.connect
  const connect = (args: ReadonlyArray<unknown>) =>
    Effect.flatMap(sessionPartOf(family), (session) =>
      Effect.flatMap(walletStandardRequest(wallet, feature, "connect", ...args), (output) =>
        Effect.fromResult(sessionOf(family, session, wallet, info, site, output)),
      ),
    )
  const restore =
    silentInput === undefined
      ? Effect.result(
          Effect.flatMap(sessionPartOf(family), (session) =>
            Effect.fromResult(
              sessionOf(family, session, wallet, info, site, {
                accounts: guarded(() => wallet.accounts),
              }),
            ),
          ),
        )
      : Effect.result(connect(silentInput))
  return {
    info,
    connect: () => connect(input),
    // A wallet that is asked shows its prompt already: a second click waits for that one.
    keepsPending: () => true,
    restore: Effect.map(restore, (outcome) =>
      Result.isSuccess(outcome) ? outcome.success : undefined,
    ),
    // Best effort, as for an EVM wallet: disconnecting must not wait on the wallet's answer.
    disconnect: () =>
      Effect.ignore(walletStandardRequest(wallet, "standard:disconnect", "disconnect")),
  }
}
