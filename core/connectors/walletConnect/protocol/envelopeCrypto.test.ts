// Checked against an independent implementation of the same specification: the sign client's
// own crypto (@walletconnect/utils, a dev dependency that runs only here).
import * as reference from "@walletconnect/utils"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  deriveSymKey,
  generateKeyPair,
  generateSymKey,
  openEnvelope,
  sealType0,
  sealType1,
  topicOf,
} from "./envelopeCrypto"

const opened = (result: Result.Result<string, string>) =>
  Result.isSuccess(result) ? result.success : `failed: ${result.failure}`

describe("WalletConnect key agreement", () => {
  it("two peers derive the same symmetric key, the one the sign client derives, and its topic is the key's SHA-256", () => {
    const dapp = generateKeyPair()
    const wallet = reference.generateKeyPair()
    const ours = deriveSymKey(dapp.privateKey, wallet.publicKey)
    expect(ours).toMatch(/^[0-9a-f]{64}$/)
    expect(reference.deriveSymKey(wallet.privateKey, dapp.publicKey)).toBe(ours)
    expect(topicOf(ours)).toBe(reference.hashKey(ours))
  })

  it("keys are 32 bytes of hex, and every new one differs", () => {
    const [a, b] = [generateKeyPair(), generateKeyPair()]
    for (const key of [a.privateKey, a.publicKey, generateSymKey()]) {
      expect(key).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(a.privateKey).not.toBe(b.privateKey)
    expect(generateSymKey()).not.toBe(generateSymKey())
  })
})

describe("typed envelopes (crypto-envelopes.md)", () => {
  const symKey = generateSymKey()
  const message = JSON.stringify({ id: 1, jsonrpc: "2.0", method: "wc_sessionPing", params: {} })

  it("type 0: what we seal the sign client opens, and what it seals we open", () => {
    const ours = sealType0(symKey, message)
    expect(atob(ours).charCodeAt(0)).toBe(0)
    expect(reference.decrypt({ symKey, encoded: ours })).toBe(message)
    const theirs = reference.encrypt({ symKey, message })
    expect(opened(openEnvelope(theirs, (header) => (header.type === 0 ? symKey : undefined)))).toBe(
      message,
    )
  })

  it("type 1 carries the sender's public key: the receiver derives the key from it", () => {
    const sender = generateKeyPair()
    const receiver = reference.generateKeyPair()
    const shared = deriveSymKey(sender.privateKey, receiver.publicKey)
    const ours = sealType1(shared, sender.publicKey, message)
    expect(reference.decrypt({ symKey: shared, encoded: ours })).toBe(message)
    const keyFor = (header: Parameters<Parameters<typeof openEnvelope>[1]>[0]) =>
      header.type === 1 ? deriveSymKey(receiver.privateKey, header.senderPublicKey) : undefined
    expect(opened(openEnvelope(ours, keyFor))).toBe(message)
    const theirs = reference.encrypt({
      symKey: shared,
      message,
      type: 1,
      senderPublicKey: sender.publicKey,
    })
    expect(opened(openEnvelope(theirs, keyFor))).toBe(message)
  })

  it("a fresh nonce each time: the same message seals differently", () => {
    expect(sealType0(symKey, message)).not.toBe(sealType0(symKey, message))
  })

  it("anything a relay may deliver that is not a sealed message fails with its reason, never throws", () => {
    const sealed = sealType0(symKey, message)
    const keyFor = () => symKey
    const tampered = (() => {
      const bytes = Uint8Array.from(atob(sealed), (char) => char.charCodeAt(0))
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
      return btoa(String.fromCharCode(...bytes))
    })()
    const cases: ReadonlyArray<readonly [string, string, () => string | undefined]> = [
      ["not base64!", "not base64", keyFor],
      ["", "too short", keyFor],
      [btoa("\u0000short"), "too short", keyFor],
      [btoa(`\u0002${"x".repeat(40)}`), "unknown type", keyFor],
      [sealed, "no key for it", () => undefined],
      [sealed, "does not decrypt", () => generateSymKey()],
      [tampered, "does not decrypt", keyFor],
    ]
    for (const [envelope, problem, key] of cases) {
      expect(opened(openEnvelope(envelope, key)), envelope).toBe(`failed: ${problem}`)
    }
  })
})
