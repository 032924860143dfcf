import { mkdir, readdir, rename, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "vite"
import { sourceHash } from "../../build/sourceHash"
import { demoViteConfig, type FoyerFrom } from "./vite.config"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/** Builds the demo for production into `outDir` (emptied first), Foyer from its sources by default. */
export const buildDemo = async (outDir: string, foyerFrom: FoyerFrom = "source"): Promise<void> => {
  // Vite builds for the NODE_ENV it finds, and Vitest sets "test": a build made by a test
  // held React's development code (twice the size), which `npm start` then served from the
  // cache. A production build is what the demo is, whoever asks for it.
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build(demoViteConfig({ outDir, foyerFrom }))
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previous
  }
}

// What the demo build is made of: the kit's source, the demo and the dependency lock.
const sourceFolders = ["ui", "core", "plugins", "examples/demo"]
const sourceFiles = ["package.json", "package-lock.json", "tsconfig.json"]

/** A hash of every file the demo build reads, to reuse a build while none changed. */
export const demoSourceHash = async (): Promise<string> =>
  // "production": builds cached before the demo was always built for production do not count.
  `${await sourceHash(sourceFolders, sourceFiles)}-production`

const cacheRoot = join(repoRoot, "node_modules", ".cache", "foyer-demo")

/** How old a cached build of other sources must be before it is deleted. */
const staleBuildAgeMs = 30 * 60 * 1000

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/**
 * The demo built for production, reused while its sources are unchanged: the build lives in
 * node_modules/.cache/foyer-demo/<hash>. Concurrent callers (test files in parallel) each
 * build into their own folder and the first rename wins. Returns the folder.
 */
export const cachedDemoBuild = async (): Promise<string> => {
  const hash = await demoSourceHash()
  const dir = join(cacheRoot, hash)
  if (await exists(join(dir, "index.html"))) return dir
  await mkdir(cacheRoot, { recursive: true })
  const scratch = `${dir}.building-${process.pid}-${Date.now()}`
  try {
    await buildDemo(scratch)
    await rename(scratch, dir).catch(async (error: unknown) => {
      // Another process finished first: its build is as good as ours.
      if (!(await exists(join(dir, "index.html")))) throw error
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  // Old builds are of no use once the sources moved on; one made in the last minutes may
  // still be served by a concurrent run (sources edited meanwhile), so it is left alone.
  for (const entry of await readdir(cacheRoot)) {
    const path = join(cacheRoot, entry)
    // Another run may be deleting it at the same time.
    const mtimeMs = await stat(path).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    )
    if (entry !== hash && Date.now() - mtimeMs > staleBuildAgeMs) {
      await rm(path, { recursive: true, force: true })
    }
  }
  return dir
}
