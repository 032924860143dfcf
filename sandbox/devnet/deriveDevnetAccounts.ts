import { type Address, type Hex, toHex } from "viem"
import { mnemonicToAccount } from "viem/accounts"

/** A funded devnet account and its private key (devnet keys are public by design). */
export interface DevnetAccount {
  readonly address: Address
  readonly privateKey: Hex
}

/** The standard Hardhat and Foundry test mnemonic; anvil funds the accounts it derives. */
export const devnetMnemonic = "test test test test test test test test test test test junk"

// Each derivation re-stretches the mnemonic (tens of milliseconds); devnets that share a
// mnemonic share the result.
const derived = new Map<string, DevnetAccount[]>()

/**
 * The first `count` accounts of `mnemonic` on the Ethereum path m/44'/60'/0'/0/i, as
 * anvil derives them.
 */
export const deriveDevnetAccounts = (
  mnemonic: string,
  count: number,
): ReadonlyArray<DevnetAccount> => {
  const accounts = derived.get(mnemonic) ?? []
  derived.set(mnemonic, accounts)
  for (let index = accounts.length; index < count; index++) {
    const account = mnemonicToAccount(mnemonic, { addressIndex: index })
    const privateKey = account.getHdKey().privateKey
    if (privateKey === null) throw new Error(`No private key at index ${index}`)
    accounts.push({ address: account.address, privateKey: toHex(privateKey) })
  }
  return accounts.slice(0, count)
}
