import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// The config `npm create vite` writes for React: nothing Foyer-specific.
export default defineConfig({
  plugins: [react()],
})
