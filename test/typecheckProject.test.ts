import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { typeErrors } from "./typecheckProject"

const root = await mkdtemp(join(tmpdir(), "foyer-typecheck-"))
afterAll(() => rm(root, { recursive: true, force: true }))

const tsconfig = JSON.stringify({
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: "ES2022",
    module: "ESNext",
    lib: ["ES2022"],
  },
  include: ["src"],
})

/** A project in its own folder with src/ holding `files`. */
const project = async (name: string, files: Readonly<Record<string, string>>) => {
  const dir = join(root, name)
  await mkdir(join(dir, "src"), { recursive: true })
  await writeFile(join(dir, "tsconfig.json"), tsconfig)
  for (const [path, text] of Object.entries(files)) await writeFile(join(dir, "src", path), text)
  return dir
}

describe("typeErrors (tsc --noEmit -p inside the worker)", () => {
  it("is empty for a project that type-checks, and prints tsc's error naming the file and line otherwise", async () => {
    const good = await project("good", { "a.ts": "export const a: number = 1\n" })
    const bad = await project("bad", {
      "a.ts": "export const a: number = 1\nexport const b: string = a\n",
    })
    expect(typeErrors(good)).toBe("")
    expect(typeErrors(bad)).toMatch(
      /src\/a\.ts\(2,14\): error TS2322: Type 'number' is not assignable to type 'string'\./,
    )
  })

  it("sees a file whose text changed since an earlier check, in the same project and at the same path", async () => {
    const dir = await project("edited", { "a.ts": "export const a = 1\n" })
    expect(typeErrors(dir)).toBe("")
    await writeFile(join(dir, "src", "a.ts"), 'export const a: number = "one"\n')
    expect(typeErrors(dir)).toMatch(/error TS2322/)
    await writeFile(join(dir, "src", "a.ts"), "export const a: number = 1\n")
    expect(typeErrors(dir)).toBe("")
  })

  it("reports a project folder without tsconfig.json instead of checking nothing", async () => {
    const dir = join(root, "empty")
    await mkdir(dir)
    expect(typeErrors(dir)).toMatch(/error TS5083: Cannot read file '.*empty\/tsconfig\.json'/)
  })

  it("reports an option tsc rejects in tsconfig.json", async () => {
    const dir = await project("unknown-option", { "a.ts": "export {}\n" })
    await writeFile(
      join(dir, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { noEmit: true, notAnOption: true }, include: ["src"] }),
    )
    expect(typeErrors(dir)).toMatch(/Unknown compiler option 'notAnOption'/)
  })
})
