import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { createFoyerDir } from "./buildCreateFoyer"
import { buildPackage } from "./buildPackage"
import { distDir, repoRoot } from "./packageViteConfig"
import { sourceHash } from "./sourceHash"

// Everything `npm run build` reads: the shipped sources, the build itself and its config.
const buildFolders = [
  "core",
  "ui",
  "plugins",
  "sandbox",
  "testing",
  "cli",
  "codegen",
  "build",
  "openapi",
  "create-foyer",
]
const buildFiles = ["index.ts", "package.json", "package-lock.json", "tsconfig.json"]

/** Where the hash of the sources dist/ was built from is kept (not in dist/: it ships). */
const builtFromFile = join(repoRoot, "node_modules", ".cache", "foyer-dist", "built-from")

/** The hash of the current build inputs. */
const currentSources = () => sourceHash(buildFolders, buildFiles)

/** Builds dist/ (buildPackage) and records `hash` as the sources it was built from. */
const buildRecording = async (hash: string): Promise<void> => {
  await rm(builtFromFile, { force: true })
  await buildPackage()
  await mkdir(dirname(builtFromFile), { recursive: true })
  await writeFile(builtFromFile, hash)
}

/**
 * Builds dist/ (and create-foyer/dist/) unless they already hold a build of the current
 * sources (the recorded hash matches and both packages' entries exist); returns whether it built. Tests that use the package as
 * users get it (the packed tarball, the CLI's apps) read dist/, so the test run calls this
 * once before any test starts.
 */
export const buildPackageIfStale = async (): Promise<boolean> => {
  const [built, current, distIndex, createBin] = await Promise.all([
    readFile(builtFromFile, "utf8").catch(() => undefined),
    currentSources(),
    readFile(join(distDir, "index.js")).catch(() => undefined),
    readFile(join(createFoyerDir, "dist", "bin.js")).catch(() => undefined),
  ])
  if (built === current && distIndex !== undefined && createBin !== undefined) return false
  await buildRecording(current)
  return true
}

/** The hash of the sources dist/ was last built from (buildPackageIfStale), if it was. */
export const builtFrom = (): Promise<string | undefined> =>
  readFile(builtFromFile, "utf8").catch(() => undefined)

/** Builds dist/ and records which sources it was built from (`npm run build`, `npm run size`). */
export const buildPackageFromSources = async (): Promise<void> =>
  buildRecording(await currentSources())
