import type { IdentifierString, WalletAccount } from "@wallet-standard/base"
import {
  WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED,
  WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
  WalletStandardError,
} from "@wallet-standard/errors"
import type { StandardEventsChangeProperties } from "@wallet-standard/features"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import {
  loadStandardTestWalletState,
  type StandardTestWalletState,
  saveStandardTestWalletState,
} from "./StandardTestWalletState"

/** A key a test wallet holds for one account: the account's address and public key, at least. */
export interface StandardTestWalletKey {
  readonly address: string
  readonly publicKey: Uint8Array
}

/** What the session is made of. */
export interface StandardTestWalletSessionOptions<Key extends StandardTestWalletKey> {
  readonly walletName: string
  /** The wallet's keys, one an account, in order. */
  readonly keys: ReadonlyArray<Key>
  readonly chains: ReadonlyArray<IdentifierString>
  /** The features every account supports (the wallet's signing features). */
  readonly accountFeatures: ReadonlyArray<IdentifierString>
  /** The label of the account at `index` (0-based), as the wallet shows it. */
  readonly accountLabel: (index: number) => string
  readonly storage: TestWalletStorage | undefined
  /** The key the state is remembered under in `storage`, the wallet's own. */
  readonly storageKey: string
}

/**
 * What a Wallet Standard test wallet holds for the site: whether it is authorised, which
 * account is current (both remembered in `storage`), the accounts as Wallet Standard objects,
 * and the `change` listeners told whenever the authorised accounts change.
 */
export const createStandardTestWalletSession = <Key extends StandardTestWalletKey>(
  options: StandardTestWalletSessionOptions<Key>,
) => {
  const { keys, chains, accountFeatures, storage, storageKey } = options
  let state: StandardTestWalletState = loadStandardTestWalletState(storage, storageKey) ?? {
    connected: false,
    accountIndex: 0,
  }
  if (keys[state.accountIndex] === undefined) state = { ...state, accountIndex: 0 }
  const setState = (next: StandardTestWalletState) => {
    state = next
    saveStandardTestWalletState(storage, storageKey, state)
  }

  // One frozen object per account: an app may compare accounts by identity across events.
  const accounts: ReadonlyArray<WalletAccount> = keys.map((key, index) =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey.slice(),
      chains: Object.freeze([...chains]),
      features: Object.freeze([...accountFeatures]),
      label: options.accountLabel(index),
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
    /** The current account and its key, authorised or not. */
    current,
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
    keyFor: (account: WalletAccount): Key => {
      const now = current()
      if (!state.connected || account.address !== now.account.address) {
        throw new WalletStandardError(WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND, {
          address: account.address,
          walletName: options.walletName,
        })
      }
      return now.key
    },
    /**
     * Refuses a chain the wallet does not declare, with the standard's
     * WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED; no chain is fine.
     */
    checkChain: (
      chain: IdentifierString | undefined,
      account: WalletAccount,
      featureName: string,
    ): void => {
      if (chain === undefined || chains.includes(chain)) return
      throw new WalletStandardError(
        WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED,
        {
          address: account.address,
          chain,
          featureName,
          supportedChains: [...chains],
          supportedFeatures: [...accountFeatures],
        },
      )
    },
    /** The remembered state (a copy). */
    state: (): StandardTestWalletState => ({ ...state }),
  }
}

/** The session of a test wallet whose keys are `Key`. */
export type StandardTestWalletSession<Key extends StandardTestWalletKey> = ReturnType<
  typeof createStandardTestWalletSession<Key>
>
