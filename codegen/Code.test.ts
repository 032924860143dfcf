import { describe, expect, it } from "vitest"
import { call, docComment, list, literal, method, object, printCode, raw } from "./Code"

describe("printCode", () => {
  it("an expression that fits in 100 columns stays on one line", () => {
    expect(printCode(call("Schema.Literals", list([literal("a"), literal("b")])))).toBe(
      'Schema.Literals(["a", "b"])',
    )
  })

  it("a struct's fields are always one per line, with their doc comments", () => {
    expect(
      printCode(
        call(
          "Schema.Struct",
          object([{ key: "a", value: raw("Schema.String"), doc: "The a." }], true),
        ),
      ),
    ).toBe("Schema.Struct({\n  /** The a. */\n  a: Schema.String,\n})")
  })

  it("a call too long for one line puts one argument per line", () => {
    const long = raw("X".repeat(60))
    expect(printCode(method(raw("Schema.String"), "check", long, long))).toBe(
      `Schema.String.check(\n  ${"X".repeat(60)},\n  ${"X".repeat(60)},\n)`,
    )
  })

  it("a key that is not an identifier is quoted", () => {
    expect(printCode(object([{ key: "content-type", value: literal(1) }]))).toBe(
      '{ "content-type": 1 }',
    )
  })
})

describe("docComment", () => {
  it("is one line when short, wrapped at 100 columns when long, and escapes */", () => {
    expect(docComment("Short */ text.")).toBe("/** Short *\\/ text. */")
    const long = docComment(`${"word ".repeat(30)}end`, "  ")
    expect(long.split("\n").every((line) => line.length <= 100)).toBe(true)
    expect(long.startsWith("  /**\n   * word")).toBe(true)
    expect(long.endsWith("end\n   */")).toBe(true)
  })
})
