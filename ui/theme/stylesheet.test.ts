/**
 * Checks the CSS that ships: every ui/ style file compiled by vanilla-extract as a build does,
 * then read as text. (Happy-dom has no layout, so this is where motion and scoping are checked.)
 */
import { readdirSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { compile, processVanillaFile } from "@vanilla-extract/integration"
import { beforeAll, describe, expect, it } from "vitest"
import { themeVariableProperties } from "./themeVariableProperties"

const uiDir = resolve(fileURLToPath(import.meta.url), "../..")

const styleFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = resolve(dir, entry.name)
    if (entry.isDirectory()) return styleFiles(path)
    return entry.name.endsWith(".css.ts") ? [path] : []
  })

/** The CSS of every file scope the style files produce, by file. */
const compiled = new Map<string, string>()

beforeAll(async () => {
  for (const filePath of styleFiles(uiDir)) {
    const { source } = await compile({ filePath, identOption: "debug", cwd: resolve(uiDir, "..") })
    await processVanillaFile({
      source,
      filePath,
      identOption: "debug",
      serializeVirtualCssPath: ({ fileName, source: css }) => {
        compiled.set(relative(uiDir, fileName).replace(/\.vanilla\.css$/, ""), css)
        return ""
      },
    })
  }
}, 60_000)

interface Rule {
  readonly file: string
  readonly selector: string
  /** The at-rules around the rule, outermost first. */
  readonly context: ReadonlyArray<string>
  readonly declarations: ReadonlyArray<readonly [property: string, value: string]>
}

/** A small reader for the CSS vanilla-extract emits (no comments, no strings with braces). */
const rulesOf = (file: string, css: string): ReadonlyArray<Rule> => {
  const rules: Array<Rule> = []
  const context: Array<string> = []
  let buffer = ""
  for (const char of css) {
    if (char === "{") {
      context.push(buffer.trim())
      buffer = ""
    } else if (char === "}") {
      const selector = context.pop() ?? ""
      const body = buffer.trim()
      buffer = ""
      if (!selector.startsWith("@") && !context.some((c) => c.startsWith("@keyframes"))) {
        const declarations = body
          .split(";")
          .map((d) => d.trim())
          .filter((d) => d !== "")
          .map((d) => {
            const at = d.indexOf(":")
            return [d.slice(0, at).trim(), d.slice(at + 1).trim()] as const
          })
        rules.push({ file, selector, context: [...context], declarations })
      }
    } else buffer += char
  }
  return rules
}

const allRules = () => [...compiled].flatMap(([file, css]) => rulesOf(file, css))

describe("the shipped CSS", () => {
  it("compiles every style file", () => {
    expect(compiled.size).toBeGreaterThanOrEqual(styleFiles(uiDir).length)
  })

  it("honours prefers-reduced-motion: every animation and transition needs motion to be allowed", () => {
    const moving = allRules().filter((rule) =>
      rule.declarations.some(([property]) => property === "animation" || property === "transition"),
    )
    expect(moving.length).toBeGreaterThan(0)
    for (const rule of moving) {
      expect({ file: rule.file, selector: rule.selector, context: rule.context }).toEqual({
        file: rule.file,
        selector: rule.selector,
        context: ["@media (prefers-reduced-motion: no-preference)"],
      })
    }
  })

  it("the shake lasts 500 ms (spec 2)", () => {
    const shake = allRules().find((rule) => rule.selector.includes("shaking"))
    expect(shake?.declarations.find(([p]) => p === "animation")?.[1]).toMatch(/ 500ms ease-in-out$/)
  })

  it("touches nothing outside a data-foyer root: global rules are scoped, the rest are Foyer's classes", () => {
    for (const rule of allRules()) {
      for (const selector of rule.selector.split(",").map((s) => s.trim())) {
        const scoped = selector.startsWith("[data-foyer]") || /^\.[A-Za-z_]/.test(selector)
        expect({ selector, scoped }).toEqual({ selector, scoped: true })
      }
    }
  })

  it("the light and dark themes set every --foyer-* variable, under [data-foyer][data-theme]", () => {
    const themes = allRules().filter((rule) => rule.selector.includes("[data-theme="))
    expect(themes.map((rule) => rule.selector).sort()).toEqual([
      '[data-foyer][data-theme="dark"]',
      '[data-foyer][data-theme="light"]',
    ])
    const [dark, light] = themes
      .sort((a, b) => a.selector.localeCompare(b.selector))
      .map((rule) => rule.declarations.map(([property]) => property).sort())
    expect(light).toEqual(dark)
    expect(light?.every((property) => property.startsWith("--foyer-"))).toBe(true)
    // Every developer theme variable maps to one of them.
    expect(light).toEqual(expect.arrayContaining(Object.values(themeVariableProperties)))
  })

  it("every theme variable a developer can set is read by a component's style (no option that does nothing)", () => {
    const values = allRules()
      .filter((rule) => !rule.selector.includes("[data-theme="))
      .flatMap((rule) => rule.declarations.map(([, value]) => value))
      .join("\n")
    const unread = Object.entries(themeVariableProperties).filter(
      ([, property]) => !values.includes(`var(${property})`),
    )
    expect(unread).toEqual([])
  })

  it("components use only theme variables: no raw colours outside the theme values", () => {
    const themed = (rule: Rule) => rule.selector.includes("[data-theme=")
    for (const rule of allRules().filter((r) => !themed(r))) {
      for (const [property, value] of rule.declarations) {
        expect({
          file: rule.file,
          property,
          value: /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(value),
        }).toEqual({ file: rule.file, property, value: false })
      }
    }
  })
})
