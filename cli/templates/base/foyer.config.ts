import type { FoyerOptions } from "foyer/react"{{pluginImports}}

/** The Foyer configuration of this app (checked by `foyer doctor`). */
const config = {
  projectId: "{{projectId}}",
  networks: {{networks}},
  themeMode: "{{themeMode}}",
  plugins: [{{pluginCalls}}],
} satisfies FoyerOptions

export default config
