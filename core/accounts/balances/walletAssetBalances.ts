import { Effect } from "effect"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import type { Eip1193Provider } from "../../connectors/Eip1193Provider"
import { sanitizeIcon } from "../../connectors/sanitizeIcon"
import { type WalletRequestError, walletRequest } from "../../connectors/walletRequest"
import { walletAssetsTimeout } from "../../Schedules"
import {
  validateWalletAssetsResponse,
  type WalletAsset,
  type WalletAssetsInvalidError,
} from "../../validation/validateWalletAssets"
import type { TokenBalance } from "../TokenBalance"
import { formatTokenAmount } from "./formatTokenAmount"
import {
  WalletAssetsMissingError,
  WalletAssetsTimeoutError,
  WalletAssetsUnsupportedError,
} from "./WalletAssetsErrors"

/** Why the wallet's own asset list could not be used; the provider API is asked instead. */
export type WalletAssetsError =
  | WalletAssetsUnsupportedError
  | WalletAssetsTimeoutError
  | WalletAssetsMissingError
  | WalletRequestError
  | WalletAssetsInvalidError

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The value under the hex chain id key naming `chainId` ("0x1", "0x01" and "0X1" alike). */
const entryFor = <A>(byChain: Readonly<Record<string, A>>, chainId: number): A | undefined => {
  for (const [key, value] of Object.entries(byChain)) {
    if (/^0x[0-9a-f]+$/i.test(key) && Number.parseInt(key.slice(2), 16) === chainId) return value
  }
  return undefined
}

/**
 * Whether a wallet_getCapabilities answer (EIP-5792) advertises asset discovery (EIP-7811) on
 * `chainId`: `{ [hexChainId]: { assetDiscovery: { supported: true } } }`, or under "0x0",
 * which EIP-5792 uses for capabilities of every chain.
 */
export const supportsAssetDiscovery = (capabilities: unknown, chainId: number): boolean => {
  if (!isRecord(capabilities)) return false
  return [entryFor(capabilities, chainId), entryFor(capabilities, 0)].some(
    (entry) =>
      isRecord(entry) && isRecord(entry.assetDiscovery) && entry.assetDiscovery.supported === true,
  )
}

/** One validated wallet asset as the kit's token balance on `network` (native: no address). */
export const walletAssetToTokenBalance = (
  asset: WalletAsset,
  network: CaipNetwork,
): TokenBalance => {
  const { metadata } = asset
  const numeric = formatTokenAmount(BigInt(asset.balance), metadata.decimals)
  const price = metadata.price ?? 0
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId: network.caipNetworkId,
    ...(asset.type === "NATIVE" ? {} : { address: asset.address }),
    // EIP-7811 wallets send no value: it follows from the price when the wallet gave one.
    value: metadata.value ?? price * Number(numeric),
    price,
    quantity: { decimals: String(metadata.decimals), numeric },
    iconUrl: sanitizeIcon(metadata.iconUrl) ?? "",
  }
}

const ask = (provider: Eip1193Provider, method: string, params: unknown) =>
  walletRequest(provider, method, params).pipe(
    Effect.timeoutOrElse({
      duration: walletAssetsTimeout,
      orElse: () => Effect.fail(new WalletAssetsTimeoutError({ method })),
    }),
  )

/**
 * The balances of `address` on the EVM `network` as its wallet lists them (issue 15, spec 5):
 * when the wallet advertises asset discovery for the chain (wallet_getCapabilities), its
 * wallet_getAssets answer for `[{ account, chainFilter: [hexChainId] }]`, validated (types
 * in any case; tokens with decimals 0 dropped) and read as token balances. Fails when the
 * wallet does not offer it, does not answer in time, fails, answers something malformed, or
 * lists nothing under the chain asked for: the caller then asks the provider API.
 */
export const walletAssetBalances = (
  provider: Eip1193Provider,
  address: string,
  network: CaipNetwork,
): Effect.Effect<ReadonlyArray<TokenBalance>, WalletAssetsError> =>
  Effect.gen(function* () {
    const chainId = Number(network.id)
    const unsupported = new WalletAssetsUnsupportedError({ caipNetworkId: network.caipNetworkId })
    if (network.chainNamespace !== "eip155" || !Number.isSafeInteger(chainId)) {
      return yield* unsupported
    }
    const capabilities = yield* ask(provider, "wallet_getCapabilities", [address])
    if (!supportsAssetDiscovery(capabilities, chainId)) return yield* unsupported
    const hexChainId = `0x${chainId.toString(16)}`
    const answer = yield* ask(provider, "wallet_getAssets", [
      { account: address, chainFilter: [hexChainId] },
    ])
    const byChain = yield* Effect.fromResult(validateWalletAssetsResponse(answer))
    const assets = entryFor(byChain, chainId)
    if (assets === undefined) {
      return yield* new WalletAssetsMissingError({ caipNetworkId: network.caipNetworkId })
    }
    return assets.map((asset) => walletAssetToTokenBalance(asset, network))
  })
