import { buildForProduction, cachedBuild } from "../../build/cachedBuild"
import { sourceHash } from "../../build/sourceHash"
import { headlessViteConfig } from "./vite.config"

/** Builds the headless example for production into `outDir` (emptied first), as the demo. */
export const buildHeadless = (outDir: string): Promise<void> =>
  buildForProduction(headlessViteConfig({ outDir }))

/**
 * The example built, reused while its sources (Foyer's core and ui, the example, the demo's
 * configuration reader) are unchanged: node_modules/.cache/foyer-headless/<hash>.
 */
export const cachedHeadlessBuild = async (): Promise<string> =>
  cachedBuild({
    cache: "foyer-headless",
    hash: await sourceHash(
      ["core", "ui", "examples/headless"],
      ["examples/demo/src/DemoConfig.ts", "package.json", "package-lock.json", "tsconfig.json"],
    ),
    build: buildHeadless,
  })
