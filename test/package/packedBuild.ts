/**
 * The two packages as a publish would pack them, foyer-kit and create-foyer, packed once per
 * build of dist/ and shared by every package test (issue 32): the test run's global set-up
 * (test/packageBuildSetup.ts) packs them after the build and hands their paths to the tests.
 * They are kept under node_modules/.cache beside the build's hash, so a run whose sources did
 * not change packs nothing.
 */
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { builtFrom } from "../../build/builtPackage"
import { type PackedFoyer, packCreateFoyer, packFoyer } from "../../build/packageChecks"
import { repoRoot } from "../../build/packageViteConfig"

/** Both packed packages of one build. */
export interface PackedBuild {
  readonly kit: PackedFoyer
  readonly create: PackedFoyer
}

const packedRoot = join(repoRoot, "node_modules", ".cache", "foyer-dist", "packed")
const reportName = "packed.json"

/** The report of a packing in `folder`, with each tarball's path inside it. */
const readPacked = async (folder: string): Promise<PackedBuild> => {
  const report = JSON.parse(await readFile(join(folder, reportName), "utf8")) as PackedBuild
  const at = (packed: PackedFoyer): PackedFoyer => ({
    tarball: join(folder, packed.tarball),
    files: packed.files,
  })
  return { kit: at(report.kit), create: at(report.create) }
}

/** Packs both packages into a new folder under packedRoot; resolves with that folder. */
const packInto = async (): Promise<string> => {
  await mkdir(packedRoot, { recursive: true })
  const folder = await mkdtemp(join(packedRoot, "packing-"))
  const [kit, create] = await Promise.all([
    packFoyer(folder, { build: false }),
    packCreateFoyer(folder, { build: false }),
  ])
  const relative = (packed: PackedFoyer): PackedFoyer => ({
    tarball: packed.tarball.slice(folder.length + 1),
    files: packed.files,
  })
  const report: PackedBuild = { kit: relative(kit), create: relative(create) }
  await writeFile(join(folder, reportName), JSON.stringify(report))
  return folder
}

/**
 * The packed packages of the current dist/ (built first: buildPackageIfStale), packed now if
 * this build was not packed yet. Packings of older builds are deleted.
 */
export const packedBuild = async (): Promise<PackedBuild> => {
  const hash = await builtFrom()
  if (hash === undefined) throw new Error("dist/ has no recorded build: run buildPackageIfStale")
  const folder = join(packedRoot, hash)
  if (!existsSync(join(folder, reportName))) {
    const packing = await packInto()
    await rm(folder, { recursive: true, force: true })
    await rename(packing, folder)
  }
  for (const entry of await readdir(packedRoot)) {
    if (entry !== hash) await rm(join(packedRoot, entry), { recursive: true, force: true })
  }
  return readPacked(folder)
}
