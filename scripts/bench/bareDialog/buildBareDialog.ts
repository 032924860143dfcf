import { buildForProduction, cachedBuild } from "../../../build/cachedBuild"
import { sourceHash } from "../../../build/sourceHash"
import { bareDialogViteConfig } from "./bareDialogViteConfig"

/**
 * Builds the bare dialog page for production into `outDir` (emptied first): the reference
 * must be React as the demo ships it.
 */
export const buildBareDialog = (outDir: string): Promise<void> =>
  buildForProduction(bareDialogViteConfig(outDir))

/**
 * The bare dialog built for production, reused while its sources (this folder) and the
 * dependency lock are unchanged: node_modules/.cache/foyer-bench-bare-dialog/<hash>, as the
 * demo's (cachedDemoBuild). Returns the folder.
 */
export const cachedBareDialogBuild = async (): Promise<string> =>
  cachedBuild({
    cache: "foyer-bench-bare-dialog",
    hash: await sourceHash(
      ["scripts/bench/bareDialog"],
      ["package.json", "package-lock.json", "tsconfig.json"],
    ),
    build: buildBareDialog,
  })
