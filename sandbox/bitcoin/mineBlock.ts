// Blocks of the regtest chain: real 80-byte headers over the previous block and the merkle root
// of their transactions, with regtest's proof of work (bits 0x207fffff: about every other
// nonce meets it), so block hashes look and chain as Bitcoin's do.
import { bytesToHex, concatBytes, hexToBytes } from "@noble/hashes/utils"
import { sha256x2 } from "@scure/btc-signer/utils"

/** A block of the chain: where it is, when, and the txids it holds in order. */
export interface BitcoinBlock {
  readonly height: number
  /** Its hash as explorers show it (byte-reversed). */
  readonly hash: string
  readonly previousHash: string | undefined
  /** Its timestamp, in seconds since 1970. */
  readonly time: number
  readonly txids: ReadonlyArray<string>
}

/** Regtest's genesis block hash: its CAIP-2 id is `bip122:` and this hash's first 32 characters. */
export const regtestGenesisHash = "0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206"

/** Regtest's genesis block (its coinbase pays an unspendable output, so the chain lists none of it). */
export const regtestGenesisBlock: BitcoinBlock = {
  height: 0,
  hash: regtestGenesisHash,
  previousHash: undefined,
  time: 1296688602,
  txids: [],
}

/** Regtest's difficulty: the easiest target there is. */
const regtestBits = 0x207fffff
/** The target of {@link regtestBits}: 0x7fffff × 256^(0x20 − 3). */
const regtestTarget = 0x7fffffn << (8n * (0x20n - 3n))

const internal = (hash: string): Uint8Array => hexToBytes(hash).reverse()

/** The merkle root of txids (internal byte order), as a block header carries it. */
const merkleRoot = (txids: ReadonlyArray<string>): Uint8Array => {
  let level = txids.map(internal)
  if (level.length === 0) return new Uint8Array(32)
  while (level.length > 1) {
    const next: Uint8Array[] = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index]!
      next.push(sha256x2(left, level[index + 1] ?? left))
    }
    level = next
  }
  return level[0]!
}

const u32 = (value: number): Uint8Array => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value, true)
  return bytes
}

/** The value of a hash read as a little-endian number (how proof of work compares it). */
const hashValue = (hash: Uint8Array): bigint => BigInt(`0x${bytesToHex(hash.slice().reverse())}`)

/** Mines the block after `previous` at `time` holding `txids`: the first nonce that meets regtest's target. */
export const mineBlock = (
  previous: BitcoinBlock,
  txids: ReadonlyArray<string>,
  time: number,
): BitcoinBlock => {
  const head = concatBytes(u32(0x20000000), internal(previous.hash), merkleRoot(txids), u32(time))
  for (let nonce = 0; ; nonce++) {
    const hash = sha256x2(head, u32(regtestBits), u32(nonce))
    if (hashValue(hash) <= regtestTarget) {
      return {
        height: previous.height + 1,
        hash: bytesToHex(hash.reverse()),
        previousHash: previous.hash,
        time,
        txids,
      }
    }
  }
}
