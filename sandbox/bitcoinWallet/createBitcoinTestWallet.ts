import { base64 } from "@scure/base"
import type { IdentifierString, WalletIcon, WalletWithFeatures } from "@wallet-standard/base"
import type { StandardDisconnectFeature, StandardEventsFeature } from "@wallet-standard/features"
import { signBitcoinMessage } from "../bitcoin/bitcoinMessage"
import type { TestWalletBehaviour, TestWalletDecision } from "../wallet/createTestWallet"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import {
  type BitcoinTestWalletFeature,
  type BitcoinTestWalletRequest,
  createBitcoinTestWalletRequests,
} from "./BitcoinTestWalletRequests"
import { createBitcoinTestWalletSession } from "./BitcoinTestWalletSession"
import type { BitcoinTestWalletState } from "./BitcoinTestWalletState"
import { bitcoinTestWalletIcon, bitcoinTestWalletName } from "./bitcoinTestWalletInfo"
import { type BitcoinTestWalletKey, bitcoinTestWalletKey } from "./bitcoinTestWalletKey"
import {
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  bitcoinRegtestChain,
} from "./bitcoinWalletFeatures"

/** How to build a Bitcoin test wallet. */
export interface BitcoinTestWalletOptions {
  /**
   * The private keys of the wallet's payment accounts, in order, in Wallet Import Format on
   * regtest (the sandbox regtest's funded accounts' `wif`): each is a P2WPKH `bcrt1q…` account.
   */
  readonly privateKeys: ReadonlyArray<string>
  /**
   * The chains the wallet and its accounts declare (default the Bitcoin extension's
   * "bitcoin:regtest"; a CAIP-2 `bip122:` id names the same chain for the kit).
   */
  readonly chains?: ReadonlyArray<IdentifierString>
  /** Where the wallet remembers the site's authorisation and account (default: none). */
  readonly storage?: TestWalletStorage
  /** Overrides the wallet's name (default "Foyer Bitcoin Test Wallet"). */
  readonly name?: string
  /** Overrides the wallet's icon. */
  readonly icon?: WalletIcon
}

/** The Wallet Standard features the test wallet implements. */
export type BitcoinTestWalletFeatures = BitcoinConnectFeature &
  BitcoinSignMessageFeature &
  StandardDisconnectFeature &
  StandardEventsFeature

/** The wallet object a page registers (`registerWallet`) and an app finds (`getWallets`). */
export type BitcoinTestWalletStandard = WalletWithFeatures<BitcoinTestWalletFeatures>

/** The handle tests (and people at the console) drive the wallet with. */
export interface BitcoinTestWalletControl {
  /** Sets how the visitor answers `feature` from now on (approve, reject, or after a delay). */
  setBehaviour(feature: BitcoinTestWalletFeature, behaviour: TestWalletBehaviour): void
  /** Ends the wait of every delayed request of `feature` now, approving or rejecting it. */
  release(feature: BitcoinTestWalletFeature, decision?: TestWalletDecision): void
  /** The visitor picks another account: a `change` event with it, when the site is connected. */
  setAccount(index: number): void
  /** The visitor disconnects the site inside the wallet: a `change` event with no accounts. */
  disconnect(): void
  /** Forgets the request log. */
  clearRequests(): void
  /** Every request so far, oldest first (a copy). */
  readonly requests: ReadonlyArray<BitcoinTestWalletRequest>
  /** The payment addresses (`bcrt1q…`) of the wallet's accounts, in order. */
  readonly addresses: ReadonlyArray<string>
  /** The chains the wallet declares. */
  readonly chains: ReadonlyArray<IdentifierString>
  /** The wallet's current state (a copy). */
  readonly state: BitcoinTestWalletState
}

/** The Bitcoin test wallet: the Wallet Standard wallet and its control handle. */
export interface BitcoinTestWallet {
  readonly wallet: BitcoinTestWalletStandard
  readonly control: BitcoinTestWalletControl
}

/**
 * A Bitcoin wallet written only against the Wallet Standard's Bitcoin extension, for tests and
 * the demo: `bitcoin:connect` authorises the site for its current payment account (P2WPKH on
 * regtest; it holds no ordinals account), `bitcoin:signMessage` signs as Bitcoin signs messages
 * (BIP-137, the P2WPKH header), `standard:events` tells account changes and
 * `standard:disconnect` ends the authorisation. Every request can be approved, rejected (the
 * standard's "user rejected" error) or delayed.
 * @example
 * const { wallet, control } = createBitcoinTestWallet({ privateKeys: [account.wif] })
 * registerWallet(wallet)
 * control.setBehaviour("bitcoin:signMessage", "reject")
 */
export const createBitcoinTestWallet = (options: BitcoinTestWalletOptions): BitcoinTestWallet => {
  const keys: ReadonlyArray<BitcoinTestWalletKey> = options.privateKeys.map(bitcoinTestWalletKey)
  if (keys.length === 0) throw new RangeError("The Bitcoin test wallet needs an account")
  const chains = [...(options.chains ?? [bitcoinRegtestChain])]
  if (chains.length === 0) throw new RangeError("The Bitcoin test wallet needs a chain")
  const name = options.name ?? bitcoinTestWalletName
  const session = createBitcoinTestWalletSession({
    walletName: name,
    keys,
    chains,
    storage: options.storage,
  })
  const requests = createBitcoinTestWalletRequests()

  const features: BitcoinTestWalletFeatures = {
    "bitcoin:connect": {
      version: "1.0.0",
      connect: (input) =>
        requests.run("bitcoin:connect", input, () => {
          // Only payment accounts are held: a site asking for none of them is given none.
          if (!input.purposes.includes("payment")) return { accounts: [] }
          session.grant()
          return { accounts: session.authorized() }
        }),
    },
    "bitcoin:signMessage": {
      version: "1.0.0",
      signMessage: (...inputs) =>
        requests.run("bitcoin:signMessage", inputs, () =>
          inputs.map((input) => {
            const key = session.keyFor(input.account)
            const signedMessage = Uint8Array.from(input.message)
            return {
              signedMessage,
              signature: base64.decode(signBitcoinMessage(key.privateKey, signedMessage)),
            }
          }),
        ),
    },
    "standard:disconnect": {
      version: "1.0.0",
      disconnect: () => requests.run("standard:disconnect", {}, session.revoke),
    },
    "standard:events": {
      version: "1.0.0",
      on: (event, listener) => (event === "change" ? session.onChange(listener) : () => {}),
    },
  }

  const wallet: BitcoinTestWalletStandard = {
    version: "1.0.0",
    name,
    icon: options.icon ?? bitcoinTestWalletIcon,
    chains,
    features,
    get accounts() {
      return session.authorized()
    },
  }

  const control: BitcoinTestWalletControl = {
    setBehaviour: requests.setBehaviour,
    release: requests.release,
    setAccount: session.setAccount,
    disconnect: session.revoke,
    clearRequests: requests.clear,
    get requests() {
      return requests.requests()
    },
    addresses: keys.map((key) => key.address),
    chains,
    get state() {
      return session.state()
    },
  }

  return { wallet, control }
}
