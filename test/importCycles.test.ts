// Kernel v3 (issue 31): types live in the folder that owns the concept, so imports only point
// down and no group of modules needs one another. Every import counts, types and import() too.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { importCycles } from "./importCycles"
import { sourcesUnder } from "./moduleImports"

const repo = resolve(fileURLToPath(import.meta.url), "../..")
const fixture = await mkdtemp(join(tmpdir(), "foyer-import-cycles-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

/** Writes the modules `files` (path → source) under a new folder; gives the folder. */
const modules = async (name: string, files: Readonly<Record<string, string>>) => {
  const folder = join(fixture, name)
  for (const [path, source] of Object.entries(files)) {
    await mkdir(join(folder, path, ".."), { recursive: true })
    await writeFile(join(folder, path), source)
  }
  return folder
}

/** The cycles among the modules under `folder`, as paths relative to it. */
const cyclesUnder = (folder: string) =>
  importCycles(sourcesUnder(folder)).map((group) => group.map((file) => relative(folder, file)))

describe("importCycles", () => {
  it("finds each group of modules that import one another, through a type, a re-export or import()", async () => {
    const folder = await modules("cycles", {
      "a.ts": 'import { b } from "./b"\nexport const a = b\nexport type A = number\n',
      "b.ts": 'import type { A } from "./a"\nexport const b: A = 1\n',
      "chain/c.ts": 'export * from "./d"\n',
      "chain/d.ts": 'export const d = () => import("../e")\n',
      "e.tsx": 'import { c } from "./chain/c"\nexport const e = c\n',
      "self.ts": 'export const self = () => import("./self")\n',
      "leaf.ts":
        'import { a } from "./a"\nimport { Effect } from "effect"\nexport const leaf = [a, Effect]\n',
    })
    expect(cyclesUnder(folder)).toEqual([
      ["a.ts", "b.ts"],
      ["chain/c.ts", "chain/d.ts", "e.tsx"],
      ["self.ts"],
    ])
  })

  it("finds none where imports only point down, and ignores imports of files outside the set", async () => {
    // Outside the set: the cycle it would close with base.ts is not this set's.
    await modules("outside", {
      "o.ts": 'import { base } from "../layers/base"\nexport const o = base\n',
    })
    const folder = await modules("layers", {
      "top.ts":
        'import { middle } from "./middle"\nimport { base } from "./base"\nexport const top = [middle, base]\n',
      "middle.ts": 'import type { Base } from "./base"\nexport const middle: Base = 1\n',
      "base.ts": 'export type Base = number\nexport const base = () => import("../outside/o")\n',
    })
    expect(cyclesUnder(folder)).toEqual([])
  })

  it("no module of the package (core, ui, plugins, cli, sandbox, testing) is in an import cycle", () => {
    const files = ["core", "ui", "plugins", "cli", "sandbox", "testing", "codegen"].flatMap((dir) =>
      sourcesUnder(resolve(repo, dir)),
    )
    expect(files.length).toBeGreaterThan(800)
    expect(
      importCycles([resolve(repo, "index.ts"), ...files]).map((group) =>
        group.map((file) => relative(repo, file)),
      ),
    ).toEqual([])
  })
})
