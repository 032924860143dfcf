import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Alias } from "vite"
import { describe, expect, it } from "vitest"
import { chunkModuleIds, type FoyerFrom, foyerAliases } from "./vite.config"

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
  const subpath = `.${specifier.slice("foyer-kit".length)}`
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

describe("the demo's foyer-kit/... imports", () => {
  it("from the sources: each entry's TypeScript file, a plugin's index.ts", () => {
    expect(
      ["foyer-kit/react", "foyer-kit/core", "foyer-kit/plugins/send"].map((specifier) => [
        specifier,
        resolve("source", specifier),
      ]),
    ).toEqual([
      ["foyer-kit/react", "ui/index.ts"],
      ["foyer-kit/core", "core/index.ts"],
      ["foyer-kit/plugins/send", "plugins/send/index.ts"],
    ])
    expect(existsSync(`${repoRoot}plugins/send/index.ts`)).toBe(true)
  })

  it("from the package: the files the package's exports name, as a user's bundler finds them", () => {
    for (const specifier of [
      "foyer-kit/react",
      "foyer-kit/core",
      "foyer-kit/plugins/send",
      "foyer-kit/styles.css",
    ]) {
      expect([specifier, resolve("package", specifier)]).toEqual([specifier, exported(specifier)])
    }
    expect(resolve("package", "foyer-kit/plugins/send")).toBe("dist/plugins/send/index.js")
  })

  it("match a specifier exactly: foyer-kit/react/plugin is not foyer-kit/react with /plugin after it", () => {
    expect(resolve("source", "foyer-kit/react/plugin")).toBeUndefined()
    expect(resolve("package", "foyer-kit/core/x")).toBeUndefined()
    expect(resolve("source", "foyer-kit/plugins/send/views/Send")).toBeUndefined()
  })
})

describe("the build's modules per chunk (.vite/chunk-modules.json, read by npm run size)", () => {
  it("lists each chunk's modules by their path from the repository, a virtual module by its id, and no asset", () => {
    expect(
      chunkModuleIds([
        {
          type: "chunk",
          fileName: "assets/solanaKit-A1.js",
          moduleIds: [
            `${repoRoot}dist/plugins/solana/solanaKit.js`,
            `${repoRoot}node_modules/@scure/base/lib/esm/index.js`,
            "\0rolldown/runtime.js",
          ],
        },
        { type: "asset", fileName: "assets/foyer-B2.css" },
        {
          type: "chunk",
          fileName: "assets/foyer-C3.js",
          moduleIds: [`${repoRoot}dist/ui/index.js`],
        },
      ]),
    ).toEqual({
      "assets/solanaKit-A1.js": [
        "dist/plugins/solana/solanaKit.js",
        "node_modules/@scure/base/lib/esm/index.js",
        "\0rolldown/runtime.js",
      ],
      "assets/foyer-C3.js": ["dist/ui/index.js"],
    })
  })
})
