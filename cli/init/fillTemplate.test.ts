import { describe, expect, it } from "vitest"
import { fillTemplate } from "./fillTemplate"

describe("fillTemplate", () => {
  it("fills every {{placeholder}}, however often it appears", () => {
    expect(
      fillTemplate('# {{name}}\n"{{name}}": {{version}}', { name: "my-app", version: "1" }, "x"),
    ).toBe('# my-app\n"my-app": 1')
  })

  it("leaves JSX double braces with spaces alone", () => {
    expect(fillTemplate("<p style={{ color }} />", {}, "App.tsx")).toBe("<p style={{ color }} />")
  })

  it("fills a value with $ patterns literally", () => {
    expect(fillTemplate("{{id}}", { id: "a$&b$1" }, "x")).toBe("a$&b$1")
  })

  it("fails loudly on a placeholder it has no value for, naming it and the file", () => {
    expect(() =>
      fillTemplate("{{name}} {{nmae}} {{other}}", { name: "my-app" }, "base/README.md"),
    ).toThrow(
      new Error(
        "The template base/README.md uses {{nmae}}, {{other}}, which init does not fill (it fills {{name}}).",
      ),
    )
  })

  it("does not take a value from the object's prototype", () => {
    expect(() => fillTemplate("{{constructor}}", {}, "x")).toThrow(
      "The template x uses {{constructor}}, which init does not fill (it fills ).",
    )
  })
})
