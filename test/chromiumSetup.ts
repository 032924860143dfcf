/**
 * Vitest global setup: makes sure the browser tests have a Chromium before any test runs.
 *
 * It finds one (findChromium), or installs Debian's package when this process may (root,
 * or passwordless sudo, and apt-get present), or stops the run at once with one line that
 * says what to run. The path found reaches the test workers as the FOYER_CHROMIUM
 * environment variable: Vitest 4 starts its workers after global setup with a copy of this
 * process's environment, and launchChromium's findChromium reads FOYER_CHROMIUM first. (An
 * env var rather than Vitest's provide/inject because launchChromium also serves scripts run
 * outside Vitest, `npm run size` and `npm run bench`, which do the same lookup themselves.)
 */

import { spawn } from "node:child_process"
import { join } from "node:path"
import {
  type ChromiumFileView,
  ChromiumNotFoundError,
  chromiumNotFoundMessage,
  findChromium,
  realFileView,
} from "./e2e/findChromium"

/** A finished command: its exit code and its stdout and stderr together. */
export interface CommandResult {
  readonly code: number
  readonly output: string
}

/** What ensureChromium needs of the machine; tests pass fakes, so no real apt-get runs. */
export interface ChromiumSetupDeps {
  readonly view: ChromiumFileView
  /** This process's user id; `undefined` where the platform has none. */
  readonly uid: number | undefined
  /** Runs `argv` to completion without a terminal. */
  readonly run: (argv: ReadonlyArray<string>) => Promise<CommandResult>
  /** Shows one line to the developer. */
  readonly log: (line: string) => void
}

/** The line shown before installing, which can take a minute on a fresh machine. */
export const installingMessage =
  "No Chromium found for the browser tests: installing Chromium with apt-get..."

/** Whether `name` is an executable in one of PATH's folders. */
const onPath = (view: ChromiumFileView, name: string): boolean =>
  (view.env.PATH ?? "")
    .split(":")
    .filter((dir) => dir !== "")
    .some((dir) => view.isExecutable(join(dir, name)))

/**
 * The prefix that runs a command as root, or `undefined` when this process cannot install
 * system packages: it is not root and sudo asks for a password (`sudo -n` fails rather than
 * prompting, so this stays fast).
 */
const asRoot = async (deps: ChromiumSetupDeps): Promise<ReadonlyArray<string> | undefined> => {
  if (deps.uid === 0) return []
  if (!onPath(deps.view, "sudo")) return undefined
  const sudo = await deps.run(["sudo", "-n", "true"])
  return sudo.code === 0 ? ["sudo", "-n"] : undefined
}

/** How long apt-get waits for another apt-get's lock: two test runs installing at once queue. */
const aptLockWaitSeconds = 300

/** An apt-get command line, non-interactive whatever the terminal. */
const aptGet = (root: ReadonlyArray<string>, ...args: ReadonlyArray<string>) => [
  ...root,
  "env",
  "DEBIAN_FRONTEND=noninteractive",
  "apt-get",
  "-o",
  `DPkg::Lock::Timeout=${aptLockWaitSeconds}`,
  ...args,
]

/**
 * The path of a usable Chromium, installing Debian's package first when none is found and
 * this process may install it. Throws ChromiumNotFoundError (its message is the line to show)
 * when FOYER_CHROMIUM is invalid, or none is found and none can be installed.
 */
export const ensureChromium = async (deps: ChromiumSetupDeps): Promise<string> => {
  const found = findChromium(deps.view)
  if (found !== undefined) return found
  const root = onPath(deps.view, "apt-get") ? await asRoot(deps) : undefined
  if (root === undefined) throw new ChromiumNotFoundError(chromiumNotFoundMessage)
  deps.log(installingMessage)
  for (const step of [aptGet(root, "update"), aptGet(root, "install", "-y", "chromium")]) {
    const result = await deps.run(step)
    if (result.code !== 0) {
      // apt-get's own words are the useful part of a failure; on success they are noise.
      deps.log(`${step.join(" ")} exited with ${result.code}:\n${result.output.trimEnd()}`)
      throw new ChromiumNotFoundError(chromiumNotFoundMessage)
    }
  }
  const installed = findChromium(deps.view)
  if (installed === undefined) throw new ChromiumNotFoundError(chromiumNotFoundMessage)
  return installed
}

/** Runs a command with no terminal and collects its output; a missing command is exit 127. */
const runCommand = (argv: ReadonlyArray<string>): Promise<CommandResult> =>
  new Promise((resolve) => {
    const [command = "", ...args] = argv
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on("error", (error) => resolve({ code: 127, output: `${output}${error.message}` }))
    child.on("close", (code) => resolve({ code: code ?? 1, output }))
  })

/** The real machine. */
export const realSetupDeps: ChromiumSetupDeps = {
  view: realFileView,
  uid: process.getuid?.(),
  run: runCommand,
  log: (line) => process.stdout.write(`${line}\n`),
}

/**
 * Vitest's globalSetup entry. On failure it writes the one line and exits: a throwing global
 * setup makes Vitest 4 print "No test files found" and a stack trace around the message.
 */
export default async function setup(): Promise<void> {
  try {
    process.env.FOYER_CHROMIUM = await ensureChromium(realSetupDeps)
  } catch (error) {
    if (!(error instanceof ChromiumNotFoundError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}
