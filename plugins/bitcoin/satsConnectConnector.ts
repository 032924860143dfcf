import { Effect, Predicate, Result } from "effect"
import {
  type CaipNetwork,
  type Connector,
  type ConnectorInfo,
  type FamilyWallet,
  methodNotSupportedCode,
  type WalletRequestError,
  WalletRequestFailedError,
  WalletRpcError,
  type WalletSessionEvents,
} from "../../core"
import { madeHandles } from "./madeHandles"
import {
  addressOnNetwork,
  type SatsConnectAccount,
  type SatsConnectProvider,
  satsConnectPaymentAccounts,
  satsConnectRequest,
} from "./satsConnectProvider"

/**
 * What a sats-connect wallet's session carries for the Bitcoin adapter (`FamilyWallet.handle`):
 * the provider and the payment account it gave at connect, and the network that account is on.
 */
export interface SatsConnectHandle {
  readonly kind: "satsConnect"
  readonly provider: SatsConnectProvider
  readonly account: SatsConnectAccount
  readonly network: CaipNetwork
}

const handles = madeHandles<SatsConnectHandle>()

/** The handle of a session this file made, or undefined for any other. */
export const satsConnectHandleOf = handles.of

/** The payment accounts' addresses of an `accountChange` event, when it says them. */
const addressesOfEvent = (event: unknown): ReadonlyArray<string> | undefined =>
  Predicate.hasProperty(event, "addresses")
    ? satsConnectPaymentAccounts(event).map(({ address }) => address)
    : undefined

/**
 * Follows the provider's events when it has `addListener` (Xverse's): `accountChange` with
 * payment addresses tells them (none ends the session), `disconnect` ends it.
 */
const subscribeProvider =
  (provider: SatsConnectProvider, connected: ReadonlyArray<string>) =>
  (handlers: WalletSessionEvents): (() => void) => {
    if (!Predicate.hasProperty(provider, "addListener")) return () => undefined
    const addListener = provider.addListener
    if (typeof addListener !== "function") return () => undefined
    let told = connected
    const listen = (event: string, listener: (payload: unknown) => void): unknown => {
      try {
        return Reflect.apply(addListener, provider, [event, listener])
      } catch {
        return undefined
      }
    }
    const stops = [
      listen("accountChange", (event) => {
        const addresses = addressesOfEvent(event)
        if (addresses === undefined) return
        if (addresses.length === 0) return handlers.disconnect()
        if (addresses.join("\n") === told.join("\n")) return
        told = addresses
        handlers.accountsChanged(addresses)
      }),
      listen("disconnect", () => handlers.disconnect()),
    ]
    return () => {
      for (const stop of stops) {
        try {
          if (typeof stop === "function") Reflect.apply(stop, undefined, [])
        } catch {}
      }
    }
  }

/**
 * The session a provider's answer gives: its payment accounts, on the site's network the first
 * one's address is on. It fails when the answer has no payment account, or none on a network
 * the site configured.
 */
const sessionOf = (
  provider: SatsConnectProvider,
  info: ConnectorInfo,
  networks: ReadonlyArray<CaipNetwork>,
  method: string,
  result: unknown,
): Result.Result<FamilyWallet, WalletRequestError> => {
  const accounts = satsConnectPaymentAccounts(result)
  const account = accounts[0]
  const network =
    account === undefined
      ? undefined
      : networks.find((each) => addressOnNetwork(account.address, each))
  if (account === undefined || network === undefined) {
    return Result.fail(new WalletRequestFailedError({ method, cause: result }))
  }
  const addresses = accounts.map(({ address }) => address)
  const handle = handles.made({ kind: "satsConnect", provider, account, network })
  return Result.succeed({
    info,
    namespace: "bip122",
    accounts: addresses,
    chainId: network.id,
    handle,
    subscribe: subscribeProvider(provider, addresses),
  })
}

const isUnsupported = (error: WalletRequestError): boolean =>
  error instanceof WalletRpcError && error.code === methodNotSupportedCode

/**
 * `wallet_connect` for payment accounts; a provider without it (4200) is asked the older
 * `getAccounts`.
 */
const askAccounts = (provider: SatsConnectProvider) =>
  Effect.catchIf(
    Effect.map(
      satsConnectRequest(provider, "wallet_connect", { purposes: ["payment"] }),
      (result) => ({
        method: "wallet_connect",
        result,
      }),
    ),
    isUnsupported,
    () =>
      Effect.map(
        satsConnectRequest(provider, "getAccounts", { purposes: ["payment"] }),
        (result) => ({
          method: "getAccounts",
          result,
        }),
      ),
  )

/**
 * A sats-connect provider as a connector: `wallet_connect` (or `getAccounts`) for `payment`
 * accounts (the spec's default Bitcoin account type) to connect; to restore, `wallet_getAccount`,
 * which answers without a prompt (a provider without it does not restore);
 * `wallet_disconnect` (else `wallet_renouncePermissions`) to disconnect.
 */
export const satsConnectConnector = (
  provider: SatsConnectProvider,
  info: ConnectorInfo,
  networks: ReadonlyArray<CaipNetwork>,
): Connector => {
  return {
    info,
    connect: () =>
      Effect.flatMap(askAccounts(provider), ({ method, result }) =>
        Effect.fromResult(sessionOf(provider, info, networks, method, result)),
      ),
    restore: Effect.match(satsConnectRequest(provider, "wallet_getAccount"), {
      onFailure: () => undefined,
      onSuccess: (result) => {
        const outcome = sessionOf(provider, info, networks, "wallet_getAccount", result)
        return Result.isSuccess(outcome) ? outcome.success : undefined
      },
    }),
    disconnect: () =>
      Effect.ignore(
        Effect.catchIf(satsConnectRequest(provider, "wallet_disconnect"), isUnsupported, () =>
          satsConnectRequest(provider, "wallet_renouncePermissions"),
        ),
      ),
  }
}
