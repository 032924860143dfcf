import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import {
  CaipAddressInvalidError,
  isCaipAddress,
  parseCaipAddress,
  parseCaipAddressEffect,
  toCaipAddress,
} from "./parseCaipAddress"

const evm = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

describe("parseCaipAddress", () => {
  it("CAIP-10 addresses split into namespace, chain id and address", () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      chainNamespace: "eip155",
      chainId: "1",
      address: evm,
    })
  })

  it("CAIP-10 addresses need exactly 3 parts", () => {
    expect(() => parseCaipAddress("eip155:1")).toThrow("Invalid CAIP Address")
    expect(() => parseCaipAddress(`eip155:1:${evm}:extra`)).toThrow("Invalid CAIP Address")
    expect(() => parseCaipAddress(evm)).toThrow("Invalid CAIP Address")
    expect(() => parseCaipAddress("")).toThrow("Invalid CAIP Address")
  })

  it("CAIP-10 addresses with an empty part are invalid", () => {
    expect(() => parseCaipAddress("eip155:1:")).toThrow("Invalid CAIP Address")
    expect(() => parseCaipAddress(`eip155::${evm}`)).toThrow("Invalid CAIP Address")
    expect(() => parseCaipAddress(`:1:${evm}`)).toThrow("Invalid CAIP Address")
  })

  it("the thrown error is a tagged CaipAddressInvalidError and an Error", () => {
    let caught: unknown
    try {
      parseCaipAddress("eip155:1")
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(CaipAddressInvalidError)
    expect(caught).toBeInstanceOf(Error)
    expect((caught as CaipAddressInvalidError)._tag).toBe("CaipAddressInvalidError")
  })

  it("the Effect form fails with CaipAddressInvalidError instead of throwing", () => {
    expect(
      Effect.runSync(parseCaipAddressEffect(`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:abc`)),
    ).toEqual({
      chainNamespace: "solana",
      chainId: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
      address: "abc",
    })
    const exit = Effect.runSyncExit(Effect.flip(parseCaipAddressEffect("eip155:1")))
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      expect(exit.value).toBeInstanceOf(CaipAddressInvalidError)
      expect(exit.value.message).toBe("Invalid CAIP Address")
    }
  })

  it("isCaipAddress tells well-formed account ids apart", () => {
    expect(isCaipAddress(`eip155:1:${evm}`)).toBe(true)
    expect(isCaipAddress("eip155:1")).toBe(false)
    expect(isCaipAddress(null)).toBe(false)
  })
})

describe("toCaipAddress", () => {
  it("joins a network id and an address", () => {
    expect(toCaipAddress("eip155:1", evm)).toBe(`eip155:1:${evm}`)
  })

  it("refuses an address that would not parse back", () => {
    expect(() => toCaipAddress("eip155:1", "")).toThrow("Invalid CAIP Address")
    expect(() => toCaipAddress("eip155:1", "a:b")).toThrow("Invalid CAIP Address")
  })
})
