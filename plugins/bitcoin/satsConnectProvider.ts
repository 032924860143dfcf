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
import { nonEmptyText, type SatsConnectProvider } from "./discovery/satsConnectDiscovery"

export type { SatsConnectProvider } from "./discovery/satsConnectDiscovery"

/** A `payment` account a provider answered: its address and public key (hex). */
export interface SatsConnectAccount {
  readonly address: string
  readonly publicKey: string
  readonly addressType: string | undefined
}

/** sats-connect's `RpcErrorCode.USER_REJECTION`, and its "method not found". */
const satsConnectRejectedCode = -32000
const satsConnectMethodNotFoundCode = -32601

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
      ? nonEmptyText(account.addressType)
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
