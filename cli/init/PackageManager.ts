import { spawn } from "node:child_process"
import { CliError } from "../CliError"

/** The package managers `foyer init` can write instructions for and install with. */
export const packageManagers = ["npm", "pnpm", "yarn", "bun"] as const
/** One of {@link packageManagers}. */
export type PackageManager = (typeof packageManagers)[number]

/**
 * The package manager that started the CLI, from `npm_config_user_agent` (which npm, pnpm,
 * yarn and bun set, e.g. `pnpm/9.1.0 npm/? node/v20.19.0 linux x64`); npm when unknown.
 */
export const guessPackageManager = (
  env: Readonly<Record<string, string | undefined>>,
): PackageManager => {
  const name = env.npm_config_user_agent?.split("/")[0]
  return packageManagers.find((manager) => manager === name) ?? "npm"
}

/** The commands to print for `manager`: install, run a script, run a package's binary. */
export const packageManagerCommands = (
  manager: PackageManager,
): { readonly install: string; readonly run: string; readonly exec: string } => {
  switch (manager) {
    case "npm":
      return { install: "npm install", run: "npm run", exec: "npx" }
    case "pnpm":
      return { install: "pnpm install", run: "pnpm", exec: "pnpm exec" }
    case "yarn":
      return { install: "yarn install", run: "yarn", exec: "yarn" }
    case "bun":
      return { install: "bun install", run: "bun run", exec: "bunx" }
  }
}

/** The last lines of a failed command's output, for the error message. */
const tail = (text: string, lines = 20) => text.trimEnd().split("\n").slice(-lines).join("\n")

/**
 * Runs `<manager> install` in `folder`, resolving when it succeeds; a CliError with the end
 * of its output when it fails or cannot start.
 */
export const runInstall = (
  manager: PackageManager,
  folder: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<void> =>
  new Promise((resolve, reject) => {
    // On Windows the package managers are .cmd scripts, which only a shell can start.
    const child = spawn(manager, ["install"], {
      cwd: folder,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      shell: process.platform === "win32",
    })
    let output = ""
    const collect = (chunk: string) => {
      output += chunk
    }
    child.stdout.setEncoding("utf8").on("data", collect)
    child.stderr.setEncoding("utf8").on("data", collect)
    child.on("error", (cause) =>
      reject(
        new CliError({
          message: `Could not run ${manager} install (${cause.message}): is ${manager} installed?`,
        }),
      ),
    )
    child.on("close", (code) => {
      if (code === 0) return resolve()
      reject(
        new CliError({
          message: `${manager} install failed (exit code ${code}):\n${tail(output)}`,
        }),
      )
    })
  })
