import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FileSystemError, fileErrorMessage, isFileSystemError } from "./fileErrorMessage"

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "foyer-fs-errors-"))
  await writeFile(join(dir, "a-file"), "text")
  await mkdir(join(dir, "a-folder"))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** What `call` rejects with: a real error of the file system. */
const failure = async (call: () => Promise<unknown>): Promise<FileSystemError> => {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!isFileSystemError(error)) throw new Error(`expected a file-system error, got ${error}`)
  return error
}

describe("fileErrorMessage: one line with the path and the cause", () => {
  it("a path under a file: ENOTDIR, the path relative to the working folder", async () => {
    const error = await failure(() => mkdir(join(dir, "a-file", "out"), { recursive: true }))
    expect(fileErrorMessage(error, { cwd: dir })).toBe(
      "Could not create the folder a-file/out: not a directory (ENOTDIR)",
    )
  })

  it("a folder read as a file: EISDIR, named as the command was given it", async () => {
    const error = await failure(() => readFile(join(dir, "a-folder"), "utf8"))
    expect(fileErrorMessage(error, { cwd: dir, action: "read", path: "a-folder" })).toBe(
      "Could not read a-folder: illegal operation on a directory (EISDIR)",
    )
  })

  it("a path outside the working folder stays absolute", async () => {
    const error = await failure(() => readFile(join(dir, "missing", "x"), "utf8"))
    expect(fileErrorMessage(error, { cwd: join(dir, "a-folder") })).toBe(
      `Could not open ${join(dir, "missing", "x")}: no such file or directory (ENOENT)`,
    )
  })

  it("the system's words for a full disk, a read-only file system and a refused permission", () => {
    const error = (code: string) =>
      Object.assign(new Error(code), { code, syscall: "write", path: join(dir, "x.ts") })
    expect(
      ["ENOSPC", "EROFS", "EACCES"].map((code) => fileErrorMessage(error(code), { cwd: dir })),
    ).toEqual([
      "Could not write x.ts: no space left on device (ENOSPC)",
      "Could not write x.ts: read-only file system (EROFS)",
      "Could not write x.ts: permission denied (EACCES)",
    ])
  })

  it("only errors of a system call count, not any error with a code", () => {
    expect(isFileSystemError(Object.assign(new Error("x"), { code: "ERR_INVALID_ARG_TYPE" }))).toBe(
      false,
    )
    expect(isFileSystemError({ code: "ENOSPC", syscall: "write" })).toBe(false)
    expect(isFileSystemError(new Error("ENOSPC"))).toBe(false)
  })
})
