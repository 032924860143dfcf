import type { KnownPlugin } from "../knownPlugins"
import type { PluginState } from "./pluginStates"

/** One problem `foyer doctor` found: where (a field path, or the file) and what. */
export interface DoctorProblem {
  readonly path: string
  readonly message: string
}

/**
 * What `foyer doctor` found in a config: its problems (exit code 1), its warnings (said, but
 * the app runs: the placeholder project id, which the local sandbox does not need), the
 * plugins it uses, and whether each is on.
 */
export interface Diagnosis {
  readonly problems: ReadonlyArray<DoctorProblem>
  readonly warnings: ReadonlyArray<DoctorProblem>
  /** The plugins the config imports that foyer knows (shipped, or the app's own), in import order. */
  readonly plugins: ReadonlyArray<KnownPlugin>
  /** Each listed plugin's state by id, as the kernel decides it; absent when the fields are wrong. */
  readonly states?: ReadonlyMap<string, PluginState> | undefined
}
