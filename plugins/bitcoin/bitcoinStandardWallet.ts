import type { Wallets } from "@wallet-standard/app"
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
 * A wallet registered with the Wallet Standard, as `getWallets()` lists it, and an account it
 * authorised. The Solana plugin names the same types for its own use; a plugin does not import
 * another plugin's files.
 */
export type StandardWallet = ReturnType<Wallets["get"]>[number]
export type StandardAccount = StandardWallet["accounts"][number]

/**
 * The Wallet Standard's Bitcoin extension's names for Bitcoin's networks (what Leather, Exodus
 * and Xverse list in `chains`), by the CAIP-2 id the kit names each with. A wallet may name a
 * network either way.
 */
const standardChainNames: Readonly<Record<string, string>> = {
  "bip122:000000000019d6689c085ae165831e93": "bitcoin:mainnet",
  "bip122:000000000933ea01ad0ee984209779ba": "bitcoin:testnet",
  "bip122:0f9188f13cb7b2c71f2a335e3a4fc328": "bitcoin:regtest",
}

/**
 * Whether a wallet's or account's `chains` include the Bitcoin `network`: by its CAIP-2 id
 * (`bip122:<genesis hash prefix>`) or by the Bitcoin extension's name for it.
 * @example listsBitcoinNetwork(["bitcoin:mainnet"], bitcoin) // true
 */
export const listsBitcoinNetwork = (chains: ReadonlyArray<string>, network: CaipNetwork): boolean =>
  chains.includes(network.caipNetworkId) ||
  (standardChainNames[network.caipNetworkId] !== undefined &&
    chains.includes(standardChainNames[network.caipNetworkId] ?? ""))

const isTextList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/** The chains the wallet says it supports; nothing when it says nothing readable. */
export const walletChainsOf = (wallet: StandardWallet): ReadonlyArray<string> => {
  try {
    return isTextList(wallet.chains) ? wallet.chains : []
  } catch {
    return []
  }
}

/**
 * Whether an account a wallet handed over is a `payment` account the kit can use: a Bitcoin
 * address, its public key, its chains and features, and a purpose that is `payment` when told
 * (a wallet that answers `purposes: ["payment"]` may leave it out).
 */
const isPaymentAccount = (value: unknown): value is StandardAccount =>
  Predicate.hasProperty(value, "address") &&
  typeof value.address === "string" &&
  isBitcoinAddress(value.address) &&
  Predicate.hasProperty(value, "publicKey") &&
  value.publicKey instanceof Uint8Array &&
  Predicate.hasProperty(value, "chains") &&
  isTextList(value.chains) &&
  Predicate.hasProperty(value, "features") &&
  isTextList(value.features) &&
  (!Predicate.hasProperty(value, "purpose") || value.purpose === "payment")

/** The payment accounts among what a wallet gave as its accounts, in its order. */
export const paymentAccountsIn = (accounts: unknown): ReadonlyArray<StandardAccount> =>
  Array.isArray(accounts) ? accounts.filter(isPaymentAccount) : []

/** Calls `method` of the wallet's `feature` on the feature object; undefined when it has none. */
export const featureMethod = (
  wallet: StandardWallet,
  feature: `${string}:${string}`,
  method: string,
): ((...args: ReadonlyArray<unknown>) => unknown) | undefined => {
  const value: unknown = wallet.features[feature]
  if (!Predicate.hasProperty(value, method)) return undefined
  const call = value[method]
  return typeof call === "function"
    ? (...args): unknown => Reflect.apply(call, value, args)
    : undefined
}

/** The Wallet Standard's code for a request the user rejected (@wallet-standard/errors). */
const walletStandardRejectedCode = 4001000

const isWalletStandardRejection = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === "WalletStandardError" &&
  Predicate.hasProperty(error, "context") &&
  Predicate.hasProperty(error.context, "__code") &&
  error.context.__code === walletStandardRejectedCode

/**
 * Asks the wallet with `method` of its `feature` (it may prompt; no timeout). A wallet without
 * the feature answers 4200 "Unsupported Method"; the Wallet Standard's rejection (or a 4001)
 * is `UserRejectedRequestError`, another error a wallet request error naming the feature.
 */
export const bitcoinStandardRequest = (
  wallet: StandardWallet,
  feature: `${string}:${string}`,
  method: string,
  ...args: ReadonlyArray<unknown>
): Effect.Effect<unknown, WalletRequestError> =>
  Effect.suspend(() => {
    const call = featureMethod(wallet, feature, method)
    if (call === undefined) {
      return Effect.fail(
        new WalletRpcError({
          code: methodNotSupportedCode,
          message: `The wallet does not support ${feature}.`,
        }),
      )
    }
    return Effect.tryPromise({
      try: async () => call(...args),
      catch: (cause) =>
        isWalletStandardRejection(cause)
          ? new UserRejectedRequestError({ cause })
          : toWalletRequestError(feature, cause),
    })
  })
