import type { StandardAccount, StandardWallet, WalletStandardSession } from "../../core"
import { paymentAccountsIn } from "./bitcoinStandardWallet"

/**
 * What a Bitcoin Wallet Standard wallet's session carries for the Bitcoin adapter
 * (`FamilyWallet.handle`): the wallet and the payment account it authorised at connect.
 */
export interface BitcoinStandardHandle {
  readonly kind: "bitcoinWalletStandard"
  readonly wallet: StandardWallet
  readonly account: StandardAccount
}

// The handles this file made: only those are taken as one (a handle is the kit's own object).
const madeHandles = new WeakSet<object>()

/** The handle of a session this file made, or undefined for any other. */
export const bitcoinStandardHandleOf = (handle: unknown): BitcoinStandardHandle | undefined =>
  isBitcoinStandardHandle(handle) ? handle : undefined

const isBitcoinStandardHandle = (handle: unknown): handle is BitcoinStandardHandle =>
  typeof handle === "object" && handle !== null && madeHandles.has(handle)

/**
 * What a Bitcoin Wallet Standard session needs once the visitor picked the wallet (imported
 * then, with the address checks it brings): the payment accounts among a wallet's accounts,
 * and the handle the Bitcoin adapter reads.
 */
export const bitcoinStandardSession: WalletStandardSession = {
  accountsIn: paymentAccountsIn,
  handleOf: (wallet, account) => {
    const handle: BitcoinStandardHandle = { kind: "bitcoinWalletStandard", wallet, account }
    madeHandles.add(handle)
    return handle
  },
}
