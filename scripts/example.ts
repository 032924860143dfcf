// `npm run example -- <name> [options]`: runs one example of examples/ with one command. A page
// example (demo, headless) runs as `npm start` runs the demo: the sandbox on 127.0.0.1, the
// page built and served on a free port with the sandbox test wallet in it, its URL printed,
// everything stopped on Ctrl-C or SIGTERM. A suite example (testing, plugins/greeting) is a
// test suite, not a page: its tests run with Vitest, which starts and stops what they need.
// A program example (siwx-server, a dApp's backend) runs its own entry, which prints where it
// listens. Suites and programs take the options after the name, and the command exits with
// their exit code. `npm run example` alone lists the examples.
import { spawn } from "node:child_process"
import { once } from "node:events"
import { createRequire } from "node:module"
import { constants } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import {
  exampleUsage,
  findExample,
  type ProgramExample,
  type RunnableExample,
  type SuiteExample,
  UnknownExampleError,
} from "./runnableExamples"
import { runPageExample } from "./runPageExample"

const repoRoot = fileURLToPath(new URL("../", import.meta.url))
const require = createRequire(import.meta.url)

/**
 * Runs `node <args>` in the repository's root, printing to this terminal, passes on each signal
 * this process receives (so SIGTERM stops it as Ctrl-C does), and exits with its exit code.
 */
const runToExit = async (args: ReadonlyArray<string>): Promise<never> => {
  // In a process group of its own, so a Ctrl-C reaches it once, from here: the terminal sends
  // it to its whole foreground group, and a second SIGINT would cut a graceful stop short.
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  })
  const passOn = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  }
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, passOn)
  const [code, signal] = (await once(child, "exit")) as [number | null, NodeJS.Signals | null]
  process.exit(code ?? 128 + (signal === null ? 0 : constants.signals[signal]))
}

/**
 * Runs a suite example's tests with the repository's Vitest configuration (its global setup
 * finds Chromium and builds dist/ when the sources changed, as `npm test` does), passing `args`
 * on to Vitest.
 */
const runSuite = (example: SuiteExample, args: ReadonlyArray<string>): Promise<never> => {
  const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs")
  process.stdout.write(`Running the tests of examples/${example.name} with Vitest…\n`)
  return runToExit([vitest, "run", `examples/${example.name}/`, ...args])
}

/**
 * Runs a program example's entry with tsx's loader, passing `args` on, once dist/ is built
 * from the current sources: the program imports `foyer-kit/...`, which resolves through the
 * repository's own package.json exports to dist/, as it would from node_modules in an app.
 */
const runProgram = async (example: ProgramExample, args: ReadonlyArray<string>): Promise<never> => {
  process.stdout.write("Building dist/ if the sources changed since the last build…\n")
  const { buildPackageIfStale } = await import("../build/builtPackage")
  await buildPackageIfStale()
  const tsx = pathToFileURL(require.resolve("tsx")).href
  return runToExit([
    "--import",
    tsx,
    join(repoRoot, "examples", example.name, example.entry),
    ...args,
  ])
}

const [name = "", ...rest] = process.argv.slice(2)
if (name === "--help" || name === "-h") {
  process.stdout.write(exampleUsage())
  process.exit(0)
}
let example: RunnableExample
try {
  example = findExample(name)
} catch (error) {
  if (!(error instanceof UnknownExampleError)) throw error
  process.stderr.write(`${error.message}\n\n${exampleUsage()}`)
  process.exit(2)
}
if (example.kind === "page") {
  await runPageExample(example, { command: `npm run example -- ${example.name}`, args: rest })
} else if (example.kind === "suite") {
  await runSuite(example, rest)
} else {
  await runProgram(example, rest)
}
