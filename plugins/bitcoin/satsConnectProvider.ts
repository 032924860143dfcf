import { Effect, Predicate } from "effect"
import {
  type CaipNetwork,
  methodNotSupportedCode,
  toWalletRequestError,
  UserRejectedRequestError,
  type WalletRequestError,
  WalletRpcError,
} from "../../core"
import { isBitcoinAddress } from "./bitcoinAddress"

/**
 * A Bitcoin provider of the sats-connect interface as a wallet injects it (Xverse's
 * `window.XverseProviders.BitcoinProvider`): `request(method, params)` answering a JSON-RPC
 * response, `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message } }`.
 */
export interface SatsConnectProvider {
  readonly request: (method: string, params?: unknown) => unknown
}

/** A sats-connect provider the page lists, with the name and icon it gives. */
export interface ListedSatsConnectProvider {
  /** Where it is on `window`, dotted (`XverseProviders.BitcoinProvider`). */
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  readonly provider: SatsConnectProvider
}

/** A `payment` account a provider answered: its address and public key (hex). */
export interface SatsConnectAccount {
  readonly address: string
  readonly publicKey: string
  readonly addressType: string | undefined
}

/** sats-connect's `RpcErrorCode.USER_REJECTION`, and its "method not found". */
const satsConnectRejectedCode = -32000
const satsConnectMethodNotFoundCode = -32601

/** Xverse's provider, when no `btc_providers` entry lists it. */
const xverseProviderId = "XverseProviders.BitcoinProvider"

const isProvider = (value: unknown): value is SatsConnectProvider =>
  Predicate.hasProperty(value, "request") && typeof value.request === "function"

/** The value at a dotted path of `window` (how sats-connect finds a provider by its id). */
const atPath = (path: string): unknown => {
  try {
    return path
      .split(".")
      .reduce<unknown>(
        (value, key) => (Predicate.hasProperty(value, key) ? value[key] : undefined),
        globalThis,
      )
  } catch {
    return undefined
  }
}

const textOf = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 ? value : undefined

/**
 * The sats-connect providers on the page: those `window.btc_providers` lists (id, name, icon;
 * the id is where the provider is on `window`), then Xverse's when no entry names it. An entry
 * whose id reaches no provider with `request` is left out; an id listed twice counts once.
 */
export const listSatsConnectProviders = (): ReadonlyArray<ListedSatsConnectProvider> => {
  const entries = atPath("btc_providers")
  const listed = (Array.isArray(entries) ? entries : []).flatMap(
    (entry: unknown): ReadonlyArray<ListedSatsConnectProvider> => {
      if (!Predicate.hasProperty(entry, "id")) return []
      const id = textOf(entry.id)
      const provider = id === undefined ? undefined : atPath(id)
      if (id === undefined || !isProvider(provider)) return []
      const name = Predicate.hasProperty(entry, "name") ? textOf(entry.name) : undefined
      const icon = Predicate.hasProperty(entry, "icon") ? textOf(entry.icon) : undefined
      return [{ id, name: name ?? id, icon, provider }]
    },
  )
  const xverse = atPath(xverseProviderId)
  const all =
    isProvider(xverse) && !listed.some(({ id }) => id === xverseProviderId)
      ? [...listed, { id: xverseProviderId, name: "Xverse", icon: undefined, provider: xverse }]
      : listed
  return all.filter((each, index) => all.findIndex(({ id }) => id === each.id) === index)
}

const codeOf = (error: unknown): number | undefined =>
  Predicate.hasProperty(error, "code") && typeof error.code === "number" ? error.code : undefined

/** What a provider's error (answered or thrown) is for the kit. */
const requestError = (method: string, error: unknown): WalletRequestError => {
  const code = codeOf(error)
  if (code === satsConnectRejectedCode) return new UserRejectedRequestError({ code, cause: error })
  if (code === satsConnectMethodNotFoundCode) {
    return new WalletRpcError({
      code: methodNotSupportedCode,
      message: `The wallet does not support ${method}.`,
    })
  }
  return toWalletRequestError(method, error)
}

/**
 * Asks the provider `method` (it may prompt; no timeout) and gives the response's `result`.
 * An `error` in the response or a throw fails: sats-connect's -32000 (or 4001) is
 * `UserRejectedRequestError`, its -32601 4200 "Unsupported Method", another a wallet request
 * error naming the method.
 */
export const satsConnectRequest = (
  provider: SatsConnectProvider,
  method: string,
  params?: unknown,
): Effect.Effect<unknown, WalletRequestError> =>
  Effect.flatMap(
    Effect.tryPromise({
      try: async () => provider.request(method, params),
      catch: (cause) => requestError(method, cause),
    }),
    (response) =>
      Predicate.hasProperty(response, "error") && response.error != null
        ? Effect.fail(requestError(method, response.error))
        : Effect.succeed(Predicate.hasProperty(response, "result") ? response.result : undefined),
  )

const isPaymentAccount = (value: unknown): value is SatsConnectAccount & { purpose?: unknown } =>
  Predicate.hasProperty(value, "address") &&
  typeof value.address === "string" &&
  isBitcoinAddress(value.address) &&
  Predicate.hasProperty(value, "publicKey") &&
  typeof value.publicKey === "string" &&
  (!Predicate.hasProperty(value, "purpose") || value.purpose === "payment")

/**
 * The payment accounts in a provider's answer: `getAccounts`' list, or `wallet_connect`'s and
 * `wallet_getAccount`'s `{ addresses }`.
 */
export const satsConnectPaymentAccounts = (result: unknown): ReadonlyArray<SatsConnectAccount> => {
  const list = Predicate.hasProperty(result, "addresses") ? result.addresses : result
  return (Array.isArray(list) ? list : []).filter(isPaymentAccount).map((account) => ({
    address: account.address,
    publicKey: account.publicKey,
    addressType: Predicate.hasProperty(account, "addressType")
      ? textOf(account.addressType)
      : undefined,
  }))
}

/** The CAIP-2 ids of Bitcoin's mainnet and regtest (every test network shares testnet's encodings). */
const mainnetId = "bip122:000000000019d6689c085ae165831e93"
const regtestId = "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"

const isMainnetAddress = (address: string): boolean =>
  /^bc1/i.test(address) || /^[13]/.test(address)

/**
 * Whether a sats-connect `address` can be on the Bitcoin `network`: a provider says no chain
 * beside it, so the address's encoding tells (bc1…, 1…, 3… mainnet; bcrt1… regtest; tb1…
 * and the test base58 versions a test network).
 */
export const addressOnNetwork = (address: string, network: CaipNetwork): boolean => {
  const id = network.caipNetworkId
  if (isMainnetAddress(address)) return id === mainnetId
  if (/^bcrt1/i.test(address)) return id === regtestId
  if (/^tb1/i.test(address)) return id !== mainnetId && id !== regtestId
  return id !== mainnetId
}
