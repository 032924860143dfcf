import { base58 } from "@scure/base"
import { isStandardAccountShape, type StandardAccount, type StandardWallet } from "../../core"

// The Wallet Standard's chain-neutral part is the kernel's (core/connectors/walletStandard/);
// the plugin's files (transfers/ among them) name it from here beside the Solana-specific part.
export {
  featureMethod,
  type StandardAccount,
  type StandardFeatureName,
  type StandardWallet,
  walletChainsOf,
} from "../../core"

/** The namespace prefix of a Solana chain in the Wallet Standard (CAIP-2's `solana:`). */
const solanaChainPrefix = "solana:"

/** Bytes in an ed25519 public key, which a Solana address is the base58 text of. */
const solanaPublicKeyLength = 32

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

/**
 * Whether an account a wallet handed over is a Solana account the kit can use: a Wallet
 * Standard account whose address is a Solana address and whose chains include a Solana one.
 */
const isSolanaAccount = (value: unknown): value is StandardAccount =>
  isStandardAccountShape(value) &&
  isSolanaAddress(value.address) &&
  value.chains.some(isSolanaChain)

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
