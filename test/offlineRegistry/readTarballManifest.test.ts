import { execFile } from "node:child_process"
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import { contentPath, npmCacheDirectory } from "./npmCacheContent"
import { readTarballManifest } from "./readTarballManifest"

const repoRoot = fileURLToPath(new URL("../..", import.meta.url))
const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

/** Tars and gzips `top/package.json` (and a README) with the system's GNU tar in `format`. */
const tarPackage = async (format: string, top: string, manifest: object): Promise<string> => {
  const folder = await mkdtemp(join(tmpdir(), "foyer-tarball-"))
  folders.push(folder)
  await mkdir(join(folder, top), { recursive: true })
  await writeFile(join(folder, top, "README.md"), "# tiny\n")
  await writeFile(join(folder, top, "package.json"), JSON.stringify(manifest))
  const tarball = join(folder, "package.tgz")
  await promisify(execFile)("tar", [`--format=${format}`, "-czf", tarball, "-C", folder, top])
  return tarball
}

// Folder names whose package.json path is longer than the 100 bytes of a tar header's name
// field: ustar splits the path into prefix and name when the folder alone fits.
const splittableTop = `package-${"x".repeat(90)}`
const longTop = `package-${"x".repeat(120)}`

describe("readTarballManifest", () => {
  it("reads the package.json of a package tarball from npm's cache", async () => {
    const lockfile = JSON.parse(await readFile(join(repoRoot, "package-lock.json"), "utf8")) as {
      packages: Record<string, { integrity: string }>
    }
    const { integrity } = lockfile.packages["node_modules/react"] ?? { integrity: "" }
    const installed = JSON.parse(
      await readFile(join(repoRoot, "node_modules/react/package.json"), "utf8"),
    ) as unknown
    const tarball = contentPath(await npmCacheDirectory(), integrity) ?? ""
    expect(await readTarballManifest(tarball)).toEqual(installed)
  })

  it.each([
    ["a ustar name", "ustar", "package"],
    ["a ustar prefix", "ustar", splittableTop],
    ["a pax path", "pax", longTop],
    ["a GNU long name", "gnu", longTop],
  ])("finds package.json under the first folder named by %s", async (_, format, top) => {
    const tarball = await tarPackage(format, top, { name: "tiny", version: "1.0.0" })
    expect(await readTarballManifest(tarball)).toEqual({ name: "tiny", version: "1.0.0" })
  })

  it("rejects a tarball without a package.json at its top", async () => {
    const tarball = await tarPackage("ustar", "package/nested", { name: "tiny" })
    await expect(readTarballManifest(tarball)).rejects.toThrow(`${tarball} holds no package.json`)
  })
})
