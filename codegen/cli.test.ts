import { execFile } from "node:child_process"
import { readdir, rm, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { promisify } from "node:util"
import { describe, expect, it } from "vitest"
import { makeTempDir, repoRoot } from "./generateToTempDir"

const run = async (args: ReadonlyArray<string>) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "codegen/cli.ts", ...args],
      { cwd: repoRoot },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe("codegen/cli.ts", () => {
  it("--schema and --out generate into the given folder and list the files", async () => {
    const dir = await makeTempDir()
    try {
      const out = relative(repoRoot, join(dir, "out"))
      const result = await run(["--schema", "openapi/provider-api.yaml", "--out", out])
      expect(result).toEqual({
        code: 0,
        stdout: `wrote ${out}/types.ts\nwrote ${out}/schemas.ts\nwrote ${out}/operations.ts\n`,
        stderr: "",
      })
      expect((await readdir(join(dir, "out"))).sort()).toEqual([
        "operations.ts",
        "schemas.ts",
        "types.ts",
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 30_000)

  it("a bad schema exits 1 with the error naming the file and line:column", async () => {
    const dir = await makeTempDir()
    try {
      const schema = relative(repoRoot, join(dir, "api.yaml"))
      await writeFile(join(dir, "api.yaml"), "openapi: 3.1.0\ninfo: [\n")
      const result = await run(["--schema", schema, "--out", relative(repoRoot, join(dir, "out"))])
      expect(result.code).toBe(1)
      expect(result.stdout).toBe("")
      expect(result.stderr).toMatch(
        new RegExp(`^${schema.replaceAll(".", "\\.")}:3:1: YAML parse error: `),
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 30_000)

  it("--help lists the flags", async () => {
    const result = await run(["--help"])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("--schema <file>")
    expect(result.stdout).toContain("--out <dir>")
  }, 30_000)
})
