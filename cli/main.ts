import { Command, CommanderError } from "commander"
import { type CliContext, processContext } from "./CliContext"
import { CliError } from "./CliError"
import { fileErrorMessage, isFileSystemError } from "./fileErrorMessage"
import { packageInfo } from "./foyerPackage"
import { makeOutput } from "./Output"

/** Makes a command; the plugin commands read the shipped plugins' meta files first. */
type CommandFactory = (context: CliContext) => Command | Promise<Command>

/**
 * The commands, each loaded when used: a command's module pulls in what it needs (the
 * kernel, the prompts…), and loading them all costs seconds. What this module and the
 * commands' modules import statically must be foyer's dependencies only: the built CLI runs
 * under plain node, and TypeScript, the generator's packages and the sandbox's are optional
 * peers that a command imports when it runs, after checking they are there
 * (main.imports.test.ts holds them to it).
 */
const commandModules: Readonly<Record<string, () => Promise<CommandFactory>>> = {
  init: () => import("./commands/init").then((m) => m.makeInitCommand),
  add: () => import("./commands/pluginCommands").then((m) => m.makeAddCommand),
  remove: () => import("./commands/pluginCommands").then((m) => m.makeRemoveCommand),
  generate: () => import("./commands/generate").then((m) => m.generateCommand),
  dev: () => import("./commands/dev").then((m) => m.devCommand),
  doctor: () => import("./commands/doctor").then((m) => m.doctorCommand),
}

/** The commands `argv` needs: the one it names, none for --version, else all (for help). */
export const commandsFor = (argv: ReadonlyArray<string>): ReadonlyArray<string> => {
  const named = argv.find((arg) => !arg.startsWith("-"))
  if (named !== undefined && named in commandModules) return [named]
  if (named === undefined && argv.length > 0 && argv.every((a) => a === "-v" || a === "--version"))
    return []
  return Object.keys(commandModules)
}

/** The `foyer` program for `argv`: its commands, `--help` on each, `--version`. */
export const createProgram = async (
  context: CliContext,
  argv: ReadonlyArray<string> = [],
): Promise<Command> => {
  const program = new Command("foyer")
    .description("Scaffold, configure, check and run a dApp with the Foyer wallet-connection kit.")
    .version(packageInfo.version, "-v, --version", "print the foyer version")
    .helpOption("-h, --help", "show help")
    .helpCommand(false)
    .showHelpAfterError()
    .configureOutput({
      writeOut: (text) => context.stdout.write(text),
      writeErr: (text) => context.stderr.write(text),
    })
    .exitOverride()
  for (const name of commandsFor(argv)) {
    const make = await commandModules[name]?.()
    if (make === undefined) continue
    program.addCommand(
      (await make(context))
        .helpOption("-h, --help", "show help")
        .exitOverride()
        .configureOutput(program.configureOutput()),
    )
  }
  return program
}

/**
 * Runs the CLI with `argv` (without node and the script) and resolves with the exit code:
 * 0, 1 for a problem the person can fix (printed as one message, a file-system error too:
 * the path and the cause, no stack), 2 for a usage error.
 */
export const runCli = async (
  argv: ReadonlyArray<string>,
  context: CliContext = processContext(),
): Promise<number> => {
  const program = await createProgram(context, argv)
  try {
    await program.parseAsync([...argv], { from: "user" })
    return 0
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with code 0.
      return error.exitCode === 0 ? 0 : 2
    }
    const output = makeOutput(context)
    if (error instanceof CliError) {
      output.error(error.message)
      return error.exitCode ?? 1
    }
    if (isFileSystemError(error)) {
      // A full disk or a read-only folder is the person's to fix, not a bug: no stack.
      output.error(fileErrorMessage(error, { cwd: context.cwd }))
      return 1
    }
    output.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
    return 1
  }
}
