import type { IdentifierString, WalletAccount } from "@wallet-standard/base"
import {
  WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
  WalletStandardError,
} from "@wallet-standard/errors"
import type { StandardEventsChangeProperties } from "@wallet-standard/features"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import {
  type BitcoinTestWalletState,
  loadBitcoinTestWalletState,
  saveBitcoinTestWalletState,
} from "./BitcoinTestWalletState"
import type { BitcoinTestWalletKey } from "./bitcoinTestWalletKey"

/** The features an account of the wallet supports. */
export const bitcoinTestAccountFeatures: ReadonlyArray<IdentifierString> = ["bitcoin:signMessage"]

/** What the session is made of. */
export interface BitcoinTestWalletSessionOptions {
  readonly walletName: string
  readonly keys: ReadonlyArray<BitcoinTestWalletKey>
  readonly chains: ReadonlyArray<IdentifierString>
  readonly storage: TestWalletStorage | undefined
}

/**
 * What the wallet holds for the site: whether it is authorised, which account is current
 * (both remembered in `storage`), the accounts as Wallet Standard objects (payment accounts:
 * P2WPKH), and the `change` listeners told whenever the authorised accounts change.
 */
export const createBitcoinTestWalletSession = (options: BitcoinTestWalletSessionOptions) => {
  const { keys, chains } = options
  let state: BitcoinTestWalletState = loadBitcoinTestWalletState(options.storage) ?? {
    connected: false,
    accountIndex: 0,
  }
  if (keys[state.accountIndex] === undefined) state = { ...state, accountIndex: 0 }
  const setState = (next: BitcoinTestWalletState) => {
    state = next
    saveBitcoinTestWalletState(options.storage, state)
  }

  // One frozen object per account: an app may compare accounts by identity across events.
  const accounts: ReadonlyArray<WalletAccount> = keys.map((key, index) =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey.slice(),
      chains: Object.freeze([...chains]),
      features: Object.freeze([...bitcoinTestAccountFeatures]),
      label: `Payment account ${index + 1}`,
    }),
  )
  const current = () => {
    const key = keys[state.accountIndex]
    const account = accounts[state.accountIndex]
    if (key === undefined || account === undefined) {
      throw new RangeError(`No account at ${state.accountIndex}`)
    }
    return { key, account }
  }
  const authorized = (): ReadonlyArray<WalletAccount> =>
    state.connected ? [current().account] : []

  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>()
  const emitAccounts = () => {
    const properties = { accounts: authorized() }
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        // An app listener's bug must not break the wallet; surface it as a browser would.
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  return {
    /** The accounts the site may use now: the current one once authorised, else none. */
    authorized,
    /** Adds a `change` listener; gives the function that removes it. */
    onChange: (listener: (properties: StandardEventsChangeProperties) => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Authorises the site (the visitor connected). */
    grant: () => {
      if (state.connected) return
      setState({ ...state, connected: true })
      emitAccounts()
    },
    /** Ends the site's authorisation, from either side. */
    revoke: () => {
      if (!state.connected) return
      setState({ ...state, connected: false })
      emitAccounts()
    },
    /** Makes the account at `index` current, telling the site when it is authorised. */
    setAccount: (index: number) => {
      if (keys[index] === undefined) {
        throw new RangeError(`The wallet has ${keys.length} accounts; none at ${index}`)
      }
      if (index === state.accountIndex) return
      setState({ ...state, accountIndex: index })
      if (state.connected) emitAccounts()
    },
    /**
     * The key to act as `account` with: only the site's authorised, current account; any
     * other fails with the standard's WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND.
     */
    keyFor: (account: WalletAccount): BitcoinTestWalletKey => {
      const now = current()
      if (!state.connected || account.address !== now.account.address) {
        throw new WalletStandardError(WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND, {
          address: account.address,
          walletName: options.walletName,
        })
      }
      return now.key
    },
    /** The remembered state (a copy). */
    state: (): BitcoinTestWalletState => ({ ...state }),
  }
}
