/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Set by `foyer dev`: the local sandbox's project id, endpoints and devnets, as JSON
   * (see `foyerOptions.ts`). Absent otherwise.
   */
  readonly VITE_FOYER_SANDBOX?: string
}
