import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import type { InlineConfig } from "vite"

/** The bare dialog page's Vite root (this folder). */
export const bareDialogRoot = fileURLToPath(new URL(".", import.meta.url))

// The same rule as the demo's (examples/demo/vite.config.ts): React in its own chunk.
const isReact = (id: string) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)

/**
 * The bare dialog's production build, made as the demo's is (demoViteConfig): static files,
 * no inline script, React (react, react-dom, scheduler) in its own chunk, the page's own code
 * in the entry, no modulepreload polyfill. Only the Foyer group is missing: there is no Foyer.
 */
export const bareDialogViteConfig = (outDir: string): InlineConfig => ({
  configFile: false,
  root: bareDialogRoot,
  base: "/",
  logLevel: "warn",
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        entryFileNames: "assets/bare-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        codeSplitting: { groups: [{ name: "react", test: isReact, priority: 2 }] },
      },
    },
  },
})
