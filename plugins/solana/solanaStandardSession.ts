import type { WalletStandardSession } from "../../core"
import { solanaAccountsIn } from "./StandardWallet"

/**
 * What a Solana Wallet Standard session needs once the visitor picked the wallet (imported
 * then, with the address checks it brings): the Solana accounts among a wallet's accounts, and
 * the handle the Solana adapter reads (`SolanaWalletHandle`: the wallet and the account).
 */
export const solanaStandardSession: WalletStandardSession = {
  accountsIn: solanaAccountsIn,
  handleOf: (wallet, account) => ({ wallet, account }),
}
