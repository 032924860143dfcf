import { readFile } from "node:fs/promises"
import { extname } from "node:path"
import { pathToFileURL } from "node:url"
import { Script } from "node:vm"
import type { PluginMeta } from "../../core/plugins/PluginMeta"
import { CliError } from "../CliError"
import type { TypeScript } from "../peers/loadTypeScript"

/** A meta.ts or meta.js to read: its path, and its name in messages (relative to where it is looked for). */
export interface MetaFile {
  readonly path: string
  readonly shown: string
}

/**
 * The validated default export of a plugin's meta file.
 *
 * - `meta.js` (a plugin foyer ships, as built into dist/plugins/<id>/meta.js) is imported
 *   as it is: plain JavaScript without imports, so listing the shipped plugins (`foyer init`,
 *   `--help`) needs no compiler.
 * - `meta.ts` (a plugin of the app, `foyer add ./folder`; the shipped plugins when the CLI
 *   runs from this repository's sources) is read with the TypeScript compiler that `typescript`
 *   loads (the app's own, see loadTypeScript): compiled to CommonJS with types removed, then
 *   run by itself, with a `require` that refuses every import.
 *
 * Why meta.ts is not simply imported: the published CLI runs under plain node, which does
 * not load TypeScript, and the module hooks `foyer doctor` registers for configs would load
 * whatever meta.ts imports as a value (the plugin's index, React, the kernel) and cache it by
 * URL for the rest of the process. Why it is not read off the syntax tree: only literals would
 * do, and the CLI would read another value than the one TypeScript checks (a constant, a
 * spread, `as const`). Compiled and run alone, meta.ts gives exactly the value it exports,
 * and an import of anything but a type is an error that says so.
 * @throws CliError naming the file when it cannot be read or is not a valid PluginMeta.
 */
export const readPluginMeta = async (
  file: MetaFile,
  typescript: () => Promise<TypeScript>,
): Promise<PluginMeta> => {
  const exported = /\.[cm]?js$/.test(extname(file.path))
    ? await importJavaScript(file)
    : await runTypeScript(file, await typescript())
  return checkPluginMeta(exported, file.shown)
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

const importJavaScript = async (file: MetaFile): Promise<unknown> => {
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file.path).href)) as {
      readonly default?: unknown
    }
    return module.default
  } catch (error) {
    throw new CliError({ message: `${file.shown} cannot be loaded: ${messageOf(error)}` })
  }
}

/** meta.ts compiled to CommonJS by `ts` and run alone: its default export. */
const runTypeScript = async (file: MetaFile, ts: TypeScript): Promise<unknown> => {
  const source = await readFile(file.path, "utf8").catch((error: unknown) => {
    throw new CliError({ message: `${file.shown} cannot be read: ${messageOf(error)}` })
  })
  const output = ts.transpileModule(source, {
    fileName: file.path,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  })
  const error = output.diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error)
  if (error !== undefined) {
    const at = error.file?.getLineAndCharacterOfPosition(error.start ?? 0)
    const place = at === undefined ? file.shown : `${file.shown}:${at.line + 1}:${at.character + 1}`
    throw new CliError({
      message: `${place}: ${ts.flattenDiagnosticMessageText(error.messageText, " ")}`,
    })
  }
  const module: { exports: Record<string, unknown> } = { exports: {} }
  const refuse = (specifier: string): never => {
    throw new CliError({
      message: `${file.shown} imports "${specifier}": a plugin's meta.ts may import types only (import type { PluginMeta } from "foyer-kit/core"), so that foyer reads it without loading the plugin.`,
    })
  }
  try {
    const run = new Script(`(function (exports, require, module) {${output.outputText}\n})`, {
      filename: file.path,
    }).runInThisContext() as (
      exports: unknown,
      require: (specifier: string) => never,
      module: unknown,
    ) => void
    run(module.exports, refuse, module)
  } catch (error) {
    if (error instanceof CliError) throw error
    throw new CliError({ message: `${file.shown} cannot be loaded: ${messageOf(error)}` })
  }
  return module.exports.default
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A plugin id: lower-case letters, digits and dashes, as a folder and a module path take it. */
const idPattern = /^[a-z0-9][a-z0-9-]*$/
/** A JavaScript identifier (the factory's export name). */
const identifierPattern = /^[A-Za-z_$][\w$]*$/

/**
 * `value` as a PluginMeta, or a CliError listing every field that is wrong, named after
 * `shown` (the file it came from).
 */
export const checkPluginMeta = (value: unknown, shown: string): PluginMeta => {
  if (!isRecord(value)) {
    throw new CliError({
      message: `${shown} has no default export of the plugin's metadata: write export default { id, factory, description } satisfies PluginMeta.`,
    })
  }
  const { id, factory, description, feature, requires } = value
  const problems: Array<string> = []
  if (typeof id !== "string" || !idPattern.test(id)) {
    problems.push('`id` must be lower-case letters, digits and dashes, e.g. "send"')
  }
  if (typeof factory !== "string" || !identifierPattern.test(factory)) {
    problems.push('`factory` must be the name index.ts exports the factory under, e.g. "send"')
  }
  if (typeof description !== "string" || description.trim() === "" || /\n/.test(description)) {
    problems.push("`description` must be one line of text")
  }
  if (
    feature !== undefined &&
    typeof feature !== "string" &&
    !(Array.isArray(feature) && feature.length > 0 && feature.every((f) => typeof f === "string"))
  ) {
    problems.push("`feature` must be the name of a feature flag, or a list of them")
  }
  if (
    requires !== undefined &&
    !(Array.isArray(requires) && requires.every((r) => typeof r === "string" && idPattern.test(r)))
  ) {
    problems.push("`requires` must be a list of plugin ids")
  }
  if (problems.length > 0) {
    throw new CliError({ message: `${shown}: ${problems.join("; ")}.` })
  }
  return {
    id: id as string,
    factory: factory as string,
    description: (description as string).trim(),
    ...(feature === undefined
      ? {}
      : {
          feature: (Array.isArray(feature) ? [...feature] : feature) as NonNullable<
            PluginMeta["feature"]
          >,
        }),
    ...(requires === undefined ? {} : { requires: [...(requires as ReadonlyArray<string>)] }),
  }
}
