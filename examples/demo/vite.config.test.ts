import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Alias } from "vite"
import { describe, expect, it } from "vitest"
import { type FoyerFrom, foyerAliases } from "./vite.config"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))
const packageJson = JSON.parse(readFileSync(`${repoRoot}package.json`, "utf8")) as {
  readonly exports: Record<string, string | { readonly import: string }>
}

/** Where the demo's bundler sends `specifier` (as Vite applies an alias), or undefined. */
const resolve = (from: FoyerFrom, specifier: string): string | undefined => {
  const alias = foyerAliases(from).find(({ find }: Alias) =>
    typeof find === "string" ? specifier === find : find.test(specifier),
  )
  return alias === undefined
    ? undefined
    : specifier.replace(alias.find, alias.replacement).slice(repoRoot.length)
}

/** What the package's own exports map `specifier` to, as Node resolves them (`*` filled in). */
const exported = (specifier: string): string | undefined => {
  const subpath = `.${specifier.slice("foyer".length)}`
  for (const [key, target] of Object.entries(packageJson.exports)) {
    const file = (typeof target === "string" ? target : target.import).slice("./".length)
    const [prefix = "", suffix] = key.split("*")
    if (suffix === undefined) {
      if (key === subpath) return file
    } else if (subpath.startsWith(prefix) && subpath.endsWith(suffix)) {
      return file.replace("*", subpath.slice(prefix.length, subpath.length - suffix.length))
    }
  }
  return undefined
}

describe("the demo's foyer/... imports", () => {
  it("from the sources: each entry's TypeScript file, a plugin's index.ts", () => {
    expect(
      ["foyer/react", "foyer/core", "foyer/plugins/send"].map((specifier) => [
        specifier,
        resolve("source", specifier),
      ]),
    ).toEqual([
      ["foyer/react", "ui/index.ts"],
      ["foyer/core", "core/index.ts"],
      ["foyer/plugins/send", "plugins/send/index.ts"],
    ])
    expect(existsSync(`${repoRoot}plugins/send/index.ts`)).toBe(true)
  })

  it("from the package: the files the package's exports name, as a user's bundler finds them", () => {
    for (const specifier of [
      "foyer/react",
      "foyer/core",
      "foyer/plugins/send",
      "foyer/styles.css",
    ]) {
      expect([specifier, resolve("package", specifier)]).toEqual([specifier, exported(specifier)])
    }
    expect(resolve("package", "foyer/plugins/send")).toBe("dist/plugins/send/index.js")
  })

  it("match a specifier exactly: foyer/react/plugin is not foyer/react with /plugin after it", () => {
    expect(resolve("source", "foyer/react/plugin")).toBeUndefined()
    expect(resolve("package", "foyer/core/x")).toBeUndefined()
    expect(resolve("source", "foyer/plugins/send/views/Send")).toBeUndefined()
  })
})
