import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { importsIn, sourcesUnder } from "./moduleImports"

const fixture = await mkdtemp(join(tmpdir(), "foyer-module-imports-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

describe("moduleImports", () => {
  it("finds type-only imports, value imports, re-exports and import()", () => {
    const source = [
      'import type { A } from "./a"',
      'import { type B } from "./b"',
      'import { type C, d } from "./c"',
      'export * from "./e"',
      'export type { F } from "./f"',
      'const g = () => import("./g")',
    ].join("\n")
    expect(importsIn("x.ts", source)).toEqual([
      { specifier: "./a", typeOnly: true, lazy: false },
      { specifier: "./b", typeOnly: true, lazy: false },
      { specifier: "./c", typeOnly: false, lazy: false },
      { specifier: "./e", typeOnly: false, lazy: false },
      { specifier: "./f", typeOnly: true, lazy: false },
      { specifier: "./g", typeOnly: false, lazy: true },
    ])
  })

  it("lists the TypeScript sources under a folder, tests too, but no declarations, node_modules or dist", async () => {
    for (const file of [
      "a.ts",
      "views/B.tsx",
      "views/B.test.tsx",
      "types.d.ts",
      "readme.md",
      "node_modules/x/index.ts",
      "dist/a.ts",
    ]) {
      await mkdir(join(fixture, file, ".."), { recursive: true })
      await writeFile(join(fixture, file), "")
    }
    expect([...sourcesUnder(fixture)].sort()).toEqual(
      ["a.ts", "views/B.test.tsx", "views/B.tsx"].map((file) => join(fixture, file)),
    )
    expect(sourcesUnder(join(fixture, "missing"))).toEqual([])
  })
})
