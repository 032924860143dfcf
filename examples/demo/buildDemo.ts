import { buildForProduction, cachedBuild } from "../../build/cachedBuild"
import { sourceHash } from "../../build/sourceHash"
import { demoViteConfig, type FoyerFrom } from "./vite.config"

/** Builds the demo for production into `outDir` (emptied first), Foyer from its sources by default. */
export const buildDemo = (outDir: string, foyerFrom: FoyerFrom = "source"): Promise<void> =>
  buildForProduction(demoViteConfig({ outDir, foyerFrom }))

// What the demo build is made of: the kit's source, the demo and the dependency lock.
const sourceFolders = ["ui", "core", "plugins", "examples/demo"]
const sourceFiles = ["package.json", "package-lock.json", "tsconfig.json"]

/** A hash of every file the demo build reads, to reuse a build while none changed. */
export const demoSourceHash = async (): Promise<string> =>
  // "production": builds cached before the demo was always built for production do not count.
  `${await sourceHash(sourceFolders, sourceFiles)}-production`

/**
 * The demo built for production, reused while its sources are unchanged: the build lives in
 * node_modules/.cache/foyer-demo/<hash>. Returns the folder.
 */
export const cachedDemoBuild = async (): Promise<string> =>
  cachedBuild({ cache: "foyer-demo", hash: await demoSourceHash(), build: (dir) => buildDemo(dir) })
