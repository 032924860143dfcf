/**
 * A strict Content-Security-Policy without 'unsafe-inline' blocks style attributes and
 * injected <style> elements. The shipped ui/ code must use neither (theme variables go
 * through the CSSOM, see applyThemeVariables; the lazy views' styles are constructed
 * stylesheets, see adoptStyles), nor inject markup.
 */
import { readdirSync, readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const uiDir = resolve(fileURLToPath(import.meta.url), "../..")

const shippedFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "testing" ? [] : shippedFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

const offending = (pattern: RegExp) =>
  shippedFiles(uiDir)
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => relative(uiDir, file))

describe("CSP: no inline styles, no runtime style injection, no markup injection", () => {
  it("checks the shipped files", () => {
    expect(shippedFiles(uiDir).length).toBeGreaterThan(30)
  })

  it("no style= attribute anywhere in ui/", () => {
    expect(offending(/\bstyle\s*=/)).toEqual([])
  })

  it("no <style> element or insertRule", () => {
    expect(offending(/createElement\(\s*["']style["']|insertRule|<style/)).toEqual([])
  })

  it("the only adopted stylesheets are the lazy views' styles (adoptStyles, which CSP allows)", () => {
    expect(offending(/adoptedStyleSheets/)).toEqual(["theme/adoptStyles.ts"])
  })

  it("no dangerouslySetInnerHTML or innerHTML", () => {
    expect(offending(/dangerouslySetInnerHTML|innerHTML/)).toEqual([])
  })

  it("the only CSSOM writes are the theme variables", () => {
    expect(offending(/\.style\.setProperty/)).toEqual(["theme/applyThemeVariables.ts"])
  })
})
