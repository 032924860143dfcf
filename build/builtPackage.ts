import { mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
import { buildPackage } from "./buildPackage"
import { distDir, repoRoot } from "./packageViteConfig"
import { sourceHash } from "./sourceHash"

// Everything `npm run build` reads: the shipped sources, the build itself and its config.
const buildFolders = ["core", "ui", "plugins", "sandbox", "cli", "codegen", "build", "openapi"]
const buildFiles = ["index.ts", "package.json", "package-lock.json", "tsconfig.json"]

/** Where the hash of the sources dist/ was built from is kept (not in dist/: it ships). */
const builtFromFile = join(repoRoot, "node_modules", ".cache", "foyer-dist", "built-from")

/** Whether dist/ holds a build of the current sources. */
export const isPackageBuildCurrent = async (): Promise<boolean> => {
  const [built, current] = await Promise.all([
    readFile(builtFromFile, "utf8").catch(() => undefined),
    sourceHash(buildFolders, buildFiles),
  ])
  const distIndex = await readFile(join(distDir, "index.js")).catch(() => undefined)
  return built === current && distIndex !== undefined
}

/**
 * Builds dist/ unless it already holds a build of the current sources; returns whether it
 * built. Tests that use the package as users get it (the packed tarball, the CLI's apps)
 * read dist/, so the test run calls this once before any test starts.
 */
export const buildPackageIfStale = async (): Promise<boolean> => {
  if (await isPackageBuildCurrent()) return false
  await buildPackageFromSources()
  return true
}

/** Builds dist/ (buildPackage) and records which sources it was built from. */
export const buildPackageFromSources = async (): Promise<void> => {
  const hash = await sourceHash(buildFolders, buildFiles)
  await rm(builtFromFile, { force: true })
  await buildPackage()
  await mkdir(dirname(builtFromFile), { recursive: true })
  await writeFile(builtFromFile, hash)
}
