import { hkdf } from "@noble/hashes/hkdf"
import { sha256 } from "@noble/hashes/sha2"
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils"
import { describe, expect, it } from "vitest"
import { recoveryKeyFromPrf, recoveryKeyInfo } from "./recoveryKeyFromPrf"

const prf = Uint8Array.from({ length: 32 }, (_, index) => index)
const salt = Uint8Array.from({ length: 32 }, (_, index) => 100 + index)

describe("recoveryKeyFromPrf", () => {
  it("is HKDF-SHA256 over the PRF output with the salt and the recovery info, 32 bytes", () => {
    const key = recoveryKeyFromPrf(prf, salt)
    expect(key).toHaveLength(32)
    expect(bytesToHex(key)).toBe(
      bytesToHex(
        hkdf(sha256, prf, salt, utf8ToBytes("foyer/embedded-wallet/recovery-share-key/v1"), 32),
      ),
    )
    expect(recoveryKeyInfo).toBe("foyer/embedded-wallet/recovery-share-key/v1")
  })

  it("the same PRF output and salt give the same key; another of either, another key", () => {
    const key = bytesToHex(recoveryKeyFromPrf(prf, salt))
    expect(bytesToHex(recoveryKeyFromPrf(Uint8Array.from(prf), Uint8Array.from(salt)))).toBe(key)
    const otherPrf = Uint8Array.from(prf)
    otherPrf[0] = 255
    expect(bytesToHex(recoveryKeyFromPrf(otherPrf, salt))).not.toBe(key)
    expect(bytesToHex(recoveryKeyFromPrf(prf, salt.subarray(1)))).not.toBe(key)
  })

  it("refuses a PRF output that is not 32 bytes", () => {
    expect(() => recoveryKeyFromPrf(prf.subarray(1), salt)).toThrow(
      new RangeError("A PRF output is 32 bytes, got 31"),
    )
  })
})
