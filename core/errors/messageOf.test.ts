import { describe, expect, it } from "vitest"
import { messageOf } from "./messageOf"

describe("messageOf", () => {
  it("reads the message of an Error or of any object with a string message", () => {
    expect(messageOf(new Error("boom"))).toBe("boom")
    expect(messageOf({ message: "from a wallet" })).toBe("from a wallet")
  })

  it("takes a non-empty string as its own message", () => {
    expect(messageOf("plain text")).toBe("plain text")
  })

  it("gives undefined for empty, missing or non-string messages", () => {
    expect(messageOf("")).toBeUndefined()
    expect(messageOf(new Error(""))).toBeUndefined()
    expect(messageOf({ message: 42 })).toBeUndefined()
    expect(messageOf(42)).toBeUndefined()
    expect(messageOf(null)).toBeUndefined()
  })
})
