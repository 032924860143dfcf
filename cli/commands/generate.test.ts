import { readdir, readFile, rm, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { makeTempDir } from "../../codegen/generateToTempDir"
import { repoRoot, runFoyer } from "../../test/cliHarness"

const generatedDir = join(repoRoot, "core", "api", "generated")

describe("foyer generate", { timeout: 60_000 }, () => {
  it("on the project's own YAML reproduces the committed client byte for byte", async () => {
    const dir = await makeTempDir()
    try {
      const out = relative(repoRoot, join(dir, "out"))
      const run = await runFoyer(
        ["generate", "--schema", "openapi/provider-api.yaml", "--out", out],
        {
          cwd: repoRoot,
        },
      )
      expect(run.stderr).toBe("")
      // A generation that takes more than a second also prints its progress line: not checked.
      const progress = /^Generating the API client/
      const lines = run.stdout.split("\n").filter((line) => !progress.test(line))
      expect(lines.join("\n")).toBe(
        [
          `wrote ${out}/types.ts`,
          `wrote ${out}/schemas.ts`,
          `wrote ${out}/operations.ts`,
          "API client generated from openapi/provider-api.yaml",
          "",
        ].join("\n"),
      )
      expect(run.code).toBe(0)
      const committed = (await readdir(generatedDir)).sort()
      expect((await readdir(join(dir, "out"))).sort()).toEqual(committed)
      for (const file of committed) {
        expect(await readFile(join(dir, "out", file), "utf8"), file).toBe(
          await readFile(join(generatedDir, file), "utf8"),
        )
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it("a schema that does not parse exits 1 with an error naming the file and the line:column", async () => {
    const dir = await makeTempDir()
    try {
      const schema = relative(repoRoot, join(dir, "api.yaml"))
      await writeFile(join(dir, "api.yaml"), "openapi: 3.1.0\ninfo: [\n")
      const out = join(dir, "out")
      const run = await runFoyer(["generate", "--schema", schema, "--out", out], { cwd: repoRoot })
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr).toMatch(
        new RegExp(`^${schema.replaceAll(".", "\\.")}:3:1: YAML parse error: `),
      )
      // Nothing is written from a bad document.
      await expect(readdir(out)).rejects.toMatchObject({ code: "ENOENT" })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it("a missing schema file is named", async () => {
    const run = await runFoyer(["generate", "--schema", "nope.yaml"], { cwd: repoRoot })
    expect([run.code, run.stderr]).toEqual([1, "No OpenAPI file at nope.yaml\n"])
  })

  it("--help lists the flags", async () => {
    const run = await runFoyer(["generate", "--help"], { cwd: repoRoot })
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("--schema <file>")
    expect(run.stdout).toContain("--out <dir>")
  })
})
