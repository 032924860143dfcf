/**
 * Runs the real `foyer` command in temporary projects, for the CLI's tests: the built one
 * (dist/cli/bin.js under plain node, as users run it), or from the sources under tsx for a
 * test that must signal the process (foyer dev).
 * Projects live under `<repo>/.cli-test-projects/` so that the packages they import (react,
 * vite, typescript…) resolve from the repository's node_modules, and `foyer-kit` itself is a
 * symlink to the repository: "the local package", as a user's install would link it.
 */
import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises"
import { createRequire } from "node:module"
import { join } from "node:path"
import { Writable } from "node:stream"
import { fileURLToPath, pathToFileURL } from "node:url"
import { buildForProduction } from "../build/cachedBuild"
import type { CliContext } from "../cli/CliContext"
import { afterEveryFile } from "./fileHooks"
import { collectOutput } from "./processes"
import { typeErrors } from "./typecheckProject"

/** The repository root (the foyer package). */
export const repoRoot = fileURLToPath(new URL("..", import.meta.url))
const bin = join(repoRoot, "cli", "bin.ts")
const projectsRoot = join(repoRoot, ".cli-test-projects")

/**
 * The node arguments that start `foyer` from the repository's sources: tsx's loader in this
 * one process (the `tsx` command would start a second one, which signals would not reach).
 * tsx compiles foyer's own modules only: what the CLI itself must load (an app's
 * foyer.config.ts) goes through its own hooks, as with the built package.
 * @example spawn(process.execPath, [...foyerCommand, "dev"], { cwd })
 */
export const foyerCommand: ReadonlyArray<string> = [
  "--import",
  pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href,
  bin,
]

/** What one run of the CLI did. */
export interface CliRun {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * The built CLI as users run it: dist/cli/bin.js under plain node (the test run builds dist/
 * from the sources before any test, test/packageBuildSetup.ts).
 */
const builtBin = join(repoRoot, "dist", "cli", "bin.js")

/**
 * Runs `foyer <args>` in `cwd` and resolves when it exits. `input` is written to its stdin
 * (then closed); the environment has no colour forced unless `env` says so. It is the built
 * CLI, as users run it, which starts without compiling foyer's own modules (a second less per
 * command than cli/bin.ts under tsx).
 */
export const runFoyer = (
  args: ReadonlyArray<string>,
  options: {
    readonly cwd: string
    readonly input?: string
    readonly env?: Readonly<Record<string, string>>
  },
): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const { FORCE_COLOR: _, NO_COLOR: __, ...env } = process.env
    const child = spawn(process.execPath, [builtBin, ...args], {
      cwd: options.cwd,
      env: { ...env, ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    })
    const output = collectOutput(child)
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, ...output }))
    child.stdin.end(options.input ?? "")
  })

/** What an in-process CLI run wrote so far, stream by stream. */
export interface CliOutput {
  stdout: string
  stderr: string
}

/**
 * A context for running the CLI in this process (`runCli`, a command's `parseAsync`) in `cwd`:
 * its output is kept in `written`, nobody can answer a prompt, and the environment is empty so
 * that the runner's NO_COLOR or FORCE_COLOR cannot change what is written.
 */
export const recordingContext = (
  cwd: string,
): { readonly context: CliContext; readonly written: CliOutput } => {
  const written: CliOutput = { stdout: "", stderr: "" }
  const sink = (key: keyof CliOutput) =>
    new Writable({
      write(chunk, _encoding, done) {
        written[key] += String(chunk)
        done()
      },
    })
  return {
    context: { cwd, stdout: sink("stdout"), stderr: sink("stderr"), stdin: undefined, env: {} },
    written,
  }
}

const made: Array<string> = []
afterEveryFile(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true })
})

/**
 * A new empty folder for a project (removed after the test file), with `node_modules/foyer-kit`
 * linked to this repository once `linkFoyer` is called (init writes the folder first).
 */
export const tempProject = async (): Promise<{
  readonly dir: string
  readonly linkFoyer: () => Promise<void>
}> => {
  await mkdir(projectsRoot, { recursive: true })
  const dir = await mkdtemp(join(projectsRoot, "project-"))
  made.push(dir)
  return {
    dir,
    linkFoyer: async () => {
      await mkdir(join(dir, "node_modules"), { recursive: true })
      await symlink(repoRoot, join(dir, "node_modules", "foyer-kit"), "dir")
    },
  }
}

/**
 * Type-checks (`tsc --noEmit -p`) and builds (`vite build`) the project in `dir` with the
 * repository's TypeScript and Vite, as its own scripts would, against the built package
 * (`npm run build` first); rejects with the tool's output when either fails. Both run inside
 * the test worker (see test/typecheckProject.ts), which keeps what every app shares loaded.
 */
export const typecheckAndBuild = async (dir: string): Promise<void> => {
  if (!existsSync(join(repoRoot, "dist", "ui", "index.js"))) {
    // The app imports foyer as users' apps do, through package.json's exports: the built files.
    throw new Error("The app builds against foyer's dist/, which is missing: run npm run build")
  }
  const errors = typeErrors(dir)
  if (errors !== "") throw new Error(`tsc --noEmit -p ${dir} failed:\n${errors}`)
  // As `npm run build` in the app: for production, whatever NODE_ENV the test run set.
  await buildForProduction({ root: dir, logLevel: "warn" })
}
