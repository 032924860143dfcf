import { hexToBytes } from "@noble/hashes/utils"
import { OutScript, p2pkh, p2sh, p2tr, p2wpkh, Script } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { bitcoinRegtest, deriveBitcoinAccounts } from "./bitcoinKeys"
import { addressOfScript, scriptAsm, scriptOfAddress, scriptTypeOf } from "./bitcoinScripts"

const [account] = deriveBitcoinAccounts(1)
const key = account!.publicKey

describe("bitcoinScripts", () => {
  it("names output scripts with Esplora's types and their regtest addresses", () => {
    const segwit = p2wpkh(key, bitcoinRegtest)
    const cases = [
      [segwit, "v0_p2wpkh"],
      [p2pkh(key, bitcoinRegtest), "p2pkh"],
      [p2sh(segwit, bitcoinRegtest), "p2sh"],
      [p2tr(key.subarray(1), undefined, bitcoinRegtest), "v1_p2tr"],
    ] as const
    for (const [payment, type] of cases) {
      expect(scriptTypeOf(payment.script)).toBe(type)
      expect(addressOfScript(payment.script)).toBe(payment.address)
      expect(scriptOfAddress(payment.address!)).toEqual(payment.script)
    }
    expect(account!.address.startsWith("bcrt1q")).toBe(true)
    const opReturn = Script.encode(["RETURN", hexToBytes("cafe")])
    expect(scriptTypeOf(opReturn)).toBe("op_return")
    expect(addressOfScript(opReturn)).toBeUndefined()
    expect(scriptTypeOf(new Uint8Array())).toBe("empty")
  })

  it("reads only the regtest network's addresses", () => {
    expect(scriptOfAddress("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toBeUndefined()
    expect(scriptOfAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx")).toBeUndefined()
    expect(scriptOfAddress("bcrt1qnot")).toBeUndefined()
  })

  it("writes scripts in Esplora's assembly", () => {
    expect(scriptAsm(p2wpkh(key, bitcoinRegtest).script)).toMatch(
      /^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/,
    )
    expect(scriptAsm(OutScript.encode({ type: "pkh", hash: new Uint8Array(20) }))).toBe(
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${"00".repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`,
    )
    expect(scriptAsm(Script.encode([1, 16, "RETURN"]))).toBe("OP_PUSHNUM_1 OP_PUSHNUM_16 OP_RETURN")
    expect(scriptAsm(hexToBytes("4c03abcdef"))).toBe("OP_PUSHDATA1 abcdef")
    expect(scriptAsm(hexToBytes("05abcd"))).toBe("<push past end>")
  })
})
