import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import ts from "typescript"
import { afterAll, describe, expect, it } from "vitest"
import { CliError } from "../CliError"
import { loadTypeScript, typeScriptSearch } from "./loadTypeScript"

// Outside the repository, so that only what a test puts there resolves.
const fixture = await mkdtemp(join(tmpdir(), "foyer-typescript-"))
afterAll(() => rm(fixture, { recursive: true, force: true }))

/** An app folder; with `version`, it has its own `typescript` of that version. */
const app = async (name: string, version?: string) => {
  const dir = join(fixture, name)
  await mkdir(dir, { recursive: true })
  await writeFile(join(dir, "package.json"), JSON.stringify({ name }))
  if (version !== undefined) {
    const typescript = join(dir, "node_modules", "typescript")
    await mkdir(typescript, { recursive: true })
    await writeFile(
      join(typescript, "package.json"),
      JSON.stringify({ name: "typescript", version, main: "typescript.js" }),
    )
    await writeFile(
      join(typescript, "typescript.js"),
      `module.exports = { version: "${version}" }\n`,
    )
  }
  return dir
}

describe("loadTypeScript", () => {
  it("loads the app's own TypeScript first", async () => {
    const dir = await app("with-typescript", "5.0.0-app")
    const loaded = await loadTypeScript("add", typeScriptSearch(dir))
    expect(loaded.ts.version).toBe("5.0.0-app")
    expect(loaded.url).toBe(`file://${join(dir, "node_modules", "typescript", "typescript.js")}`)
  })

  it("falls back on the TypeScript installed beside foyer", async () => {
    const dir = await app("without-typescript")
    const loaded = await loadTypeScript("doctor", typeScriptSearch(dir))
    expect(loaded.ts.version).toBe(ts.version)
  })

  it("without one anywhere, says in one line how to install it", async () => {
    const dir = await app("nowhere")
    const failure = await loadTypeScript("add", [join(dir, "package.json")]).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(CliError)
    expect((failure as CliError).message).toBe(
      "foyer add needs the TypeScript compiler: run npm install --save-dev typescript",
    )
  })
})
