import { stringToHex } from "viem"
import { describe, expect, it } from "vitest"
import { shownMessage } from "./readUnsafeRequest"

describe("shownMessage", () => {
  it("shows a hex message as its UTF-8 text, line breaks kept", () => {
    expect(shownMessage(stringToHex("Sign in to Shop\nNonce: 42"))).toBe(
      "Sign in to Shop\nNonce: 42",
    )
  })

  it("shows bytes that are not UTF-8 as their hex", () => {
    expect(shownMessage("0xff00fe")).toBe("0xff00fe")
  })

  it("shows a text with a bidirectional override or a control character as its hex, so it cannot read as another", () => {
    const reversed = stringToHex("Pay \u202Etsil-etihw\u202C")
    expect(shownMessage(reversed)).toBe(reversed)
    expect(shownMessage(stringToHex("a\u0000b"))).toBe(stringToHex("a\u0000b"))
    expect(shownMessage("plain \u202Etext")).toBe(stringToHex("plain \u202Etext"))
  })

  it("shows a message given as text as it is", () => {
    expect(shownMessage("hello")).toBe("hello")
  })
})
