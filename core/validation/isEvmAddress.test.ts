import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { EvmAddress, hasValidChecksum, isEvmAddress } from "./isEvmAddress"

const checksummed = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

describe("isEvmAddress", () => {
  it("an address is 0x plus 40 hex characters", () => {
    expect(isEvmAddress(checksummed)).toBe(true)
    expect(isEvmAddress(`0x${"0".repeat(40)}`)).toBe(true)
  })

  it("39 or 41 hex characters are not an address", () => {
    expect(isEvmAddress(`0x${"a".repeat(39)}`)).toBe(false)
    expect(isEvmAddress(`0x${"a".repeat(41)}`)).toBe(false)
  })

  it("the 0x prefix is required and other characters are refused", () => {
    expect(isEvmAddress("a".repeat(42))).toBe(false)
    expect(isEvmAddress(checksummed.slice(2))).toBe(false)
    expect(isEvmAddress(`0X${checksummed.slice(2)}`)).toBe(false)
    expect(isEvmAddress(`0x${"g".repeat(40)}`)).toBe(false)
    expect(isEvmAddress(` ${checksummed}`)).toBe(false)
    expect(isEvmAddress(undefined)).toBe(false)
  })

  it("the checksum is optional: lower, upper and any mixed case are accepted", () => {
    expect(isEvmAddress(checksummed.toLowerCase())).toBe(true)
    expect(isEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(true)
    const wrongChecksum = `0x${checksummed.slice(2, 3).toUpperCase()}${checksummed.slice(3)}`
    expect(isEvmAddress(wrongChecksum)).toBe(true)
  })

  it("hasValidChecksum flags a mixed case whose checksum is wrong", () => {
    expect(hasValidChecksum(checksummed)).toBe(true)
    expect(hasValidChecksum(checksummed.toLowerCase() as `0x${string}`)).toBe(true)
    expect(hasValidChecksum("0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe(false)
  })

  it("the EvmAddress schema applies the same rule", () => {
    const decode = Schema.decodeUnknownResult(EvmAddress)
    expect(Result.isSuccess(decode(checksummed.toLowerCase()))).toBe(true)
    expect(Result.isFailure(decode(`0x${"a".repeat(41)}`))).toBe(true)
  })
})
