import { Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import {
  CaipNetworkIdInvalidError,
  isCaipNetworkId,
  parseCaipNetworkId,
  parseCaipNetworkIdEffect,
  toCaipNetworkId,
} from "./parseCaipNetworkId"

describe("parseCaipNetworkId", () => {
  it("CAIP-2 ids split into namespace and chain id", () => {
    expect(parseCaipNetworkId("eip155:1")).toEqual({ chainNamespace: "eip155", chainId: "1" })
    expect(parseCaipNetworkId("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toEqual({
      chainNamespace: "solana",
      chainId: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
    })
  })

  it("CAIP-2 ids need exactly 2 parts", () => {
    expect(() => parseCaipNetworkId("eip155")).toThrow("Invalid CAIP-2 network id")
    expect(() => parseCaipNetworkId("eip155:1:0xab")).toThrow("Invalid CAIP-2 network id")
    expect(() => parseCaipNetworkId("")).toThrow("Invalid CAIP-2 network id")
  })

  it("CAIP-2 ids with an empty part are invalid", () => {
    expect(() => parseCaipNetworkId("eip155:")).toThrow("Invalid CAIP-2 network id")
    expect(() => parseCaipNetworkId(":1")).toThrow("Invalid CAIP-2 network id")
    expect(() => parseCaipNetworkId(":")).toThrow("Invalid CAIP-2 network id")
  })

  it("the thrown error is a tagged CaipNetworkIdInvalidError and an Error", () => {
    let caught: unknown
    try {
      parseCaipNetworkId("nope")
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(CaipNetworkIdInvalidError)
    expect(caught).toBeInstanceOf(Error)
    expect((caught as CaipNetworkIdInvalidError)._tag).toBe("CaipNetworkIdInvalidError")
    expect((caught as CaipNetworkIdInvalidError).message).toBe("Invalid CAIP-2 network id")
  })

  it("a non-string from untyped callers is an invalid CAIP-2 id", () => {
    expect(() => parseCaipNetworkId(1 as unknown as string)).toThrow("Invalid CAIP-2 network id")
  })

  it("the Effect form fails with CaipNetworkIdInvalidError instead of throwing", () => {
    expect(Effect.runSync(parseCaipNetworkIdEffect("eip155:10"))).toEqual({
      chainNamespace: "eip155",
      chainId: "10",
    })
    const exit = Effect.runSyncExit(Effect.flip(parseCaipNetworkIdEffect("eip155")))
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      expect(exit.value).toBeInstanceOf(CaipNetworkIdInvalidError)
      expect(exit.value.message).toBe("Invalid CAIP-2 network id")
      expect(exit.value.input).toBe("eip155")
    }
  })

  it("isCaipNetworkId tells well-formed ids apart", () => {
    expect(isCaipNetworkId("bip122:000000000019d6689c085ae165831e93")).toBe(true)
    expect(isCaipNetworkId("bip122")).toBe(false)
    expect(isCaipNetworkId(undefined)).toBe(false)
  })
})

describe("toCaipNetworkId", () => {
  it("joins namespace and chain id with a colon", () => {
    expect(toCaipNetworkId("eip155", 1)).toBe("eip155:1")
    expect(toCaipNetworkId("solana", "EtWTRABZaYq6iMfeYKouRu166VU2xqa1")).toBe(
      "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
    )
  })

  it("refuses a chain id that would not parse back", () => {
    expect(() => toCaipNetworkId("eip155", "")).toThrow("Invalid CAIP-2 network id")
    expect(() => toCaipNetworkId("eip155", "1:2")).toThrow("Invalid CAIP-2 network id")
  })

  it("round-trips through parseCaipNetworkId", () => {
    expect(parseCaipNetworkId(toCaipNetworkId("eip155", 8453))).toEqual({
      chainNamespace: "eip155",
      chainId: "8453",
    })
  })
})
