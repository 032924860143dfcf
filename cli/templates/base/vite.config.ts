import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// Foyer ships its TypeScript sources, styles included as vanilla-extract `.css.ts` files:
// the plugin compiles them, and foyer stays out of the dev server's dependency pre-bundling,
// which would skip the plugin.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: { exclude: ["foyer"] },
})
