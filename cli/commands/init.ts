import { existsSync, readdirSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { basename, join, relative, resolve } from "node:path"
import { Command, Option } from "commander"
import { nodeFileSystem } from "../../codegen/FileSystem"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { packageInfo, packageRoot } from "../foyerPackage"
import { askInitAnswers } from "../init/askInitAnswers"
import { copyTemplate } from "../init/copyTemplate"
import { foyerDependency, foyerSource, isUnbuiltFolder } from "../init/foyerDependency"
import {
  defaultNetworks,
  defaultTheme,
  type InitAnswers,
  parseNetworks,
  parsePackageManager,
  parsePlugins,
  parseProjectId,
  parseTheme,
  placeholderProjectId,
  themes,
} from "../init/InitAnswers"
import {
  guessPackageManager,
  packageManagerCommands,
  packageManagers,
  runInstall,
} from "../init/PackageManager"
import { packageName, templateValues } from "../init/templateValues"
import { writeProject } from "../init/writeProject"
import { type KnownPlugin, shippedPlugins } from "../knownPlugins"
import { makeOutput } from "../Output"
import {
  loadTypeScript,
  resolveTypeScript,
  type TypeScript,
  typeScriptSearch,
} from "../peers/loadTypeScript"
import type { ChangeMessage } from "../plugins/changeApp"

/** The flags of `foyer init`, as commander parses them. */
interface InitFlags {
  readonly projectId?: string
  readonly networks?: string
  readonly plugins?: string
  readonly theme?: string
  readonly packageManager?: string
  readonly yes?: boolean
  readonly force?: boolean
  readonly install?: boolean
}

/** The app every project starts from. */
const baseTemplate = join(packageRoot, "cli", "templates", "base")

/** Files that do not make a folder "not empty": a fresh `git init` is a fine place to start. */
const ignorable = new Set([".git"])

/** The answers the flags give, each one checked. */
const givenAnswers = (
  flags: InitFlags,
  plugins: ReadonlyArray<KnownPlugin>,
): Partial<InitAnswers> => ({
  ...(flags.projectId === undefined ? {} : { projectId: parseProjectId(flags.projectId) }),
  ...(flags.networks === undefined ? {} : { networks: parseNetworks(flags.networks) }),
  ...(flags.plugins === undefined ? {} : { plugins: parsePlugins(flags.plugins, plugins) }),
  ...(flags.theme === undefined ? {} : { theme: parseTheme(flags.theme) }),
  ...(flags.packageManager === undefined
    ? {}
    : { packageManager: parsePackageManager(flags.packageManager) }),
})

/** Refuses a file, or a folder with something in it unless `force`. */
const checkTarget = (target: string, force: boolean) => {
  if (!existsSync(target)) return
  if (!statSync(target).isDirectory()) {
    throw new CliError({ message: `${target} is a file, not a folder.` })
  }
  const content = readdirSync(target).filter((name) => !ignorable.has(name))
  if (content.length > 0 && !force) {
    throw new CliError({
      message: `${target} is not empty: pass --force to write into it anyway (files of the same name are replaced).`,
    })
  }
}

/** A path as typed in a shell. */
const shellPath = (path: string) => (/^[\w./-]+$/.test(path) ? path : JSON.stringify(path))

/**
 * The TypeScript compiler that adds the chosen plugins (their template's call goes into
 * foyer.config.ts through its syntax tree, as `foyer add` does): the one beside the new app
 * or beside foyer.
 * @throws CliError, before anything is written, when there is none.
 */
const pluginCompiler = async (target: string, plugins: ReadonlyArray<KnownPlugin>) => {
  const search = typeScriptSearch(target)
  if (resolveTypeScript(search) === undefined) {
    const ids = plugins.map((plugin) => plugin.id).join(" ")
    throw new CliError({
      message: `Adding plugins needs the TypeScript compiler (typescript), which is not installed beside foyer: run foyer init without --plugins, then npx foyer add ${ids} in the app once its dependencies are installed.`,
    })
  }
  return (await loadTypeScript("init", search)).ts
}

/** Adds the chosen plugins to the project written in `folder`, as `foyer add` would. */
const addPluginsTo = async (
  ts: TypeScript,
  folder: string,
  chosen: ReadonlyArray<KnownPlugin>,
  known: ReadonlyArray<KnownPlugin>,
): Promise<ReadonlyArray<ChangeMessage>> => {
  // Loaded only when there are plugins to add: the edits bring in effect, most of a second.
  const [{ addToApp }, { withRequirements, withTemplates }] = await Promise.all([
    import("../plugins/changeApp"),
    import("../plugins/pluginChanges"),
  ])
  const path = join(folder, "foyer.config.ts")
  const config = {
    cwd: folder,
    path,
    name: "foyer.config.ts",
    source: await readFile(path, "utf8"),
  }
  const changes = await withTemplates(ts, withRequirements(chosen, known, []), folder)
  return addToApp(ts, config, changes, nodeFileSystem)
}

const runInit = async (
  context: CliContext,
  dir: string | undefined,
  flags: InitFlags,
  loadPlugins: () => Promise<ReadonlyArray<KnownPlugin>>,
) => {
  const output = makeOutput(context)
  // With --yes and no --plugins nothing is asked about plugins: their meta files stay unread
  // (from the sources, reading one loads the TypeScript compiler, seconds of a quick init).
  const plugins = flags.yes === true && flags.plugins === undefined ? [] : await loadPlugins()
  const given = givenAnswers(flags, plugins)
  const target = resolve(context.cwd, dir ?? ".")
  checkTarget(target, flags.force === true)
  const answers = await askInitAnswers({
    given,
    yes: flags.yes === true,
    input: context.stdin,
    output: context.stdout,
    knownPlugins: plugins,
    defaultPackageManager: guessPackageManager(context.env),
  })
  const name = packageName(basename(target))
  // The app depends on the foyer that made it: the same tarball, folder or checkout it came
  // from, else this version from the registry.
  const source = foyerSource(packageRoot, context.script)
  const values = templateValues({
    name,
    answers,
    foyer: packageInfo,
    foyerDependency: foyerDependency(source, packageInfo.version, target),
  })
  const ts =
    answers.plugins.length === 0 ? undefined : await pluginCompiler(target, answers.plugins)
  const added = await writeProject(target, async (folder) => {
    await copyTemplate(baseTemplate, folder, values)
    return ts === undefined ? [] : addPluginsTo(ts, folder, answers.plugins, plugins)
  })
  output.success(`Created ${name} in ${target}.`)
  for (const message of added) {
    if (message.kind === "success") output.success(message.text)
    else output.info(message.text)
  }
  if (isUnbuiltFolder(source)) {
    output.warn(
      `The app depends on foyer in ${source.path}, which is not built: run npm run build there before installing the app.`,
    )
  }
  if (answers.projectId === placeholderProjectId) {
    output.warn(
      `The project id is a placeholder: replace ${placeholderProjectId} in foyer.config.ts with your WalletConnect project id (foyer doctor reports it until then).`,
    )
  }

  const manager = answers.packageManager
  const commands = packageManagerCommands(manager)
  if (flags.install === true) {
    await output
      .progress(`Installing dependencies with ${manager}`, () =>
        runInstall(manager, target, context.env),
      )
      .catch((error: unknown) => {
        if (!(error instanceof CliError)) throw error
        throw new CliError({
          message: `${error.message}\nThe project is written; run ${commands.install} in ${target} to try again.`,
        })
      })
  }
  const folder = relative(context.cwd, target)
  output.info("")
  output.info("Next steps:")
  if (folder !== "") output.info(`  cd ${shellPath(folder)}`)
  if (flags.install !== true) output.info(`  ${commands.install}`)
  output.info(
    `  ${commands.exec} foyer dev   ${output.dim("# runs the app against a local sandbox")}`,
  )
}

/** `foyer init` with the plugins this foyer ships, each read from its meta file when needed. */
export const makeInitCommand = (context: CliContext): Command =>
  initCommand(context, () =>
    shippedPlugins({
      typescript: async () => (await loadTypeScript("init", typeScriptSearch(context.cwd))).ts,
    }),
  )

/**
 * `foyer init [dir]`: writes a new Vite + React + TypeScript app with Foyer set up, with
 * the chosen plugins of those `loadPlugins` gives added as `foyer add` adds them.
 */
export const initCommand = (
  context: CliContext,
  loadPlugins: () => Promise<ReadonlyArray<KnownPlugin>>,
): Command =>
  new Command("init")
    .description("create a Vite + React + TypeScript app with Foyer set up, in dir or here")
    .argument("[dir]", "the folder to create the app in (default: the current folder)")
    .option("--project-id <id>", `the WalletConnect project id (default: ${placeholderProjectId})`)
    .option(
      "--networks <ids>",
      `comma-separated CAIP-2 network ids, the first the default (default: ${defaultNetworks})`,
    )
    .option(
      "--plugins <ids>",
      // The list with descriptions is foyer add's: it grows with every plugin.
      "comma-separated plugins to enable (foyer add --help lists them; default: none)",
    )
    .addOption(
      new Option("--theme <mode>", `the theme mode (default: ${defaultTheme})`).choices(themes),
    )
    .addOption(
      new Option(
        "--package-manager <name>",
        "the package manager to install with and name in instructions (default: the one running foyer, else npm)",
      ).choices(packageManagers),
    )
    .option("-y, --yes", "take the default of everything no flag gives, without asking")
    .option("--force", "write into a folder that is not empty, replacing files of the same name")
    .option("--install", "install the dependencies once the app is written")
    .addHelpText(
      "after",
      `
Without --yes, init asks for every value no flag gives (on a terminal).

Examples:
  $ foyer init my-app --yes
  $ foyer init my-app --project-id 1234abcd --networks eip155:1,eip155:10 --theme dark --install`,
    )
    .action((dir: string | undefined, flags: InitFlags) =>
      runInit(context, dir, flags, loadPlugins),
    )
