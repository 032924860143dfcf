import type { StandardAccount, StandardWallet, WalletStandardSession } from "../../core"
import { paymentAccountsIn } from "./bitcoinStandardWallet"
import { madeHandles } from "./madeHandles"

/**
 * What a Bitcoin Wallet Standard wallet's session carries for the Bitcoin adapter
 * (`FamilyWallet.handle`): the wallet and the payment account it authorised at connect.
 */
export interface BitcoinStandardHandle {
  readonly kind: "bitcoinWalletStandard"
  readonly wallet: StandardWallet
  readonly account: StandardAccount
}

const handles = madeHandles<BitcoinStandardHandle>()

/** The handle of a session this file made, or undefined for any other. */
export const bitcoinStandardHandleOf = handles.of

/**
 * What a Bitcoin Wallet Standard session needs once the visitor picked the wallet (imported
 * then, with the address checks it brings): the payment accounts among a wallet's accounts,
 * and the handle the Bitcoin adapter reads.
 */
export const bitcoinStandardSession: WalletStandardSession = {
  accountsIn: paymentAccountsIn,
  handleOf: (wallet, account) => handles.made({ kind: "bitcoinWalletStandard", wallet, account }),
}
