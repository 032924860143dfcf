import { existsSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { dirname, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { Command } from "commander"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { syntaxErrorOf } from "../config/syntaxErrorOf"
import { checkFields } from "../doctor/checkFields"
import type { Diagnosis, DoctorProblem } from "../doctor/Diagnosis"
import { firstLineOf } from "../doctor/firstLine"
import { loadConfigModule, registerTypeScriptHooks } from "../doctor/loadConfigModule"
import { loadFailureMessage } from "../doctor/loadFailureMessage"
import type { PluginState } from "../doctor/pluginStates"
import { fileErrorMessage, isFileSystemError } from "../fileErrorMessage"
import {
  type KnownPlugin,
  knownPluginsSentence,
  pluginLines,
  shippedPlugins,
} from "../knownPlugins"
import { makeOutput } from "../Output"
import { foyerPackageName, renamedSpecifier, shippedPluginId } from "../packageName"
import {
  type LoadedTypeScript,
  loadTypeScript,
  resolveTypeScript,
  type TypeScript,
  typeScriptSearch,
} from "../peers/loadTypeScript"
import { configuredPlugins } from "../plugins/localPlugins"

export type { Diagnosis, DoctorProblem } from "../doctor/Diagnosis"

/** The modules the file's import declarations name, in order. */
const importedModules = (ts: TypeScript, source: string, fileName: string): ReadonlyArray<string> =>
  ts
    .createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS)
    .statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)
        ? [statement.moduleSpecifier.text]
        : [],
    )

/** The plugin ids a config imports (`foyer-kit/plugins/<id>`) that this foyer does not ship. */
export const unknownPluginImports = (
  ts: TypeScript,
  source: string,
  fileName: string,
  plugins: ReadonlyArray<KnownPlugin>,
): ReadonlyArray<string> => {
  const known = new Set(plugins.map((p) => p.id))
  const ids = importedModules(ts, source, fileName).flatMap((module) => {
    const id = shippedPluginId(module)
    return id === undefined || known.has(id) ? [] : [id]
  })
  return [...new Set(ids)]
}

/** A problem for each import of the kit under its old name (`foyer/react`), with the new one. */
const formerNameProblems = (
  ts: TypeScript,
  source: string,
  fileName: string,
): ReadonlyArray<DoctorProblem> =>
  importedModules(ts, source, fileName).flatMap((module) => {
    const renamed = renamedSpecifier(module)
    return renamed === undefined
      ? []
      : [
          {
            path: "(file)",
            message: `Imports "${module}": the kit is published as ${foyerPackageName} ("foyer" on npm is another package). Import "${renamed}", and depend on ${foyerPackageName} instead of foyer in package.json.`,
          },
        ]
  })

/** The file's first syntax error as `name:line:column: message`, if it has one. */
const syntaxProblem = (
  ts: TypeScript,
  source: string,
  file: string,
  name: string,
): string | undefined => {
  // The script kind follows the extension: a .js config is JavaScript, as the bundler reads it.
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false)
  const error = syntaxErrorOf(ts, sourceFile)
  if (error === undefined) return undefined
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(error.start ?? 0)
  return `${name}:${line + 1}:${character + 1}: ${ts.flattenDiagnosticMessageText(error.messageText, " ")}`
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Every problem of the config file at `file` (called `name` in messages, by default the
 * path): a syntax error (at `name:line:column`), plugins this foyer does not ship (read
 * from its imports), a plugin folder of the app whose meta.ts is wrong, a file that cannot
 * be loaded, then each field the configuration schema rejects (a missing project id is
 * APKT008, every unknown network is named), then what the plugin registry refuses
 * (duplicates, missing dependencies, bad plugin options). When the fields are right, it
 * also says whether each listed plugin is on. The file is parsed and compiled
 * with `typescript`. `plugins` are the plugins foyer ships; `cwd` is where paths are shown from.
 */
export const diagnoseConfig = async (
  file: string,
  options: {
    readonly typescript: LoadedTypeScript
    readonly plugins: ReadonlyArray<KnownPlugin>
    readonly name?: string
    readonly cwd?: string
  },
): Promise<Diagnosis> => {
  const { typescript, plugins, name = file, cwd = dirname(file) } = options
  const source = await readFile(file, "utf8")
  const syntaxError = syntaxProblem(typescript.ts, source, file, name)
  if (syntaxError !== undefined) {
    return { problems: [{ path: "(file)", message: syntaxError }], warnings: [], plugins: [] }
  }
  const problems: Array<DoctorProblem> = [
    ...formerNameProblems(typescript.ts, source, file),
    ...unknownPluginImports(typescript.ts, source, file, plugins).map((id) => ({
      path: "plugins",
      message: `Unknown plugin "${id}". ${knownPluginsSentence(plugins)}`,
    })),
  ]
  const used = await usedPlugins(typescript.ts, source, file, plugins, cwd).catch(
    (error: unknown) => {
      if (!(error instanceof CliError)) throw error
      problems.push({ path: "plugins", message: error.message })
      return []
    },
  )
  return { ...(await loadedProblems(file, typescript.url, problems)), plugins: used }
}

/** The plugins foyer knows that the config imports (a meta.ts that is wrong throws). */
const usedPlugins = async (
  ts: TypeScript,
  source: string,
  file: string,
  shipped: ReadonlyArray<KnownPlugin>,
  cwd: string,
): Promise<ReadonlyArray<KnownPlugin>> => {
  const found = await configuredPlugins({
    ts,
    sourceFile: ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true),
    configFolder: dirname(file),
    cwd,
    shipped,
    typescript: () => Promise.resolve(ts),
  })
  return found.flatMap((entry) => (entry._tag === "Known" ? [entry.plugin] : []))
}

/** `problems`, then what loading the config and checking its fields finds; the plugins' states. */
const loadedProblems = async (
  file: string,
  typescriptUrl: string,
  problems: ReadonlyArray<DoctorProblem>,
): Promise<Omit<Diagnosis, "plugins">> => {
  let loaded: unknown
  try {
    loaded = await loadConfigModule(file, typescriptUrl)
  } catch (error) {
    // An unknown plugin's module does not exist: already said above.
    if (problems.length > 0) return { problems, warnings: [] }
    return {
      problems: [{ path: "(file)", message: `Cannot be loaded: ${loadFailureMessage(error)}` }],
      warnings: [],
    }
  }
  if (!isRecord(loaded)) {
    return {
      problems: [
        ...problems,
        { path: "(file)", message: "Its default export is not a configuration object" },
      ],
      warnings: [],
    }
  }
  try {
    return await checkFields(loaded, problems)
  } catch (error) {
    // The config's own code threw while being read (a getter, a Proxy): a problem of the
    // file, not a crash of doctor.
    return {
      problems: [
        ...problems,
        { path: "(file)", message: `Cannot be checked: ${firstLineOf(error)}` },
      ],
      warnings: [],
    }
  }
}

/** `foyer doctor [--config file]`: checks foyer.config.ts; exit code 1 when anything is wrong. */
export const doctorCommand = (context: CliContext): Command =>
  new Command("doctor")
    .description(
      "check foyer.config.ts against the configuration schema and report every problem with its field",
    )
    .option("--config <file>", "the configuration file", "foyer.config.ts")
    .action(async (options: { readonly config: string }) => {
      const output = makeOutput(context)
      const file = resolve(context.cwd, options.config)
      const shown = relative(context.cwd, file)
      if (!existsSync(file)) {
        throw new CliError({ message: `No ${shown} here: run foyer init first, or pass --config` })
      }
      // The hooks the config loads with start now: their thread loads its compiler while this
      // one loads its own. (Every module imported after this goes through them: the kernel is
      // imported statically, before.)
      const compiler = resolveTypeScript(typeScriptSearch(context.cwd))
      if (compiler !== undefined && statSync(file).isFile()) {
        registerTypeScriptHooks(pathToFileURL(compiler).href)
      }
      // The parser and the compiler of the config: the app's TypeScript, an optional peer.
      const typescript = await loadTypeScript("doctor", typeScriptSearch(context.cwd))
      const shipped = await shippedPlugins({ typescript: () => Promise.resolve(typescript.ts) })
      const { problems, warnings, plugins, states } = await output
        .progress(`Checking ${shown}`, () =>
          diagnoseConfig(file, { typescript, plugins: shipped, name: shown, cwd: context.cwd }),
        )
        .catch((error: unknown) => {
          // Reading it failed (a folder, no permission): say so about the file as given.
          if (!isFileSystemError(error)) throw error
          throw new CliError({
            message: fileErrorMessage(error, { cwd: context.cwd, action: "read", path: shown }),
          })
        })
      for (const line of pluginListing(shown, plugins, shipped, states)) output.info(line)
      if (problems.length > 0) {
        output.error(`✖ ${shown}: ${counted(problems.length, "problem")}`)
        for (const problem of problems) output.error(`  ${problem.path}: ${problem.message}`)
      }
      if (warnings.length > 0) {
        output.warn(`⚠ ${shown}: ${counted(warnings.length, "warning")}`)
        for (const warning of warnings) output.warn(`  ${warning.path}: ${warning.message}`)
      }
      if (problems.length === 0) {
        output.success(`✔ ${shown}: no problems found`)
        return
      }
      throw new CliError({
        message: `Fix the ${problems.length === 1 ? "problem" : "problems"} above and run foyer doctor again.`,
      })
    })

/** `1 problem`, `2 problems`. */
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`

/** A plugin's state as doctor shows it: `on`, or `off: ` and what turns it off. */
export const stateText = (state: PluginState | undefined): string =>
  state === undefined ? "" : state.on ? "on" : `off: ${state.reason}`

/**
 * The plugins the config uses, each with its state when `states` gives it (`on`, or `off:`
 * and why), then the ones foyer ships that it does not, each with its description; a plugin
 * of the app is named with its folder.
 * @example
 * pluginListing("foyer.config.ts", [send], shipped, new Map([["send", { on: true }]]))
 * // ["Plugins in foyer.config.ts:", "  send  on  Send native and ERC-20 tokens…", "Plugins to add…", …]
 */
export const pluginListing = (
  file: string,
  used: ReadonlyArray<KnownPlugin>,
  shipped: ReadonlyArray<KnownPlugin>,
  states?: ReadonlyMap<string, PluginState> | undefined,
): ReadonlyArray<string> => {
  const named = (plugins: ReadonlyArray<KnownPlugin>, stated: boolean) => {
    // The state is a column between the name and the description, which ends each line.
    const state = (p: KnownPlugin) => stateText(states?.get(p.id))
    const width = Math.max(0, ...plugins.map((p) => state(p).length))
    return pluginLines(
      plugins.map((p) => ({
        name: p.folder === undefined ? p.id : `${p.id} (${p.module})`,
        description: stated ? `${state(p).padEnd(width)}  ${p.description}` : p.description,
      })),
    )
  }
  const unused = shipped.filter((p) => !used.some((u) => u.module === p.module))
  return [
    ...(used.length === 0 ? [] : [`Plugins in ${file}:`, ...named(used, states !== undefined)]),
    ...(unused.length === 0
      ? []
      : ["Plugins to add with foyer add <id>:", ...named(unused, false)]),
  ]
}
