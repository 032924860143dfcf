/**
 * Issue 36's acceptance: "`git grep '"eip155"'` outside the EVM adapter, the network catalogue
 * and tests returns only documented exceptions". The documented exceptions are the files
 * docs/architecture.md lists under "Where the kit names EVM"; every other source file of the
 * package, the sandbox, the CLI, the testing kit and the examples keeps the EVM family's name
 * out (it asks the session's chain adapter instead), and a listed file that no longer spells
 * it goes from the list.
 */
import { readFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { sourcesUnder } from "./moduleImports"

const repo = resolve(fileURLToPath(import.meta.url), "../..")

/** Tests and the harnesses and fixtures only tests import. */
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /(TestKernel|testKernel|TestHarness|Fixtures)\.tsx?$/.test(file) ||
  file.startsWith("test/")

/** The source files (not tests) that spell the EVM namespace as a string. */
const spelling = ["core", "ui", "plugins", "sandbox", "cli", "testing", "build", "examples"]
  .flatMap((dir) => sourcesUnder(resolve(repo, dir)))
  .map((file) => relative(repo, file))
  .filter((file) => !isTestCode(file) && !file.startsWith("cli/templates/"))
  .filter((file) => readFileSync(resolve(repo, file), "utf8").includes('"eip155"'))
  .sort()

/** The files docs/architecture.md lists under "Where the kit names EVM". */
const documented = () => {
  const text = readFileSync(resolve(repo, "docs/architecture.md"), "utf8")
  const start = text.indexOf("## Where the kit names EVM")
  const section = text.slice(start, text.indexOf("\n## ", start + 1))
  const listed = section.slice(section.indexOf("\n- "))
  return [...listed.matchAll(/`([\w./-]+\.tsx?)`/g)]
    .map((match) => match[1] ?? "")
    .filter((file) => !file.startsWith("test/"))
    .sort()
}

describe('where the kit spells "eip155" (issue 36)', () => {
  it("only in the documented exceptions, each of which still does", () => {
    expect(documented().length).toBeGreaterThan(0)
    expect(spelling).toEqual(documented())
  })
})
