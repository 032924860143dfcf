import { describe, expect, it } from "vitest"
import {
  DatabaseColumnTypeError,
  readBytes,
  readInteger,
  readOptionalTime,
  readText,
  readTime,
} from "./DatabaseRow"

describe("DatabaseRow readers", () => {
  it("read a bigint the same from pg (a string) and PGlite (a number)", () => {
    expect(readInteger({ n: "42" }, "n")).toBe(42)
    expect(readInteger({ n: 42 }, "n")).toBe(42)
  })

  it("refuse a bigint past 2^53 rather than round it", () => {
    expect(() => readInteger({ n: "9007199254740993" }, "n")).toThrow(
      new DatabaseColumnTypeError({ column: "n", expected: "an integer" }),
    )
  })

  it("read bytes from pg's Buffer and PGlite's Uint8Array as a plain Uint8Array", () => {
    const bytes = readBytes({ b: Buffer.from([1, 2]) }, "b")
    expect(bytes.constructor).toBe(Uint8Array)
    expect(bytes).toEqual(new Uint8Array([1, 2]))
  })

  it("read times as epoch milliseconds, NULL as undefined where the column may be NULL", () => {
    expect(readTime({ t: new Date(5) }, "t")).toBe(5)
    expect(readOptionalTime({ t: null }, "t")).toBeUndefined()
    expect(readOptionalTime({ t: new Date(6) }, "t")).toBe(6)
  })

  it("name the column and the type when a value is missing or of another type", () => {
    expect(() => readText({ s: 1 }, "s")).toThrow("Column s is not text.")
    expect(() => readTime({}, "t")).toThrow("Column t is not a time.")
    expect(() => readBytes({ b: "x" }, "b")).toThrow("Column b is not bytes.")
  })
})
