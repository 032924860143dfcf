import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { makeTempDir } from "../codegen/generateToTempDir"
import { recordingContext, repoRoot } from "../test/cliHarness"
import { runCli } from "./main"

const dirs: Array<string> = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/**
 * Runs the CLI in this process from the repository root (as `npm run generate` does), and
 * resolves with its exit code and output.
 */
const run = async (argv: ReadonlyArray<string>) => {
  const { context, written } = recordingContext(repoRoot)
  const code = await runCli(argv, context)
  // stdout holds only progress lines ("Generating…"), there when a step takes over a second.
  return { code, stderr: written.stderr }
}

const tempDir = async () => {
  const dir = await makeTempDir()
  dirs.push(dir)
  return { dir, shown: relative(repoRoot, dir) }
}

describe("a file-system error is one line naming the path and the cause, exit code 1, no stack", () => {
  it("foyer generate --out under a file: ENOTDIR", async () => {
    const { dir, shown } = await tempDir()
    await writeFile(join(dir, "notes"), "mine")
    expect(await run(["generate", "--out", join(shown, "notes", "out")])).toEqual({
      code: 1,
      stderr: `Could not create the folder ${shown}/notes/out: not a directory (ENOTDIR)\n`,
    })
  })

  it("foyer generate where types.ts is a folder: names types.ts, and keeps the other files", async () => {
    const { dir, shown } = await tempDir()
    await mkdir(join(dir, "out", "types.ts"), { recursive: true })
    await writeFile(join(dir, "out", "schemas.ts"), "// old schemas\n")
    expect(await run(["generate", "--out", join(shown, "out")])).toEqual({
      code: 1,
      stderr: `Could not write ${shown}/out/types.ts: illegal operation on a directory (EISDIR)\n`,
    })
    expect((await readdir(join(dir, "out"))).sort()).toEqual(["schemas.ts", "types.ts"])
    expect(await readFile(join(dir, "out", "schemas.ts"), "utf8")).toBe("// old schemas\n")
  })

  it("foyer doctor --config a folder: EISDIR", async () => {
    const { shown } = await tempDir()
    expect(await run(["doctor", "--config", shown])).toEqual({
      code: 1,
      stderr: `Could not read ${shown}: illegal operation on a directory (EISDIR)\n`,
    })
  })
})
