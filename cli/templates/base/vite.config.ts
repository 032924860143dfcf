import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// Foyer ships compiled JavaScript and one static stylesheet (imported in src/main.tsx):
// nothing to add for it here.
export default defineConfig({
  plugins: [react()],
})
