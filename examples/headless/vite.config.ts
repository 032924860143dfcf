import { fileURLToPath } from "node:url"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig, type InlineConfig } from "vite"
import { foyerAliases, hasSideEffects } from "../demo/vite.config"

/** The headless example's Vite root (this folder). */
export const headlessRoot = fileURLToPath(new URL(".", import.meta.url))

/** The example's production build: static files only, Foyer from its sources. */
export const headlessViteConfig = (options: { readonly outDir: string }): InlineConfig => ({
  configFile: false,
  root: headlessRoot,
  base: "/",
  logLevel: "warn",
  // Foyer's components import vanilla-extract styles (the page buttons); the page has none.
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: foyerAliases("source") },
  build: {
    outDir: options.outDir,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: hasSideEffects },
      checks: { pluginTimings: false },
    },
  },
})

/** For `vite build examples/headless`: builds into examples/headless/dist. */
export default defineConfig(headlessViteConfig({ outDir: "dist" }))
