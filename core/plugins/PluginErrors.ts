import { Data } from "effect"
import type { FieldIssue } from "../config/formatIssues"

/** Two plugins with the same id were listed. */
export class PluginDuplicateError extends Data.TaggedError("PluginDuplicateError")<{
  readonly plugin: string
}> {
  override get message(): string {
    return `Plugin "${this.plugin}" is listed more than once`
  }
}

/** An enabled plugin requires a plugin that is not listed, or is turned off by a feature flag. */
export class PluginDependencyMissingError extends Data.TaggedError("PluginDependencyMissingError")<{
  readonly plugin: string
  readonly dependency: string
  /** Why the dependency is missing: not in the plugin list, or its feature flag is off. */
  readonly reason: "not-listed" | "feature-off"
}> {
  override get message(): string {
    return this.reason === "not-listed"
      ? `Plugin "${this.plugin}" requires plugin "${this.dependency}", which is not in the plugin list`
      : `Plugin "${this.plugin}" requires plugin "${this.dependency}", which its feature flag turns off`
  }
}

/** Plugins require each other in a circle, so no start-up order exists. */
export class PluginDependencyCycleError extends Data.TaggedError("PluginDependencyCycleError")<{
  readonly cycle: ReadonlyArray<string>
}> {
  override get message(): string {
    return `Plugins require each other in a cycle: ${this.cycle.join(" -> ")}`
  }
}

/** Two sources contribute the same view name. */
export class PluginViewConflictError extends Data.TaggedError("PluginViewConflictError")<{
  readonly view: string
  readonly plugin: string
  /** The plugin id that contributed it first, or "core". */
  readonly other: string
}> {
  override get message(): string {
    return `Plugin "${this.plugin}" contributes view "${this.view}", which ${
      this.other === "core"
        ? "the kernel already provides"
        : `plugin "${this.other}" already contributes`
    }`
  }
}

/** A plugin's options do not match its schema; names the plugin and each field. */
export class PluginConfigInvalidError extends Data.TaggedError("PluginConfigInvalidError")<{
  readonly plugin: string
  readonly issues: ReadonlyArray<FieldIssue>
}> {
  override get message(): string {
    return `Plugin "${this.plugin}" has invalid options:\n${this.issues
      .map((i) => `- ${i.path}: ${i.message}`)
      .join("\n")}`
  }
}

/** A plugin's kit module could not be imported (a chunk that failed to download). */
export class PluginKitLoadError extends Data.TaggedError("PluginKitLoadError")<{
  readonly plugin: string
  readonly cause: unknown
}> {
  override get message(): string {
    const reason = this.cause instanceof Error ? `: ${this.cause.message}` : ""
    return `Plugin "${this.plugin}" could not load its kit${reason}`
  }
}

/** A plugin's kit gives effects for a view the plugin does not contribute. */
export class PluginKitViewUnknownError extends Data.TaggedError("PluginKitViewUnknownError")<{
  readonly plugin: string
  readonly view: string
}> {
  override get message(): string {
    return `Plugin "${this.plugin}" gives effects for view "${this.view}", which it does not contribute`
  }
}

/** Any error plugin resolution can end with. */
export type PluginResolutionError =
  | PluginDuplicateError
  | PluginDependencyMissingError
  | PluginDependencyCycleError
  | PluginViewConflictError
  | PluginConfigInvalidError
  | PluginKitLoadError
  | PluginKitViewUnknownError

/**
 * A plugin's layer provides a kernel service that declares no extension point: it would
 * replace the kernel's own under every other plugin and the kernel itself.
 */
export class PluginServiceConflictError extends Data.TaggedError("PluginServiceConflictError")<{
  readonly plugin: string
  /** The kernel service's key, e.g. "foyer-kit/wallet/Wallet". */
  readonly service: string
}> {
  override get message(): string {
    return `Plugin "${this.plugin}" provides the kernel service "${this.service}", which declares no extension point: a plugin may add services of its own, not replace the kernel's`
  }
}
