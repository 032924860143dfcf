import { secp256k1 } from "@noble/curves/secp256k1"
import { bytesToHex, hexToBytes } from "@noble/hashes/utils"
import { base64 } from "@scure/base"
import { p2pkh, p2sh, p2wpkh } from "@scure/btc-signer"
import { describe, expect, it } from "vitest"
import { bitcoinRegtest, deriveBitcoinAccounts } from "./bitcoinKeys"
import { bitcoinMessageHash, signBitcoinMessage, verifyBitcoinMessage } from "./bitcoinMessage"

// Public vectors of bitcoinjs-message (test/fixtures.json): the private key 1 signing
// "vires is numeris", and a key whose signature verifies for its compressed and uncompressed
// P2PKH addresses.
const keyOne = hexToBytes("0000000000000000000000000000000000000000000000000000000000000001")
const vires = "vires is numeris"

describe("bitcoinMessageHash", () => {
  it("hashes the magic and the message twice with SHA-256 (bitcoinjs-message's magicHash vectors)", () => {
    expect(bytesToHex(bitcoinMessageHash(""))).toBe(
      "80e795d4a4caadd7047af389d9f7f220562feb6196032e2131e10563352c4bcc",
    )
    expect(bytesToHex(bitcoinMessageHash("Vires is Numeris"))).toBe(
      "f8a5affbef4a3241b19067aa694562f64f513310817297089a8929a930f4f933",
    )
  })
})

describe("signBitcoinMessage", () => {
  it("writes BIP-137's P2WPKH header (39–42) before the compact signature, as the public vector", () => {
    expect(signBitcoinMessage(keyOne, vires)).toBe(
      "KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=",
    )
    expect(signBitcoinMessage(keyOne, vires, "p2sh-p2wpkh")).toBe(
      "JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=",
    )
    expect(signBitcoinMessage(keyOne, vires, "p2pkh")).toBe(
      "IF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=",
    )
    expect(signBitcoinMessage(keyOne, vires, "p2pkh-uncompressed")).toBe(
      "HF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=",
    )
    const header = base64.decode(signBitcoinMessage(keyOne, "another message"))[0]!
    expect(header).toBeGreaterThanOrEqual(39)
    expect(header).toBeLessThanOrEqual(42)
  })
})

describe("verifyBitcoinMessage", () => {
  it("verifies the public vectors: P2WPKH, P2SH-P2WPKH and P2PKH of both key forms", () => {
    expect(
      verifyBitcoinMessage(
        "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
        vires,
        "KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=",
      ),
    ).toBe(true)
    expect(
      verifyBitcoinMessage(
        "3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN",
        vires,
        "JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=",
      ),
    ).toBe(true)
    expect(
      verifyBitcoinMessage(
        "1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs",
        vires,
        "H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=",
      ),
    ).toBe(true)
    expect(
      verifyBitcoinMessage(
        "16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM",
        vires,
        "G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=",
      ),
    ).toBe(true)
  })

  it("refuses the public vectors' wrong message, wrong address and crossed key forms", () => {
    const compressed =
      "H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0="
    const uncompressed =
      "G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0="
    expect(verifyBitcoinMessage("16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM", "foobar", uncompressed)).toBe(
      false,
    )
    expect(verifyBitcoinMessage("1111111111111111111114oLvT2", vires, compressed)).toBe(false)
    expect(verifyBitcoinMessage("16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM", vires, compressed)).toBe(false)
    expect(verifyBitcoinMessage("1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs", vires, uncompressed)).toBe(
      false,
    )
  })

  it("round-trips the sandbox's regtest accounts, and a message of another account does not verify", () => {
    const [first, second] = deriveBitcoinAccounts(2)
    const message = "Sign in to Foyer\nNonce: 42 ✓"
    const signature = signBitcoinMessage(first!.privateKey, message)
    expect(verifyBitcoinMessage(first!.address, message, signature)).toBe(true)
    expect(verifyBitcoinMessage(second!.address, message, signature)).toBe(false)
    expect(verifyBitcoinMessage(first!.address, `${message} `, signature)).toBe(false)
    const bytes = new TextEncoder().encode(message)
    expect(verifyBitcoinMessage(first!.address, bytes, signature)).toBe(true)
  })

  it("verifies a key's P2PKH, P2SH-P2WPKH and P2WPKH addresses on regtest with their own headers", () => {
    const privateKey = secp256k1.utils.randomPrivateKey()
    const publicKey = secp256k1.getPublicKey(privateKey, true)
    const segwit = p2wpkh(publicKey, bitcoinRegtest)
    const addresses = {
      p2wpkh: segwit.address!,
      "p2sh-p2wpkh": p2sh(segwit, bitcoinRegtest).address!,
      p2pkh: p2pkh(publicKey, bitcoinRegtest).address!,
    } as const
    for (const [type, address] of Object.entries(addresses)) {
      const signature = signBitcoinMessage(privateKey, "hello", type as keyof typeof addresses)
      expect(verifyBitcoinMessage(address, "hello", signature)).toBe(true)
    }
    // A P2SH header does not verify for the key's segwit address, nor a P2WPKH one for P2PKH.
    expect(
      verifyBitcoinMessage(
        addresses.p2wpkh,
        "hello",
        signBitcoinMessage(privateKey, "hello", "p2sh-p2wpkh"),
      ),
    ).toBe(false)
    expect(
      verifyBitcoinMessage(
        addresses.p2pkh,
        "hello",
        signBitcoinMessage(privateKey, "hello", "p2wpkh"),
      ),
    ).toBe(false)
    // Electrum signs segwit addresses with the compressed-P2PKH header: accepted.
    expect(
      verifyBitcoinMessage(
        addresses.p2wpkh,
        "hello",
        signBitcoinMessage(privateKey, "hello", "p2pkh"),
      ),
    ).toBe(true)
  })

  it("refuses tampered signatures and malformed input without throwing", () => {
    const [account] = deriveBitcoinAccounts(1)
    const signature = base64.decode(signBitcoinMessage(account!.privateKey, "pay 1 BTC"))
    const flipped = signature.slice()
    flipped[20] = flipped[20]! ^ 0x01
    expect(verifyBitcoinMessage(account!.address, "pay 1 BTC", base64.encode(flipped))).toBe(false)
    const otherRecovery = signature.slice()
    otherRecovery[0] = 39 + ((otherRecovery[0]! - 39) ^ 1)
    expect(verifyBitcoinMessage(account!.address, "pay 1 BTC", base64.encode(otherRecovery))).toBe(
      false,
    )
    const badHeader = signature.slice()
    badHeader[0] = 43
    expect(verifyBitcoinMessage(account!.address, "pay 1 BTC", base64.encode(badHeader))).toBe(
      false,
    )
    expect(
      verifyBitcoinMessage(account!.address, "pay 1 BTC", base64.encode(signature.subarray(0, 64))),
    ).toBe(false)
    expect(verifyBitcoinMessage(account!.address, "pay 1 BTC", "not base64!")).toBe(false)
    expect(verifyBitcoinMessage("bcrt1qnotanaddress", "pay 1 BTC", base64.encode(signature))).toBe(
      false,
    )
    const zeroR = signature.slice()
    zeroR.fill(0, 1, 33)
    expect(verifyBitcoinMessage(account!.address, "pay 1 BTC", base64.encode(zeroR))).toBe(false)
  })
})
