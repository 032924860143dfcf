import type { Wallets } from "@wallet-standard/app"
import { Predicate } from "effect"

/**
 * The Wallet Standard's registry as `getWallets()` of `@wallet-standard/app` gives it. The
 * kernel names its type only: a chain plugin's kit hands it over (`getWallets`), so the
 * package loads with the first family that looks for wallets, never with the kernel.
 */
export type StandardWalletRegistry = Wallets

/**
 * A wallet registered with the Wallet Standard, as the registry lists it. Named through
 * `@wallet-standard/app`, the one Wallet Standard package the kit depends on.
 */
export type StandardWallet = ReturnType<Wallets["get"]>[number]

/** An account a Wallet Standard wallet has authorised the page to use. */
export type StandardAccount = StandardWallet["accounts"][number]

/** A Wallet Standard feature name: `standard:connect`, `solana:signMessage`, `bitcoin:connect`... */
export type StandardFeatureName = `${string}:${string}`

/**
 * Calls `method` of the wallet's feature `feature` with `args`, on the feature object (some
 * wallets' features use `this`); undefined when the wallet has no such feature or method.
 * Everything a wallet answers is untrusted: the caller reads it as `unknown`.
 * @example featureMethod(wallet, "standard:events", "on")?.("change", onChange)
 */
export const featureMethod = (
  wallet: StandardWallet,
  feature: StandardFeatureName,
  method: string,
): ((...args: ReadonlyArray<unknown>) => unknown) | undefined => {
  const value: unknown = wallet.features[feature]
  if (!Predicate.hasProperty(value, method)) return undefined
  const call = value[method]
  return typeof call === "function"
    ? (...args): unknown => Reflect.apply(call, value, args)
    : undefined
}

const isTextList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/**
 * Whether a value a wallet handed over as an account has the Wallet Standard account's shape:
 * a text address, its public key's bytes, and text lists of chains and features. What makes it
 * an account of one chain family (its address's form, its chains, its purpose) is the family's
 * to check on top.
 */
export const isStandardAccountShape = (value: unknown): value is StandardAccount =>
  Predicate.hasProperty(value, "address") &&
  typeof value.address === "string" &&
  Predicate.hasProperty(value, "publicKey") &&
  value.publicKey instanceof Uint8Array &&
  Predicate.hasProperty(value, "chains") &&
  isTextList(value.chains) &&
  Predicate.hasProperty(value, "features") &&
  isTextList(value.features)

/** The chains the wallet says it supports; nothing when it says nothing readable. */
export const walletChainsOf = (wallet: StandardWallet): ReadonlyArray<string> => {
  try {
    return isTextList(wallet.chains) ? wallet.chains : []
  } catch {
    return []
  }
}
