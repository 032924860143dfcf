import { ed25519 } from "@noble/curves/ed25519"
import { getBase58Decoder } from "@solana/kit"
import { describe, expect, it } from "vitest"
import { solanaKeypair } from "./solanaKeypair"

const seed = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const publicKey = ed25519.getPublicKey(seed)
const keypair64 = Uint8Array.from([...seed, ...publicKey])
const address = getBase58Decoder().decode(publicKey)

describe("solanaKeypair", () => {
  it("reads the same account from a 32-byte seed, a 64-byte keypair, its number list (solana-keygen) and its base58 text", () => {
    const forms = [seed, keypair64, Array.from(keypair64), getBase58Decoder().decode(keypair64)]
    expect(forms.map((form) => solanaKeypair(form).address)).toEqual([
      address,
      address,
      address,
      address,
    ])
    expect(solanaKeypair(seed).publicKey).toEqual(publicKey)
  })

  it("signs with ed25519: the signature verifies against the public key", () => {
    const message = new TextEncoder().encode("bytes")
    expect(ed25519.verify(solanaKeypair(keypair64).sign(message), message, publicKey)).toBe(true)
  })

  it("refuses a keypair whose public key half is not its seed's", () => {
    const mixed = Uint8Array.from([...seed, ...ed25519.getPublicKey(new Uint8Array(32))])
    expect(() => solanaKeypair(mixed)).toThrow(
      "The keypair's public key (its last 32 bytes) does not match its seed",
    )
  })

  it("refuses a key of another length, and a list of non-bytes", () => {
    expect(() => solanaKeypair(new Uint8Array(31))).toThrow(
      "A Solana secret key is 64 bytes (keypair) or 32 (seed), not 31",
    )
    expect(() => solanaKeypair([...Array.from(seed.slice(1)), 256])).toThrow(
      "A secret key list must hold bytes (integers 0 to 255)",
    )
  })
})
