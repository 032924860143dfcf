// The sandbox's Bitcoin accounts: native segwit (P2WPKH) keys of the sandbox's test mnemonic on
// regtest, at BIP-84's path m/84'/1'/0'/0/i (coin type 1, every test network's), so the EVM,
// Solana and Bitcoin accounts of the sandbox all come from the one mnemonic.
import { pbkdf2 } from "@noble/hashes/pbkdf2"
import { sha512 } from "@noble/hashes/sha2"
import { utf8ToBytes } from "@noble/hashes/utils"
import { type NETWORK, p2wpkh, WIF } from "@scure/btc-signer"
// viem's HDKey is @scure/bip32's (viem re-exports it), reached through foyer's own dependency.
import { HDKey } from "viem/accounts"
import { devnetMnemonic } from "../devnet/deriveDevnetAccounts"

/** A Bitcoin network's address and key encodings, as @scure/btc-signer takes them. */
export type BitcoinNetwork = typeof NETWORK

/** Bitcoin's regtest: `bcrt1…` segwit addresses, testnet's base58 versions and WIF prefix. */
export const bitcoinRegtest: BitcoinNetwork = {
  bech32: "bcrt",
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

/** A funded Bitcoin account of the sandbox and its keys (sandbox keys are public by design). */
export interface BitcoinSandboxAccount {
  /** The P2WPKH address, `bcrt1q…` on regtest. */
  readonly address: string
  /** The 33-byte compressed secp256k1 public key. */
  readonly publicKey: Uint8Array
  /** The 32-byte secp256k1 private key. */
  readonly privateKey: Uint8Array
  /** The private key in Wallet Import Format for the network (what wallets' imports take). */
  readonly wif: string
  /** The BIP-32 path the key was derived at, e.g. `m/84'/1'/0'/0/0`. */
  readonly path: string
}

/** BIP-84's path of receiving address `index` of account 0 for a coin type (1 on test networks). */
export const bip84Path = (index: number, coinType = 1): string => `m/84'/${coinType}'/0'/0/${index}`

/** The BIP-39 seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic" + passphrase). */
const mnemonicSeed = (mnemonic: string): Uint8Array =>
  pbkdf2(sha512, utf8ToBytes(mnemonic.normalize("NFKD")), utf8ToBytes("mnemonic"), {
    c: 2048,
    dkLen: 64,
  })

// Stretching the mnemonic costs tens of milliseconds; callers that share one share the result.
const masterKeys = new Map<string, HDKey>()

const masterKeyOf = (mnemonic: string): HDKey => {
  const known = masterKeys.get(mnemonic)
  if (known !== undefined) return known
  const master = HDKey.fromMasterSeed(mnemonicSeed(mnemonic))
  masterKeys.set(mnemonic, master)
  return master
}

/** The P2WPKH account of `mnemonic` at a BIP-32 `path` on `network` (default regtest). */
export const deriveBitcoinAccount = (
  mnemonic: string,
  path: string,
  network: BitcoinNetwork = bitcoinRegtest,
): BitcoinSandboxAccount => {
  const key = masterKeyOf(mnemonic).derive(path)
  if (key.privateKey === null || key.publicKey === null) throw new Error(`No key at ${path}`)
  return {
    address: p2wpkh(key.publicKey, network).address!,
    publicKey: key.publicKey,
    privateKey: key.privateKey,
    wif: WIF(network).encode(key.privateKey),
    path,
  }
}

/**
 * The first `count` Bitcoin accounts of `mnemonic` (default the sandbox's test mnemonic,
 * `devnetMnemonic`) on regtest: P2WPKH at m/84'/1'/0'/0/i, the path Bitcoin wallets derive
 * their first native segwit receiving addresses at on a test network.
 */
export const deriveBitcoinAccounts = (
  count: number,
  mnemonic: string = devnetMnemonic,
): ReadonlyArray<BitcoinSandboxAccount> =>
  Array.from({ length: count }, (_, index) => deriveBitcoinAccount(mnemonic, bip84Path(index)))
