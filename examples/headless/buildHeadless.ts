import { mkdir, rename, rm, stat } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "vite"
import { sourceHash } from "../../build/sourceHash"
import { headlessViteConfig } from "./vite.config"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))
const cacheRoot = join(repoRoot, "node_modules", ".cache", "foyer-headless")

/** Builds the headless example for production into `outDir` (emptied first). */
export const buildHeadless = async (outDir: string): Promise<void> => {
  // Vitest sets NODE_ENV to "test"; the example is built as a page ships (see buildDemo).
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = "production"
  try {
    await build(headlessViteConfig({ outDir }))
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
 * The example built, reused while its sources (Foyer's core and ui, the example, the demo's
 * configuration reader) are unchanged: node_modules/.cache/foyer-headless/<hash>.
 */
export const cachedHeadlessBuild = async (): Promise<string> => {
  const hash = await sourceHash(
    ["core", "ui", "examples/headless"],
    ["examples/demo/src/DemoConfig.ts", "package.json", "package-lock.json", "tsconfig.json"],
  )
  const dir = join(cacheRoot, hash)
  if (await exists(join(dir, "index.html"))) return dir
  await mkdir(cacheRoot, { recursive: true })
  const scratch = `${dir}.building-${process.pid}-${Date.now()}`
  try {
    await buildHeadless(scratch)
    await rename(scratch, dir).catch(async (error: unknown) => {
      // Another process finished first: its build is as good as ours.
      if (!(await exists(join(dir, "index.html")))) throw error
    })
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
  return dir
}
