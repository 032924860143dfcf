import type { FoyerOptions } from "foyer-kit/react"

/** The Foyer configuration of this app (checked by `foyer doctor`). */
const config = {
  projectId: "{{projectId}}",
  networks: {{networks}},
  themeMode: "{{themeMode}}",
  plugins: [],
} satisfies FoyerOptions

export default config
