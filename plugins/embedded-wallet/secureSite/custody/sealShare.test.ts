import { Effect } from "effect"
import type { Address } from "viem"
import { describe, expect, it } from "vitest"
import { recoveryKeyFromPrf } from "./recoveryKeyFromPrf"
import { ShareDecryptError } from "./ShareDecryptError"
import { decryptShare, encryptShare, shareAssociatedData } from "./sealShare"

const random = (length: number) => crypto.getRandomValues(new Uint8Array(length))
const salt = random(32)
const key = recoveryKeyFromPrf(random(32), salt)
const share = random(33)
const ada = { userId: "user-ada", address: "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" as Address }
const errorOf = <E>(effect: Effect.Effect<unknown, E>): Promise<E> =>
  Effect.runPromise(Effect.flip(effect))

describe("encryptShare / decryptShare", () => {
  it("round trip: the sealed share opens for its owner with the same key", async () => {
    const sealed = encryptShare(key, share, ada)
    expect(await Effect.runPromise(decryptShare(key, sealed, ada))).toEqual(share)
  })

  it("seals as version 1, a 12-byte nonce, then the ciphertext with its 16-byte tag", () => {
    const sealed = encryptShare(key, share, ada)
    expect(sealed[0]).toBe(1)
    expect(sealed).toHaveLength(1 + 12 + share.length + 16)
  })

  it("uses a random nonce: the same share sealed twice differs", () => {
    const first = encryptShare(key, share, ada)
    const second = encryptShare(key, share, ada)
    expect(first.subarray(1, 13)).not.toEqual(second.subarray(1, 13))
    expect(first).not.toEqual(second)
  })

  it("another passkey's PRF (another key) cannot open it: ShareDecryptError", async () => {
    const sealed = encryptShare(key, share, ada)
    const error = await errorOf(decryptShare(recoveryKeyFromPrf(random(32), salt), sealed, ada))
    expect(error).toBeInstanceOf(ShareDecryptError)
    expect(error.message).toBe("The recovery share cannot be opened")
  })

  it("a share sealed for one user does not open for another user id or address (associated data)", async () => {
    const sealed = encryptShare(key, share, ada)
    const otherUser = { ...ada, userId: "user-bob" }
    const otherAddress = {
      ...ada,
      address: "0x0000000000000000000000000000000000000001" as Address,
    }
    expect(await errorOf(decryptShare(key, sealed, otherUser))).toBeInstanceOf(ShareDecryptError)
    expect(await errorOf(decryptShare(key, sealed, otherAddress))).toBeInstanceOf(ShareDecryptError)
    // The address's letter case is not part of who owns it.
    const lower = { ...ada, address: ada.address.toLowerCase() as Address }
    expect(await Effect.runPromise(decryptShare(key, sealed, lower))).toEqual(share)
  })

  it("any changed byte (version, nonce, ciphertext or tag) is a ShareDecryptError", async () => {
    const sealed = encryptShare(key, share, ada)
    for (const index of [0, 1, 12, 13, sealed.length - 1]) {
      const tampered = Uint8Array.from(sealed)
      tampered[index] = (tampered[index] as number) ^ 1
      expect(await errorOf(decryptShare(key, tampered, ada))).toBeInstanceOf(ShareDecryptError)
    }
    expect(await errorOf(decryptShare(key, sealed.subarray(0, 20), ada))).toBeInstanceOf(
      ShareDecryptError,
    )
  })

  it("the associated data cannot be confused by a separator inside the user id", () => {
    const a = shareAssociatedData({ userId: 'a","0x1', address: "0x2" as Address })
    const b = shareAssociatedData({ userId: "a", address: '0x1","0x2' as Address })
    expect(a).not.toEqual(b)
  })
})
