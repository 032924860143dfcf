// Bitcoin addresses as the adapter reads them: BIP-173 (bech32, segwit v0), BIP-350 (bech32m,
// v1+) and base58check P2PKH/P2SH, with the BIPs' published examples.
import { describe, expect, it } from "vitest"
import { isBitcoinAddress, sameBitcoinAddress } from "./bitcoinAddress"

describe("Bitcoin addresses", () => {
  it("accepts the BIPs' valid examples: P2WPKH and P2WSH (bech32), P2TR (bech32m), P2PKH and P2SH (base58), on mainnet, testnet and regtest", () => {
    for (const address of [
      "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7",
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0",
      "bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x",
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
      "3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy",
    ]) {
      expect([address, isBitcoinAddress(address)]).toEqual([address, true])
    }
  })

  it("refuses mixed case, a broken checksum, v1 written in bech32, another network's prefix, EVM and Solana addresses", () => {
    for (const address of [
      "tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7",
      "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5",
      "bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd",
      "ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9",
      "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3",
      `0x${"a1".repeat(20)}`,
      "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU",
      "",
    ]) {
      expect([address, isBitcoinAddress(address)]).toEqual([address, false])
    }
  })

  it("a segwit address is the same account in either case; a base58 one only as written", () => {
    expect(
      sameBitcoinAddress(
        "BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4",
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      ),
    ).toBe(true)
    expect(
      sameBitcoinAddress(
        "1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2",
        "1bvbmseystwetqtfn5au4m4gfg7xjanvn2",
      ),
    ).toBe(false)
  })
})
