import { mkdir, readdir, rename, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "vite"
import { sourceHash } from "../../../build/sourceHash"
import { bareDialogViteConfig } from "./bareDialogViteConfig"

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))
const cacheRoot = join(repoRoot, "node_modules", ".cache", "foyer-bench-bare-dialog")

/** Builds the bare dialog page for production into `outDir` (emptied first). */
export const buildBareDialog = async (outDir: string): Promise<void> => {
  // As buildDemo: Vite builds for the NODE_ENV it finds, and React's development build is
  // twice the size. The reference must be React as the demo ships it.
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build(bareDialogViteConfig(outDir))
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

/**
 * The bare dialog built for production, reused while its sources (this folder) and the
 * dependency lock are unchanged: the build lives in
 * node_modules/.cache/foyer-bench-bare-dialog/<hash>, as the demo's does (cachedDemoBuild).
 * Builds of other sources are deleted. Returns the folder.
 */
export const cachedBareDialogBuild = async (): Promise<string> => {
  const hash = await sourceHash(
    ["scripts/bench/bareDialog"],
    ["package.json", "package-lock.json", "tsconfig.json"],
  )
  const dir = join(cacheRoot, hash)
  if (await exists(join(dir, "index.html"))) return dir
  await mkdir(cacheRoot, { recursive: true })
  const scratch = `${dir}.building-${process.pid}-${Date.now()}`
  try {
    await buildBareDialog(scratch)
    await rename(scratch, dir).catch(async (error: unknown) => {
      // Another bench finished first: its build is as good as ours.
      if (!(await exists(join(dir, "index.html")))) throw error
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  // Only the bench uses these builds, one at a time: older ones are of no further use.
  for (const entry of await readdir(cacheRoot)) {
    if (entry !== hash && !entry.includes(".building-")) {
      await rm(join(cacheRoot, entry), { recursive: true, force: true })
    }
  }
  return dir
}
