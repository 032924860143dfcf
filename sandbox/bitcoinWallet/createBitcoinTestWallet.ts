import { base64 } from "@scure/base"
import type { IdentifierString, WalletIcon, WalletWithFeatures } from "@wallet-standard/base"
import type { StandardDisconnectFeature, StandardEventsFeature } from "@wallet-standard/features"
import { signBitcoinMessage } from "../bitcoin/bitcoinMessage"
import { createStandardTestWalletRequests } from "../standardTestWallet/StandardTestWalletRequests"
import { createStandardTestWalletSession } from "../standardTestWallet/StandardTestWalletSession"
import {
  type StandardTestWallet,
  type StandardTestWalletControl,
  standardSessionFeatures,
  standardTestWallet,
} from "../standardTestWallet/standardTestWallet"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import { bitcoinTestWalletIcon, bitcoinTestWalletName } from "./bitcoinTestWalletInfo"
import { type BitcoinTestWalletKey, bitcoinTestWalletKey } from "./bitcoinTestWalletKey"
import {
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
  bitcoinRegtestChain,
} from "./bitcoinWalletFeatures"

/** The Wallet Standard features a page can ask the Bitcoin test wallet for. */
export type BitcoinTestWalletFeature =
  | "bitcoin:connect"
  | "standard:disconnect"
  | "bitcoin:signMessage"

/** The features an account of the wallet supports. */
export const bitcoinTestAccountFeatures: ReadonlyArray<IdentifierString> = ["bitcoin:signMessage"]

/** The storage key of the wallet's state (the Solana test wallet's is "foyer-solana-test-wallet"). */
export const bitcoinTestWalletStorageKey = "foyer-bitcoin-test-wallet"

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

/**
 * The handle tests (and people at the console) drive the wallet with; its addresses are the
 * accounts' payment addresses (`bcrt1q…`).
 */
export type BitcoinTestWalletControl = StandardTestWalletControl<BitcoinTestWalletFeature>

/** The Bitcoin test wallet: the Wallet Standard wallet and its control handle. */
export type BitcoinTestWallet = StandardTestWallet<
  BitcoinTestWalletFeatures,
  BitcoinTestWalletFeature
>

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
  // The accounts are payment accounts (P2WPKH).
  const session = createStandardTestWalletSession({
    walletName: name,
    keys,
    chains,
    accountFeatures: bitcoinTestAccountFeatures,
    accountLabel: (index) => `Payment account ${index + 1}`,
    storage: options.storage,
    storageKey: bitcoinTestWalletStorageKey,
  })
  const requests = createStandardTestWalletRequests<BitcoinTestWalletFeature>()

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
    // Disconnecting asks the visitor, as every request of this wallet does.
    ...standardSessionFeatures(session, requests, true),
  }

  return standardTestWallet({
    name,
    icon: options.icon ?? bitcoinTestWalletIcon,
    chains,
    features,
    keys,
    session,
    requests,
  })
}
