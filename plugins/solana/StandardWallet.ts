import { base58 } from "@scure/base"
import type { Wallets } from "@wallet-standard/app"
import { Predicate } from "effect"

/**
 * A wallet registered with the Wallet Standard, as `getWallets()` lists it. Named through
 * `@wallet-standard/app`, the one Wallet Standard package the kit depends on.
 */
export type StandardWallet = ReturnType<Wallets["get"]>[number]

/** An account a Wallet Standard wallet has authorised the page to use. */
export type StandardAccount = StandardWallet["accounts"][number]

/** A Wallet Standard feature name: `standard:connect`, `solana:signMessage`... */
export type StandardFeatureName = `${string}:${string}`

/** The namespace prefix of a Solana chain in the Wallet Standard (CAIP-2's `solana:`). */
const solanaChainPrefix = "solana:"

/** Bytes in an ed25519 public key, which a Solana address is the base58 text of. */
const solanaPublicKeyLength = 32

/**
 * Calls `method` of the wallet's feature `feature` with `args`, on the feature object (some
 * wallets' features use `this`); undefined when the wallet has no such feature or method.
 * Everything a wallet answers is untrusted: the caller reads it as `unknown`.
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

/** Whether `address` is a Solana address: the base58 text of 32 bytes. */
export const isSolanaAddress = (address: unknown): address is string => {
  if (typeof address !== "string") return false
  try {
    return base58.decode(address).length === solanaPublicKeyLength
  } catch {
    return false
  }
}

/** Whether `chain` is a Solana chain (`solana:<genesis hash prefix>`). */
export const isSolanaChain = (chain: string): boolean => chain.startsWith(solanaChainPrefix)

const isTextList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

/**
 * Whether an account a wallet handed over is a Solana account the kit can use: a Solana
 * address, its public key, and the chains and features it lists, one chain at least Solana's.
 */
const isSolanaAccount = (value: unknown): value is StandardAccount =>
  Predicate.hasProperty(value, "address") &&
  isSolanaAddress(value.address) &&
  Predicate.hasProperty(value, "publicKey") &&
  value.publicKey instanceof Uint8Array &&
  Predicate.hasProperty(value, "chains") &&
  isTextList(value.chains) &&
  value.chains.some(isSolanaChain) &&
  Predicate.hasProperty(value, "features") &&
  isTextList(value.features)

/**
 * The Solana accounts among what a wallet gave as its accounts (a multi-chain wallet may hand
 * over others too), in its order; nothing when it gave no list.
 */
export const solanaAccountsIn = (accounts: unknown): ReadonlyArray<StandardAccount> =>
  Array.isArray(accounts) ? accounts.filter(isSolanaAccount) : []

/**
 * The Solana accounts the wallet has authorised the page to use now, read without asking it
 * (its `accounts`); nothing when reading them fails.
 */
export const currentSolanaAccounts = (wallet: StandardWallet): ReadonlyArray<StandardAccount> => {
  try {
    return solanaAccountsIn(wallet.accounts)
  } catch {
    return []
  }
}

/** The chains the wallet says it supports; nothing when it says nothing readable. */
export const walletChainsOf = (wallet: StandardWallet): ReadonlyArray<string> => {
  try {
    return isTextList(wallet.chains) ? wallet.chains : []
  } catch {
    return []
  }
}
