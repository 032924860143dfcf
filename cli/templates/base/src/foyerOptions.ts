import { parseFoyerSandbox, withSandbox } from "foyer-kit/core"
import type { FoyerOptions } from "foyer-kit/react"

/**
 * The options the app starts Foyer with: `config` as it is, or, when `foyer dev` runs the
 * local sandbox (`sandboxJson` is `import.meta.env.VITE_FOYER_SANDBOX`), `config` pointed at
 * the sandbox: its project id and endpoints, and its devnets as the only networks
 * (`withSandbox` of foyer-kit/core).
 */
export const foyerOptions = (
  config: FoyerOptions,
  sandboxJson: string | undefined,
): FoyerOptions =>
  sandboxJson === undefined || sandboxJson === ""
    ? config
    : withSandbox(config, parseFoyerSandbox(sandboxJson))
