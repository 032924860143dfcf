import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { describe, expect, it } from "vitest"
import { mineBlock, regtestGenesisBlock } from "./mineBlock"

/** Whether a displayed block hash meets regtest's target (0x7fffff × 256^29). */
const meetsRegtestTarget = (hash: string): boolean => BigInt(`0x${hash}`) <= 0x7fffffn << (8n * 29n)

describe("mineBlock", () => {
  it("mines on regtest's genesis block (bip122:0f9188f13cb7b2c71f2a335e3a4fc328): heights and hashes chain", () => {
    expect(regtestGenesisBlock.hash.slice(0, 32)).toBe("0f9188f13cb7b2c71f2a335e3a4fc328")
    const txid = "ab".repeat(32)
    const first = mineBlock(regtestGenesisBlock, [txid], 1_800_000_000)
    expect(first).toMatchObject({
      height: 1,
      previousHash: regtestGenesisBlock.hash,
      time: 1_800_000_000,
      txids: [txid],
    })
    expect(meetsRegtestTarget(first.hash)).toBe(true)
    const second = mineBlock(first, ["cd".repeat(32), "ef".repeat(32)], 1_800_000_001)
    expect(second.height).toBe(2)
    expect(second.previousHash).toBe(first.hash)
    expect(meetsRegtestTarget(second.hash)).toBe(true)
    // The same contents at the same time give the same block; other contents another one.
    expect(mineBlock(regtestGenesisBlock, [txid], 1_800_000_000)).toEqual(first)
    expect(mineBlock(regtestGenesisBlock, ["cd".repeat(32)], 1_800_000_000).hash).not.toBe(
      first.hash,
    )
    expect(bytesToHex(hexToBytes(first.hash))).toBe(first.hash)
  })
})
