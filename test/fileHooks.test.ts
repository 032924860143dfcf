import { readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { afterEveryTest, runAfterTestHooks } from "./fileHooks"
import { sourcesUnder } from "./moduleImports"

const repoRoot = fileURLToPath(new URL("../", import.meta.url))
const sourceFolders = [
  "build",
  "cli",
  "codegen",
  "core",
  "create-foyer",
  "examples",
  "plugins",
  "sandbox",
  "scripts",
  "test",
  "testing",
  "ui",
]
/** The set-up file Vitest runs in every test file: the one place that may register hooks on import. */
const setupFile = "test/eachTestFile.ts"

describe("test/fileHooks", () => {
  it("runs the registered hooks after each test, the newest first, until they are unregistered", async () => {
    const ran: Array<string> = []
    const unregister = [
      afterEveryTest(() => {
        ran.push("older")
      }),
      afterEveryTest(() => {
        ran.push("newer")
      }),
    ]
    await runAfterTestHooks()
    for (const each of unregister) each()
    await runAfterTestHooks()
    expect(ran).toEqual(["newer", "older"])
  })

  it("no test-support module calls afterEach, afterAll or beforeEach when imported: with files sharing a worker's modules it would run in the first importing file only", () => {
    const offenders = sourceFolders
      .flatMap((folder) => sourcesUnder(resolve(repoRoot, folder)))
      .map((path) => relative(repoRoot, path))
      .filter((path) => !/\.test\.tsx?$/.test(path) && path !== setupFile)
      .filter((path) =>
        /^(afterEach|afterAll|beforeEach)\(/m.test(readFileSync(resolve(repoRoot, path), "utf8")),
      )
    expect(offenders).toEqual([])
  })
})
