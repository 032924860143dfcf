import { readFile } from "node:fs/promises"
import { join } from "node:path"
import fc from "fast-check"
import ts from "typescript"
import { describe, expect, it } from "vitest"
import { hostileString } from "../../test/hostile/hostileValues"
import { CliError } from "../CliError"
import { packageRoot } from "../foyerPackage"
import { pluginFor } from "../knownPlugins"
import { fillTemplate } from "./fillTemplate"
import {
  parseNetworks,
  parsePackageManager,
  parsePlugins,
  parseProjectId,
  parseTheme,
  splitList,
  themes,
} from "./InitAnswers"
import { packageManagers } from "./PackageManager"
import { packageName, templateValues } from "./templateValues"

/** Text a person may type at a prompt or in a flag: hostile strings, lists, near-misses. */
const typed = fc.oneof(
  hostileString,
  fc.constantFrom(...themes, ...packageManagers, " Dark ", "NPM", "eip155:1", "swap"),
  fc
    .array(
      fc.constantFrom("eip155:1", "eip155:8453", "eip155:999", " ", ",", "swap", "x", "__proto__"),
      {
        maxLength: 8,
      },
    )
    .map((parts) => parts.join("")),
)

/** What `parse(text)` did: its value, or the CliError's message; anything else fails the test. */
const outcome = <A>(parse: (text: string) => A, text: string) => {
  try {
    return { value: parse(text) }
  } catch (error) {
    expect(error).toBeInstanceOf(CliError)
    return { error: (error as CliError).message }
  }
}

const catalogue = [pluginFor("email-capture"), pluginFor("swap")]

describe("init's answers from arbitrary text: a value or a CliError, never anything else", () => {
  it("a project id is the trimmed text when it is non-empty and has no space", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const id = text.trim()
        expect(outcome(parseProjectId, text)).toEqual(
          id === "" || /\s/.test(id)
            ? { error: "The project id must be non-empty text without spaces." }
            : { value: id },
        )
      }),
      { numRuns: 300 },
    )
  })

  it("a theme and a package manager are one of their names, in any case, else named as typed", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const name = text.trim().toLowerCase()
        expect(outcome(parseTheme, text)).toEqual(
          (themes as ReadonlyArray<string>).includes(name)
            ? { value: name }
            : { error: `Unknown theme "${text.trim()}": use light or dark.` },
        )
        expect(outcome(parsePackageManager, text)).toEqual(
          (packageManagers as ReadonlyArray<string>).includes(name)
            ? { value: name }
            : { error: `Unknown package manager "${text.trim()}": use npm, pnpm, yarn, bun.` },
        )
      }),
      { numRuns: 300 },
    )
  })

  it("networks and plugins are the comma-separated items, each known, each once", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const items = splitList(text)
        expect(new Set(items).size).toBe(items.length)
        for (const item of items) expect(item).toBe(item.trim())
        for (const item of items) expect(item === "" || item.includes(",")).toBe(false)
        const networks = outcome(parseNetworks, text)
        if ("value" in networks) expect(networks.value).toEqual(items)
        const plugins = outcome((t) => parsePlugins(t, catalogue), text)
        if ("value" in plugins) {
          expect(plugins.value.map((plugin) => plugin.id)).toEqual(items)
        } else {
          expect(plugins.error).toMatch(
            /^Unknown plugins?: .*\. Known plugins: email-capture, swap\.$/s,
          )
        }
      }),
      { numRuns: 300 },
    )
  })
})

/** npm's rules for the name of a new package (validate-npm-package-name). */
const isValidNewPackageName = (name: string): boolean =>
  name.length > 0 &&
  name.length <= 214 &&
  /^[a-z0-9][a-z0-9._-]*$/.test(name) &&
  !["node_modules", "favicon.ico"].includes(name)

describe("packageName of any folder name", () => {
  it("is a valid npm name for a new package, and a valid name stays as it is", () => {
    const folderName = fc.oneof(
      hostileString,
      fc.constantFrom("node_modules", "favicon.ico", "~app", "(app)", "app!", "a".repeat(300)),
      fc.string({
        unit: fc.constantFrom("a", "Z", "0", ".", "_", "-", "~", " ", "!", "é"),
        maxLength: 20,
      }),
    )
    fc.assert(
      fc.property(folderName, (folder) => {
        const name = packageName(folder)
        expect(isValidNewPackageName(name), name).toBe(true)
        expect(packageName(name)).toBe(name)
      }),
      { numRuns: 500 },
    )
  })
})

describe("a project id in the new app's foyer.config.ts", () => {
  it("any id init accepts is written as a string literal holding exactly that id", async () => {
    const template = await readFile(
      join(packageRoot, "cli", "templates", "base", "foyer.config.ts"),
      "utf8",
    )
    const foyer = JSON.parse(await readFile(join(packageRoot, "package.json"), "utf8"))
    fc.assert(
      fc.property(
        hostileString.filter((text) => "value" in outcome(parseProjectId, text)),
        (text) => {
          const projectId = parseProjectId(text)
          const values = templateValues({
            name: "app",
            foyer,
            foyerDependency: "^0.1.0",
            answers: {
              projectId,
              networks: ["eip155:1"],
              plugins: [],
              theme: "light",
              packageManager: "npm",
            },
          })
          const source = fillTemplate(template, values, "foyer.config.ts")
          const file = ts.createSourceFile("foyer.config.ts", source, ts.ScriptTarget.Latest, true)
          const literals: Array<string> = []
          const visit = (node: ts.Node): void => {
            if (
              ts.isPropertyAssignment(node) &&
              ts.isIdentifier(node.name) &&
              node.name.text === "projectId" &&
              ts.isStringLiteral(node.initializer)
            ) {
              literals.push(node.initializer.text)
            }
            ts.forEachChild(node, visit)
          }
          visit(file)
          expect(literals).toEqual([projectId])
        },
      ),
      { numRuns: 200 },
    )
  })
})
