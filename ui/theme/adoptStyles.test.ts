// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { adoptStyles } from "./adoptStyles"

const rulesOf = () =>
  document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))

describe("adoptStyles: a lazy view's styles, applied when its code arrives", () => {
  it("adopts the CSS once, after the sheets already adopted, as a constructed stylesheet", () => {
    const before = document.adoptedStyleSheets.length
    adoptStyles(".adopt-test-a { color: red; }")
    adoptStyles(".adopt-test-b { color: blue; }")
    adoptStyles(".adopt-test-a { color: red; }")
    expect(document.adoptedStyleSheets.length).toBe(before + 2)
    const rules = rulesOf()
    expect(rules.filter((rule) => rule.includes("adopt-test"))).toEqual([
      ".adopt-test-a { color: red; }",
      ".adopt-test-b { color: blue; }",
    ])
    // No <style> element: a Content-Security-Policy without 'unsafe-inline' allows this.
    expect(document.querySelectorAll("style")).toHaveLength(0)
  })
})
