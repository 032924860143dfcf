import type { IdentifierString, WalletAccount } from "@wallet-standard/base"
import {
  WALLET_STANDARD_ERROR__FEATURES__WALLET_ACCOUNT_CHAIN_UNSUPPORTED,
  WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND,
  WalletStandardError,
} from "@wallet-standard/errors"
import type { StandardEventsChangeProperties } from "@wallet-standard/features"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import {
  loadSolanaTestWalletState,
  type SolanaTestWalletState,
  saveSolanaTestWalletState,
} from "./SolanaTestWalletState"
import type { SolanaKeypair } from "./solanaKeypair"

/** The features an account of the wallet supports (every signing feature). */
export const solanaTestAccountFeatures: ReadonlyArray<IdentifierString> = [
  "solana:signAndSendTransaction",
  "solana:signTransaction",
  "solana:signMessage",
  "solana:signIn",
]

/** What the session is made of. */
export interface SolanaTestWalletSessionOptions {
  readonly walletName: string
  readonly keypairs: ReadonlyArray<SolanaKeypair>
  readonly chains: ReadonlyArray<IdentifierString>
  readonly storage: TestWalletStorage | undefined
}

/**
 * What the wallet holds for the site: whether it is authorised, which account is current
 * (both remembered in `storage`), the accounts as Wallet Standard objects, and the `change`
 * listeners told whenever the authorised accounts change.
 */
export const createSolanaTestWalletSession = (options: SolanaTestWalletSessionOptions) => {
  const { keypairs, chains } = options
  let state: SolanaTestWalletState = loadSolanaTestWalletState(options.storage) ?? {
    connected: false,
    accountIndex: 0,
  }
  if (keypairs[state.accountIndex] === undefined) state = { ...state, accountIndex: 0 }
  const setState = (next: SolanaTestWalletState) => {
    state = next
    saveSolanaTestWalletState(options.storage, state)
  }

  // One frozen object per account: an app may compare accounts by identity across events.
  const accounts: ReadonlyArray<WalletAccount> = keypairs.map((keypair, index) =>
    Object.freeze({
      address: keypair.address,
      publicKey: keypair.publicKey.slice(),
      chains: Object.freeze([...chains]),
      features: Object.freeze([...solanaTestAccountFeatures]),
      label: `Account ${index + 1}`,
    }),
  )
  const current = () => {
    const keypair = keypairs[state.accountIndex]
    const account = accounts[state.accountIndex]
    if (keypair === undefined || account === undefined) {
      throw new RangeError(`No account at ${state.accountIndex}`)
    }
    return { keypair, account }
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
    /** The current account and its keypair, authorised or not. */
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
      if (keypairs[index] === undefined) {
        throw new RangeError(`The wallet has ${keypairs.length} accounts; none at ${index}`)
      }
      if (index === state.accountIndex) return
      setState({ ...state, accountIndex: index })
      if (state.connected) emitAccounts()
    },
    /**
     * The keypair to act as `account` with: only the site's authorised, current account;
     * any other fails with the standard's WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND.
     */
    signerFor: (account: WalletAccount): SolanaKeypair => {
      const now = current()
      if (!state.connected || account.address !== now.account.address) {
        throw new WalletStandardError(WALLET_STANDARD_ERROR__REGISTRY__WALLET_ACCOUNT_NOT_FOUND, {
          address: account.address,
          walletName: options.walletName,
        })
      }
      return now.keypair
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
          supportedFeatures: [...solanaTestAccountFeatures],
        },
      )
    },
    /** The remembered state (a copy). */
    state: (): SolanaTestWalletState => ({ ...state }),
  }
}
