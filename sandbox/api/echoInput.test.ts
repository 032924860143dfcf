import { describe, expect, it } from "vitest"
import { echoInput, maxEchoedCharacters } from "./echoInput"

describe("echoInput", () => {
  it("repeats a short input as it is", () => {
    expect(echoInput("")).toBe("")
    expect(echoInput("a".repeat(maxEchoedCharacters))).toBe("a".repeat(maxEchoedCharacters))
  })

  it("cuts a longer input to its first maxEchoedCharacters characters and says how long it was", () => {
    expect(maxEchoedCharacters).toBe(100)
    expect(echoInput("9".repeat(1_000_000))).toBe(`${"9".repeat(100)}… (1000000 characters)`)
  })
})
