import { describe, expect, it } from "vitest"
import { isValidAccountName, minAccountNameLength } from "./isValidAccountName"

describe("isValidAccountName", () => {
  it("a name has at least 4 characters: 3 is too short, 4 is enough", () => {
    expect(minAccountNameLength).toBe(4)
    expect(isValidAccountName("abc")).toBe(false)
    expect(isValidAccountName("abcd")).toBe(true)
    expect(isValidAccountName("")).toBe(false)
  })

  it("a name holds letters, digits and hyphens only", () => {
    expect(isValidAccountName("Ada-Lovelace-1815")).toBe(true)
    expect(isValidAccountName("----")).toBe(true)
    for (const name of ["ada.eth", "ada lovelace", "ada_1", "adá1", "ada!", "ada@x"]) {
      expect(isValidAccountName(name)).toBe(false)
    }
  })
})
