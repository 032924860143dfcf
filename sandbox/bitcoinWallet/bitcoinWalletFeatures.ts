// The Wallet Standard's Bitcoin extension (github.com/ExodusMovement/bitcoin-wallet-standard,
// which wallet-standard's extensions/bitcoin.md names), the two features the bitcoin plugin asks
// for: no package of it is installed, and its types are few. The features are type aliases,
// as @wallet-standard/features writes them: a wallet's `features` is a record.
import type { IdentifierString, WalletAccount } from "@wallet-standard/base"

/** The kind of address an app asks `bitcoin:connect` for. */
export type BitcoinAddressPurpose = "ordinals" | "payment"

/** `bitcoin:connect`: the app asks to use accounts of the given purposes. */
export type BitcoinConnectFeature = {
  readonly "bitcoin:connect": {
    readonly version: "1.0.0"
    readonly connect: (input: {
      readonly purposes: ReadonlyArray<BitcoinAddressPurpose>
    }) => Promise<{ readonly accounts: ReadonlyArray<WalletAccount> }>
  }
}

/** One message to sign with `bitcoin:signMessage`: the account and the message's bytes. */
export interface BitcoinSignMessageInput {
  readonly account: WalletAccount
  readonly message: Uint8Array
}

/** What `bitcoin:signMessage` answers per message: the bytes signed and the signature. */
export interface BitcoinSignMessageOutput {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}

/** `bitcoin:signMessage`: signs each message with its account's key. */
export type BitcoinSignMessageFeature = {
  readonly "bitcoin:signMessage": {
    readonly version: "1.0.0"
    readonly signMessage: (
      ...inputs: ReadonlyArray<BitcoinSignMessageInput>
    ) => Promise<ReadonlyArray<BitcoinSignMessageOutput>>
  }
}

/** The extension's name of Bitcoin's regtest, what a wallet lists in `chains`. */
export const bitcoinRegtestChain: IdentifierString = "bitcoin:regtest"
