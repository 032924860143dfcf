// `npm run build` (also run by `prepack`): writes the package's `dist/`: ES modules, one
// stylesheet and source maps from Vite's library mode, then the type declarations (with
// declaration maps) from tsdown, laid out beside the modules they describe.
import { rm } from "node:fs/promises"
import { build as buildDeclarations } from "tsdown"
import { build as buildModules } from "vite"
import { distDir, entrySources, packageViteConfig, repoRoot } from "./packageViteConfig"

const started = performance.now()
await rm(distDir, { recursive: true, force: true })
await buildModules(packageViteConfig())
await buildDeclarations({
  cwd: repoRoot,
  config: false,
  entry: entrySources(),
  outDir: distDir,
  format: "esm",
  unbundle: true,
  clean: false,
  outExtensions: () => ({ js: ".js", dts: ".d.ts" }),
  dts: { emitDtsOnly: true, sourcemap: true },
  tsconfig: "tsconfig.json",
  logLevel: "warn",
  inputOptions: { checks: { pluginTimings: false } },
})
process.stdout.write(`Built dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s\n`)
