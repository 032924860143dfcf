// Builds create-foyer/dist/bin.js, the `npm create foyer` command, from create-foyer/bin.ts:
// one ES module for plain node (Node's built-ins stay imports; it has no other). Run by
// `npm run build` with the main package, and by create-foyer's own `prepack`.
import { rm } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "tsdown"

/** The create-foyer package's folder. */
export const createFoyerDir = fileURLToPath(new URL("../create-foyer", import.meta.url))

/** Writes create-foyer/dist/ from scratch. */
export const buildCreateFoyer = async (): Promise<void> => {
  const outDir = join(createFoyerDir, "dist")
  await rm(outDir, { recursive: true, force: true })
  await build({
    cwd: createFoyerDir,
    config: false,
    entry: { bin: join(createFoyerDir, "bin.ts") },
    outDir,
    format: "esm",
    platform: "node",
    target: "node20",
    fixedExtension: false,
    dts: false,
    clean: false,
    tsconfig: join(createFoyerDir, "..", "tsconfig.json"),
    logLevel: "warn",
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCreateFoyer()
