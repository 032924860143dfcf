import { existsSync, readdirSync, statSync } from "node:fs"
import { basename, join, relative, resolve } from "node:path"
import { Command, Option } from "commander"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"
import { packageInfo, packageRoot } from "../foyerPackage"
import { askInitAnswers } from "../init/askInitAnswers"
import { copyTemplate } from "../init/copyTemplate"
import { foyerDependency, foyerSource } from "../init/foyerDependency"
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
import { knownPlugins } from "../knownPlugins"
import { makeOutput } from "../Output"

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
  plugins: ReturnType<typeof knownPlugins>,
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

const runInit = async (context: CliContext, dir: string | undefined, flags: InitFlags) => {
  const output = makeOutput(context)
  const plugins = knownPlugins()
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
  // The app depends on the foyer that made it: the same tarball or folder when this one was
  // installed from one, else this version from the registry.
  const source = foyerSource(
    context.script === undefined ? [packageRoot] : [packageRoot, context.script],
  )
  const values = templateValues({
    name,
    answers,
    foyer: packageInfo,
    foyerDependency: foyerDependency(source, packageInfo.version, target),
  })
  await writeProject(target, (folder) => copyTemplate(baseTemplate, folder, values))
  output.success(`Created ${name} in ${target}.`)
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

/** `foyer init [dir]`: writes a new Vite + React + TypeScript app with Foyer set up. */
export const initCommand = (context: CliContext): Command => {
  const plugins = knownPlugins().map((plugin) => plugin.id)
  return new Command("init")
    .description("create a Vite + React + TypeScript app with Foyer set up, in dir or here")
    .argument("[dir]", "the folder to create the app in (default: the current folder)")
    .option("--project-id <id>", `the WalletConnect project id (default: ${placeholderProjectId})`)
    .option(
      "--networks <ids>",
      `comma-separated CAIP-2 network ids, the first the default (default: ${defaultNetworks})`,
    )
    .option(
      "--plugins <ids>",
      plugins.length === 0
        ? "comma-separated plugins to enable (none ship yet)"
        : `comma-separated plugins to enable: ${plugins.join(", ")} (default: none)`,
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
    .action((dir: string | undefined, flags: InitFlags) => runInit(context, dir, flags))
}
