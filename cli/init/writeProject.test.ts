import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { CliError } from "../CliError"
import { listFiles } from "./copyTemplate"
import { writeProject } from "./writeProject"

const folders: Array<string> = []
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true })
})

const parent = async () => {
  const dir = await mkdtemp(join(tmpdir(), "foyer-write-project-"))
  folders.push(dir)
  return dir
}

/** A writer that writes two files, then fails as a full disk does. */
const fullDiskAfterTwoFiles = async (folder: string) => {
  await mkdir(join(folder, "src"), { recursive: true })
  await writeFile(join(folder, "README.md"), "new readme")
  await writeFile(join(folder, "src", "App.tsx"), "export {}")
  throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    syscall: "write",
  })
}

const failure = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(CliError)
  return (error as CliError).message
}

describe("writeProject writes the whole project or leaves the folder as it was", () => {
  it("a full disk part way into a folder with files: one line, the folder as it was, no staging folder", async () => {
    const dir = await parent()
    const target = join(dir, "app")
    await mkdir(target)
    await writeFile(join(target, "README.md"), "my readme")
    expect(await failure(() => writeProject(target, fullDiskAfterTwoFiles))).toBe(
      `Could not write the project into ${target}: no space left on device (ENOSPC); it was left as it was.`,
    )
    expect(await listFiles(target)).toEqual(["README.md"])
    expect(await readFile(join(target, "README.md"), "utf8")).toBe("my readme")
    expect(await readdir(dir)).toEqual(["app"])
  })

  it("a full disk part way into a new folder: no folder at all, and no folder made for it", async () => {
    const dir = await parent()
    const target = join(dir, "apps", "app")
    expect(await failure(() => writeProject(target, fullDiskAfterTwoFiles))).toBe(
      `Could not write the project into ${target}: no space left on device (ENOSPC); it was left as it was.`,
    )
    expect(await readdir(dir)).toEqual([])
  })

  it("a file where its parent folder should be: ENOTDIR in one line", async () => {
    const dir = await parent()
    await writeFile(join(dir, "notes"), "mine")
    const target = join(dir, "notes", "apps", "app")
    expect(await failure(() => writeProject(target, fullDiskAfterTwoFiles))).toBe(
      `Could not write the project into ${target}: not a directory (ENOTDIR); it was left as it was.`,
    )
    expect(await readdir(dir)).toEqual(["notes"])
  })

  it("a bug in the writer is not dressed as a file-system error", async () => {
    const dir = await parent()
    const bug = new Error("The template README.md uses {{nope}}")
    await expect(
      writeProject(join(dir, "app"), async () => {
        throw bug
      }),
    ).rejects.toBe(bug)
    expect(await readdir(dir)).toEqual([])
  })
})
