import { type Abi, encodeErrorResult, parseAbi } from "viem"
import { describe, expect, it } from "vitest"
import { decodeRevertReason } from "./decodeRevertReason"

const solidity = parseAbi(["error Error(string)", "error Panic(uint256)"])
const errorString = (reason: string) =>
  encodeErrorResult({ abi: solidity, errorName: "Error", args: [reason] })
const panic = (code: bigint) =>
  encodeErrorResult({ abi: solidity, errorName: "Panic", args: [code] })

const tokenAbi: Abi = parseAbi([
  "error InsufficientBalance(address account, uint256 balance, uint256 needed)",
  "error Paused()",
  "error Denied(string why, uint8[] codes)",
])

describe("decodeRevertReason", () => {
  it("decodes the text of Error(string)", () => {
    expect(decodeRevertReason(errorString("Ownable: caller is not the owner"))).toBe(
      "Ownable: caller is not the owner",
    )
  })

  it("decodes Panic(uint256) as a readable panic", () => {
    expect(decodeRevertReason(panic(0x11n))).toBe("Panic 0x11: arithmetic overflow or underflow")
    expect(decodeRevertReason(panic(0x12n))).toBe("Panic 0x12: division or modulo by zero")
    expect(decodeRevertReason(panic(0x01n))).toBe("Panic 0x01: assertion failed")
    expect(decodeRevertReason(panic(0x32n))).toBe("Panic 0x32: array index out of bounds")
  })

  it("names a panic code Solidity does not define", () => {
    expect(decodeRevertReason(panic(0x99n))).toBe("Panic 0x99")
  })

  it("decodes a custom error with the supplied ABI", () => {
    const data = encodeErrorResult({
      abi: tokenAbi,
      errorName: "InsufficientBalance",
      args: ["0x0000000000000000000000000000000000000001", 5n, 10n],
    })
    expect(decodeRevertReason(data, tokenAbi)).toBe(
      'InsufficientBalance("0x0000000000000000000000000000000000000001", 5, 10)',
    )
    expect(
      decodeRevertReason(encodeErrorResult({ abi: tokenAbi, errorName: "Paused" }), tokenAbi),
    ).toBe("Paused()")
    const denied = encodeErrorResult({ abi: tokenAbi, errorName: "Denied", args: ["kyc", [1, 2]] })
    expect(decodeRevertReason(denied, tokenAbi)).toBe('Denied("kyc", [1, 2])')
  })

  it("gives 'unknown reason' for a custom error without its ABI", () => {
    const data = encodeErrorResult({ abi: tokenAbi, errorName: "Paused" })
    expect(decodeRevertReason(data)).toBe("unknown reason")
  })

  it("gives 'unknown reason' for empty, missing, malformed or non-hex data", () => {
    expect(decodeRevertReason("0x")).toBe("unknown reason")
    expect(decodeRevertReason(undefined)).toBe("unknown reason")
    expect(decodeRevertReason("0x08c379a0")).toBe("unknown reason")
    expect(decodeRevertReason("not hex")).toBe("unknown reason")
    expect(decodeRevertReason(errorString(""))).toBe("unknown reason")
  })
})
