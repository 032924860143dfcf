import { secp256k1 } from "@noble/curves/secp256k1"
import { p2wpkh, WIF } from "@scure/btc-signer"
import { bitcoinRegtest } from "../bitcoin/bitcoinKeys"

/** A key the Bitcoin test wallet holds: its regtest P2WPKH address and its secp256k1 keys. */
export interface BitcoinTestWalletKey {
  /** The P2WPKH address, `bcrt1q…`. */
  readonly address: string
  /** The 33-byte compressed public key. */
  readonly publicKey: Uint8Array
  /** The 32-byte private key. */
  readonly privateKey: Uint8Array
}

/**
 * The wallet's key of a regtest private key in Wallet Import Format (what the sandbox's
 * accounts give as `wif`, and what wallets' imports take): its P2WPKH address, as the
 * sandbox's funded accounts are. Throws for a WIF of another network.
 * @example bitcoinTestWalletKey(sandbox.bitcoin.accounts[0].wif).address // "bcrt1q…"
 */
export const bitcoinTestWalletKey = (wif: string): BitcoinTestWalletKey => {
  const privateKey = WIF(bitcoinRegtest).decode(wif)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const { address } = p2wpkh(publicKey, bitcoinRegtest)
  if (address === undefined) throw new Error("No P2WPKH address for the key")
  return { address, publicKey, privateKey }
}
