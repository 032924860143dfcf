import type { PluginFeature } from "../config/Features"

/**
 * What the `foyer` CLI knows of a plugin without loading it: the default export of the
 * plugin's `meta.ts` (`plugins/<id>/meta.ts`, `dist/plugins/<id>/meta.js` once built, or
 * `meta.ts` in a plugin folder of an app). The CLI reads it in Node, so a meta.ts imports
 * types only (`import type`): no views, no React, no kernel.
 * @example
 * // plugins/send/meta.ts
 * import type { PluginMeta } from "foyer-kit/core"
 *
 * export default {
 *   id: "send",
 *   factory: "send",
 *   description: "Send native and ERC-20 tokens from the Account view",
 *   feature: "send",
 * } as const satisfies PluginMeta
 */
export interface PluginMeta<Id extends string = string> {
  /**
   * The plugin's id, as `foyer add <id>` and `foyer remove <id>` name it; the same as the
   * plugin object's `id`. A plugin foyer ships lives in `plugins/<id>/` and is imported from
   * `foyer-kit/plugins/<id>`.
   */
  readonly id: Id
  /** The name the factory is exported under from the plugin's index.ts, e.g. `send`. */
  readonly factory: string
  /** One line saying what the plugin adds, for `foyer add --help` and `foyer doctor`. */
  readonly description: string
  /** The feature flag that turns the plugin on, or several (any of them), as the plugin object's `feature`. */
  readonly feature?: PluginFeature | ReadonlyArray<PluginFeature>
  /** Ids of plugins that must also be enabled; `foyer add` adds them first. */
  readonly requires?: ReadonlyArray<string>
}

/**
 * Declares a plugin's CLI metadata with its id kept as a literal type; a typed identity
 * function, for metadata written in code (a plugin's index.ts, tests, tools). A plugin's
 * meta.ts writes `{ … } as const satisfies PluginMeta` instead, so that it imports a type
 * only and the CLI reads it without loading foyer.
 * @example
 * const meta = definePluginMeta({ id: "greeting", factory: "greeting", description: "Says hello" })
 */
export const definePluginMeta = <const Id extends string>(meta: PluginMeta<Id>): PluginMeta<Id> =>
  meta
