import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { anyCharacter, hostileValue } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { isValidAccountName } from "./isValidAccountName"

const allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"
const name = fc.string({ unit: fc.constantFrom(...allowed), minLength: 4, maxLength: 20 })

describe("a name to register: letters, digits and hyphens only, at least 4 characters", () => {
  it("every such name is valid", () => {
    fc.assert(
      fc.property(name, (text) => {
        expect(isValidAccountName(text)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("any other character, or fewer than 4 characters, makes it invalid", () => {
    const other = anyCharacter.filter((c) => !allowed.includes(c))
    fc.assert(
      fc.property(name, other, fc.nat(), (text, c, at) => {
        const position = at % (text.length + 1)
        expect(isValidAccountName(text.slice(0, position) + c + text.slice(position))).toBe(false)
        expect(isValidAccountName(text.slice(0, 3))).toBe(false)
      }),
      { numRuns: 200 },
    )
  })

  it("only a string is a name: no value throws, none is turned into text first", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expect(isValidAccountName(value as string)).toBe(
          typeof value === "string" && /^[A-Za-z0-9-]{4,}$/.test(value),
        )
      }),
      { numRuns: 200 },
    )
    expect(isValidAccountName(12345 as unknown as string)).toBe(false)
    expect(isValidAccountName(["abcd"] as unknown as string)).toBe(false)
  })

  it("checking a name takes time linear in its length", () => {
    const input = (n: number) => `${"a".repeat(n)}!`
    expect(growthRatio({ input, run: isValidAccountName, size: 4_000 })).toBeLessThan(40)
  })
})
