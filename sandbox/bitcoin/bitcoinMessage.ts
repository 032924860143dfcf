// Bitcoin's signed message (BIP-137, as Bitcoin Core's signmessage, Electrum and Trezor write
// it): the message behind the "Bitcoin Signed Message:\n" magic, hashed twice with SHA-256,
// signed with a compact recoverable secp256k1 signature whose first byte says how the signer's
// key makes its address. Only @noble and @scure/base (foyer's dependencies), so a wallet or a
// page may verify without the sandbox's packages.
import { secp256k1 } from "@noble/curves/secp256k1"
import { ripemd160 } from "@noble/hashes/legacy"
import { sha256 } from "@noble/hashes/sha2"
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils"
import { base58check, base64, bech32 } from "@scure/base"

const magic = utf8ToBytes("Bitcoin Signed Message:\n")

/** Bitcoin's CompactSize integer (the length prefix of each part). */
const compactSize = (length: number): Uint8Array => {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8)
  const bytes = new Uint8Array(5)
  bytes[0] = 0xfe
  new DataView(bytes.buffer).setUint32(1, length, true)
  return bytes
}

/** The hash a BIP-137 signature signs: SHA-256 twice over the magic and the message, each with its length. */
export const bitcoinMessageHash = (message: string | Uint8Array): Uint8Array => {
  const bytes = typeof message === "string" ? utf8ToBytes(message) : message
  return sha256(
    sha256(concatBytes(compactSize(magic.length), magic, compactSize(bytes.length), bytes)),
  )
}

/**
 * The address types of BIP-137's header byte (27 + recovery id, plus 4 per type): P2PKH of an
 * uncompressed key (27–30), of a compressed key (31–34), P2SH-P2WPKH (35–38), P2WPKH (39–42).
 */
export type BitcoinMessageAddressType = "p2pkh-uncompressed" | "p2pkh" | "p2sh-p2wpkh" | "p2wpkh"

const headerBase: Readonly<Record<BitcoinMessageAddressType, number>> = {
  "p2pkh-uncompressed": 27,
  p2pkh: 31,
  "p2sh-p2wpkh": 35,
  p2wpkh: 39,
}

const typeOfHeader = (header: number): BitcoinMessageAddressType | undefined =>
  header < 27 || header > 42
    ? undefined
    : (["p2pkh-uncompressed", "p2pkh", "p2sh-p2wpkh", "p2wpkh"] as const)[(header - 27) >> 2]

/**
 * Signs `message` with a secp256k1 private key as BIP-137 asks (RFC 6979 nonce, low S), for
 * the key's address of `addressType` (default P2WPKH, the sandbox's `bcrt1q…` accounts):
 * the 65-byte compact signature (header, r, s) in base64.
 */
export const signBitcoinMessage = (
  privateKey: Uint8Array,
  message: string | Uint8Array,
  addressType: BitcoinMessageAddressType = "p2wpkh",
): string => {
  const signature = secp256k1.sign(bitcoinMessageHash(message), privateKey, { lowS: true })
  return base64.encode(
    concatBytes(
      Uint8Array.of(headerBase[addressType] + signature.recovery),
      signature.toCompactRawBytes(),
    ),
  )
}

const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes))

const equalBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** The human-readable parts of P2WPKH addresses on mainnet, testnet/signet and regtest. */
const bech32Prefixes: ReadonlyArray<string> = ["bc", "tb", "bcrt"]
/** Base58 version bytes: P2PKH on mainnet and test networks, then P2SH on each. */
const p2pkhVersions: ReadonlyArray<number> = [0x00, 0x6f]
const p2shVersions: ReadonlyArray<number> = [0x05, 0xc4]

/** What an address commits to: a key hash (P2PKH, P2WPKH) or a script hash (P2SH). */
type DecodedAddress =
  | { readonly kind: "p2wpkh" | "p2pkh"; readonly hash: Uint8Array }
  | { readonly kind: "p2sh"; readonly hash: Uint8Array }

const decodeAddress = (address: string): DecodedAddress | undefined => {
  try {
    const { prefix, words } = bech32.decode(address as `${string}1${string}`)
    if (!bech32Prefixes.includes(prefix) || words[0] !== 0) return undefined
    const program = bech32.fromWords(words.slice(1))
    return program.length === 20 ? { kind: "p2wpkh", hash: program } : undefined
  } catch {
    // Not bech32: base58check below.
  }
  try {
    const payload = base58check(sha256).decode(address)
    if (payload.length !== 21) return undefined
    const version = payload[0]!
    if (p2pkhVersions.includes(version)) return { kind: "p2pkh", hash: payload.slice(1) }
    if (p2shVersions.includes(version)) return { kind: "p2sh", hash: payload.slice(1) }
    return undefined
  } catch {
    return undefined
  }
}

/** The P2SH script hash of a key's P2SH-P2WPKH address (the script is `0 <hash160(key)>`). */
const nestedSegwitHash = (compressedKey: Uint8Array): Uint8Array =>
  hash160(concatBytes(Uint8Array.of(0x00, 0x14), hash160(compressedKey)))

/**
 * Whether `signatureBase64` is `address`'s BIP-137 signature of `message`: recovers the
 * signer's key from the signature and compares the address that key makes with `address`
 * (P2WPKH `bc1q`/`tb1q`/`bcrt1q`, P2PKH, P2SH-P2WPKH). A compressed key's signature does not
 * verify for its uncompressed P2PKH address or the other way round. For a P2WPKH address the
 * compressed-P2PKH header (31–34) is accepted too, as Electrum writes segwit signatures with it.
 * Anything malformed is false, never a throw.
 */
export const verifyBitcoinMessage = (
  address: string,
  message: string | Uint8Array,
  signatureBase64: string,
): boolean => {
  const decoded = decodeAddress(address)
  if (decoded === undefined) return false
  let bytes: Uint8Array
  try {
    bytes = base64.decode(signatureBase64)
  } catch {
    return false
  }
  if (bytes.length !== 65) return false
  const type = typeOfHeader(bytes[0]!)
  if (type === undefined) return false
  const recovery = (bytes[0]! - 27) & 3
  let publicKey: Uint8Array
  try {
    publicKey = secp256k1.Signature.fromCompact(bytes.subarray(1))
      .addRecoveryBit(recovery)
      .recoverPublicKey(bitcoinMessageHash(message))
      .toRawBytes(type !== "p2pkh-uncompressed")
  } catch {
    return false
  }
  switch (decoded.kind) {
    case "p2wpkh":
      return (type === "p2wpkh" || type === "p2pkh") && equalBytes(hash160(publicKey), decoded.hash)
    case "p2pkh":
      return (
        (type === "p2pkh" || type === "p2pkh-uncompressed") &&
        equalBytes(hash160(publicKey), decoded.hash)
      )
    case "p2sh":
      return type === "p2sh-p2wpkh" && equalBytes(nestedSegwitHash(publicKey), decoded.hash)
  }
}
