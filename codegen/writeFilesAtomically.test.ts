import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { type FileSystem, nodeFileSystem } from "./FileSystem"
import { makeTempDir } from "./generateToTempDir"
import { writeFilesAtomically } from "./writeFilesAtomically"

const dirs: Array<string> = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** A folder with `real/config.ts` and `config.ts`, a symbolic link to it. */
const linked = async () => {
  const dir = await makeTempDir()
  dirs.push(dir)
  await mkdir(join(dir, "real"))
  await writeFile(join(dir, "real", "config.ts"), "// old\n")
  await symlink(join("real", "config.ts"), join(dir, "config.ts"))
  return dir
}

describe("writeFilesAtomically through symbolic links and modes", () => {
  it("through a symbolic link, writes the real file and keeps the link", async () => {
    const dir = await linked()
    await writeFilesAtomically([
      { path: join(dir, "config.ts"), text: "// new\n" },
      { path: join(dir, "fresh.ts"), text: "// fresh\n" },
    ])
    expect((await lstat(join(dir, "config.ts"))).isSymbolicLink()).toBe(true)
    expect(await readlink(join(dir, "config.ts"))).toBe(join("real", "config.ts"))
    expect(await readFile(join(dir, "real", "config.ts"), "utf8")).toBe("// new\n")
    expect(await readFile(join(dir, "fresh.ts"), "utf8")).toBe("// fresh\n")
    expect((await readdir(dir)).sort()).toEqual(["config.ts", "fresh.ts", "real"])
    expect(await readdir(join(dir, "real"))).toEqual(["config.ts"])
  })

  it("a failing write through a symbolic link leaves the link, the real file byte for byte, and no temporary file", async () => {
    const dir = await linked()
    const fullDisk: FileSystem = {
      ...nodeFileSystem,
      rename: async (_from, to) => {
        throw Object.assign(new Error("ENOSPC: no space left on device, rename"), {
          code: "ENOSPC",
          syscall: "rename",
          path: to,
        })
      },
    }
    await expect(
      writeFilesAtomically([{ path: join(dir, "config.ts"), text: "// new\n" }], fullDisk),
    ).rejects.toMatchObject({
      _tag: "FileWriteError",
      path: join(dir, "config.ts"),
      cause: { code: "ENOSPC" },
    })
    expect(await readlink(join(dir, "config.ts"))).toBe(join("real", "config.ts"))
    expect(await readFile(join(dir, "real", "config.ts"), "utf8")).toBe("// old\n")
    expect(await readdir(join(dir, "real"))).toEqual(["config.ts"])
  })

  it("an existing file keeps its mode; a new file gets the default mode", async () => {
    const dir = await makeTempDir()
    dirs.push(dir)
    await writeFile(join(dir, "private.ts"), "// old\n")
    await chmod(join(dir, "private.ts"), 0o600)
    await writeFile(join(dir, "reference.ts"), "")
    await writeFilesAtomically([
      { path: join(dir, "private.ts"), text: "// new\n" },
      { path: join(dir, "fresh.ts"), text: "// fresh\n" },
    ])
    const mode = async (name: string) => (await stat(join(dir, name))).mode & 0o777
    expect(await mode("private.ts")).toBe(0o600)
    expect(await mode("fresh.ts")).toBe(await mode("reference.ts"))
  })
})
