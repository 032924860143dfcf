import { mkdir, readdir, rename, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build, type InlineConfig } from "vite"

const cacheRoot = fileURLToPath(new URL("../node_modules/.cache/", import.meta.url))

/** How old a cached build of other sources must be before it is deleted. */
const staleBuildAgeMs = 30 * 60 * 1000

/**
 * Builds a page with Vite for production, whatever NODE_ENV says. Vite builds for the NODE_ENV
 * it finds and Vitest sets "test": a build made by a test held React's development code (twice
 * the size), which `npm start` then served from the cache.
 */
export const buildForProduction = async (config: InlineConfig): Promise<void> => {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build(config)
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = previous
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  )

/** A build to reuse while its sources are unchanged. */
export interface CachedBuildOptions {
  /** The cache's folder under node_modules/.cache (e.g. "foyer-demo"). */
  readonly cache: string
  /** A hash of every file the build reads (see `sourceHash`). */
  readonly hash: string
  /** Builds into `outDir` (an empty folder's path). */
  readonly build: (outDir: string) => Promise<void>
}

/**
 * A page built once per state of its sources: node_modules/.cache/<cache>/<hash>, holding an
 * index.html. Concurrent callers (test files in parallel) each build into their own folder and
 * the first rename wins. Builds of other sources are deleted once 30 minutes old (a recent one
 * may still be served by a concurrent run whose sources were edited meanwhile). Returns the
 * folder.
 * @example
 * const dir = await cachedBuild({ cache: "foyer-demo", hash, build: (outDir) => buildDemo(outDir) })
 */
export const cachedBuild = async (options: CachedBuildOptions): Promise<string> => {
  const root = join(cacheRoot, options.cache)
  const dir = join(root, options.hash)
  if (await exists(join(dir, "index.html"))) return dir
  await mkdir(root, { recursive: true })
  const scratch = `${dir}.building-${process.pid}-${Date.now()}`
  try {
    await options.build(scratch)
    await rename(scratch, dir).catch(async (error: unknown) => {
      // Another process finished first: its build is as good as ours.
      if (!(await exists(join(dir, "index.html")))) throw error
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  for (const entry of await readdir(root)) {
    const path = join(root, entry)
    // Another run may be deleting it at the same time.
    const mtimeMs = await stat(path).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    )
    if (entry !== options.hash && Date.now() - mtimeMs > staleBuildAgeMs) {
      await rm(path, { recursive: true, force: true })
    }
  }
  return dir
}
