import { sha256 } from "@noble/hashes/sha2"
import { bech32, bech32m, createBase58check } from "@scure/base"

/** The human-readable parts of segwit addresses: mainnet, testnet/signet, regtest. */
const segwitPrefixes = ["bc", "tb", "bcrt"] as const

/** The version bytes of base58 addresses: P2PKH and P2SH on mainnet, then on test networks. */
const base58Versions = [0x00, 0x05, 0x6f, 0xc4] as const

const base58check = createBase58check(sha256)

/** Whether `text` is a segwit address (bech32 for version 0, bech32m after, BIP-173/350). */
const isSegwitAddress = (text: string): boolean => {
  const lower = text.toLowerCase()
  // Bech32 is written in one case: mixed case is not an address.
  if (text !== lower && text !== text.toUpperCase()) return false
  const prefix = segwitPrefixes.find((hrp) => lower.startsWith(`${hrp}1`))
  if (prefix === undefined) return false
  for (const codec of [bech32, bech32m]) {
    try {
      const { prefix: decodedPrefix, words } = codec.decode(lower as `${string}1${string}`)
      const [version, ...data] = words
      if (decodedPrefix !== prefix || version === undefined || version > 16) continue
      if ((version === 0) !== (codec === bech32)) continue
      const program = codec.fromWords(data)
      if (version === 0 && program.length !== 20 && program.length !== 32) continue
      if (program.length < 2 || program.length > 40) continue
      return true
    } catch {}
  }
  return false
}

/** Whether `text` is a base58 P2PKH or P2SH address, on mainnet or a test network. */
const isBase58Address = (text: string): boolean => {
  try {
    const payload = base58check.decode(text)
    const version = payload[0]
    return (
      payload.length === 21 &&
      version !== undefined &&
      (base58Versions as ReadonlyArray<number>).includes(version)
    )
  } catch {
    return false
  }
}

/**
 * Whether `text` is a Bitcoin address: segwit (bc1…, tb1…, bcrt1…; checksum, version and
 * program length checked) or base58 P2PKH/P2SH (1…, 3…, m…, n…, 2…; checksum checked).
 * @example isBitcoinAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq") // true
 */
export const isBitcoinAddress = (text: string): boolean =>
  isSegwitAddress(text) || isBase58Address(text)

/**
 * Whether two addresses name the same Bitcoin account: segwit addresses ignore case (bech32
 * is one case, written either way), base58 ones do not.
 * @example sameBitcoinAddress("BC1QAR0…", "bc1qar0…") // true
 */
export const sameBitcoinAddress = (a: string, b: string): boolean =>
  a === b || (isSegwitAddress(a) && a.toLowerCase() === b.toLowerCase())
