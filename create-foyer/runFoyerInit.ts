import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { constants } from "node:os"
import { dirname, join } from "node:path"

/** The kit's npm package, whose `foyer` command does the work. */
const kitPackage = "foyer-kit"

/**
 * The `foyer` command's script in the foyer-kit package that a module at `from` (a path or
 * file URL) resolves, as Node resolves it: the one installed beside create-foyer.
 * @throws Error when foyer-kit cannot be found or names no `foyer` command.
 */
export const foyerBin = (from: string): string => {
  const manifestPath = createRequire(from).resolve(`${kitPackage}/package.json`)
  const manifest: { readonly bin?: unknown } = JSON.parse(readFileSync(manifestPath, "utf8"))
  const bin =
    typeof manifest.bin === "object" && manifest.bin !== null
      ? (manifest.bin as Readonly<Record<string, unknown>>).foyer
      : undefined
  if (typeof bin !== "string") throw new Error(`${manifestPath} names no foyer command`)
  return join(dirname(manifestPath), bin)
}

/**
 * What `create-foyer <args>` runs: `foyer init <args>`; `--version` (or `-v`) alone asks for
 * the version, which `init` has no flag for.
 * @example foyerArguments(["my-dapp", "--yes"]) // ["init", "my-dapp", "--yes"]
 */
export const foyerArguments = (args: ReadonlyArray<string>): ReadonlyArray<string> =>
  args.length === 1 && (args[0] === "--version" || args[0] === "-v")
    ? ["--version"]
    : ["init", ...args]

/** Signals sent to create-foyer alone (a supervisor's, a closed terminal's) that foyer must get too. */
const forwardedSignals = ["SIGINT", "SIGTERM", "SIGHUP"] as const

/**
 * Runs `foyer` (the script `bin`, by default the installed foyer-kit's) with
 * {@link foyerArguments}, on this terminal, and resolves with its exit code, or 128 + the
 * signal's number when a signal ended it (as a shell reports it). Signals sent to this
 * process are passed on while it runs.
 */
export const runFoyerInit = (
  args: ReadonlyArray<string>,
  bin: string = foyerBin(import.meta.url),
): Promise<number> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...foyerArguments(args)], { stdio: "inherit" })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    for (const signal of forwardedSignals) process.on(signal, forward)
    const stopForwarding = () => {
      for (const signal of forwardedSignals) process.off(signal, forward)
    }
    child.on("error", (error) => {
      stopForwarding()
      reject(error)
    })
    child.on("close", (code, signal) => {
      stopForwarding()
      resolve(code ?? 128 + (signal === null ? 0 : constants.signals[signal]))
    })
  })
