import { Predicate } from "effect"
import { type ConnectedWallet, type WalletConnectHandle, walletConnectHandleOf } from "../../core"
import { currentSolanaAccounts, type StandardAccount, type StandardWallet } from "./StandardWallet"
import { walletConnectSolanaHandle } from "./walletConnectSolanaWallet"

/**
 * What a Solana wallet's session carries for the Solana adapter (`FamilyWallet.handle`): the
 * Wallet Standard wallet and the account it authorised at connect. Another Solana connector
 * reaches the adapter by presenting its wallet through the same Wallet Standard features: a
 * WalletConnect session's Solana wallet is presented so (walletConnectSolanaHandle).
 */
export interface SolanaWalletHandle {
  readonly wallet: StandardWallet
  readonly account: StandardAccount
}

const isSolanaWalletHandle = (handle: unknown): handle is SolanaWalletHandle =>
  Predicate.hasProperty(handle, "wallet") &&
  Predicate.hasProperty(handle.wallet, "features") &&
  Predicate.hasProperty(handle.wallet, "accounts") &&
  Predicate.hasProperty(handle, "account") &&
  Predicate.hasProperty(handle.account, "address")

/**
 * The handle of a Solana wallet's session. Handed an EVM wallet, or a session some other
 * connector made, it throws: the kernel asks the Solana adapter about Solana wallets only,
 * so that would be a defect.
 */
export const solanaHandleOf = (wallet: ConnectedWallet): SolanaWalletHandle => {
  if (wallet.namespace === "solana" && isSolanaWalletHandle(wallet.handle)) return wallet.handle
  const session = walletConnectHandleOf(wallet)
  if (wallet.namespace === "solana" && session !== undefined) {
    const presented =
      presentedSessions.get(session) ?? walletConnectSolanaHandle(session, wallet.info.name)
    if (presented !== undefined) {
      presentedSessions.set(session, presented)
      return presented
    }
  }
  throw new Error(`The ${wallet.namespace} wallet ${wallet.info.id} has no Solana wallet handle`)
}

/**
 * A WalletConnect session's Solana wallet as the adapter asks it, made once per session (the
 * same wallet and account each time the adapter is handed the session).
 */
const presentedSessions = new WeakMap<WalletConnectHandle, SolanaWalletHandle>()

/**
 * The account the session acts with now: the wallet's current Solana account (a wallet lists
 * the one its user picked first), else the one it authorised at connect.
 */
export const sessionAccountOf = (handle: SolanaWalletHandle): StandardAccount =>
  currentSolanaAccounts(handle.wallet)[0] ?? handle.account

/** The wallet's current Solana account with `address` (base58 compares exactly), if any. */
export const accountWithAddress = (
  handle: SolanaWalletHandle,
  address: string,
): StandardAccount | undefined =>
  currentSolanaAccounts(handle.wallet).find((account) => account.address === address) ??
  (handle.account.address === address ? handle.account : undefined)
