import { isStandardAccountShape, type StandardAccount } from "../../core"
import { isBitcoinAddress } from "./bitcoinAddress"

/**
 * Whether an account a wallet handed over is a `payment` account the kit can use: a Wallet
 * Standard account whose address is a Bitcoin address, and whose purpose is `payment` when told
 * (a wallet that answers `purposes: ["payment"]` may leave it out).
 */
const isPaymentAccount = (value: unknown): value is StandardAccount =>
  isStandardAccountShape(value) &&
  isBitcoinAddress(value.address) &&
  (!("purpose" in value) || value.purpose === "payment")

/** The payment accounts among what a wallet gave as its accounts, in its order. */
export const paymentAccountsIn = (accounts: unknown): ReadonlyArray<StandardAccount> =>
  Array.isArray(accounts) ? accounts.filter(isPaymentAccount) : []
