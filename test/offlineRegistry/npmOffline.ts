import { spawn } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type ChildOutput, collectOutput, descendants, isRunning, waitForExit } from "../processes"

/** How long an install may take unless told otherwise: `next` alone is hundreds of megabytes. */
export const defaultInstallTimeoutMs = 5 * 60_000

/** How many of npm's last stderr lines an install error quotes. */
const stderrTailLines = 30

/** An `npm install` against a local registry. */
export interface NpmInstallOfflineOptions {
  /** The app folder to install into (its own node_modules, even if a parent folder has one). */
  readonly cwd: string
  /** What follows `npm install`: package specs and flags. */
  readonly args: ReadonlyArray<string>
  /** The registry's URL, on 127.0.0.1 (see startOfflineRegistry). */
  readonly registry: string
  /** Milliseconds before npm is stopped and the install fails; defaultInstallTimeoutMs by default. */
  readonly timeoutMs?: number
}

/** Any npm command against a local registry: `npm create …`, `npm exec …`, `npm run …`. */
export interface NpmOfflineOptions {
  /** The folder npm runs in, and its prefix (its own node_modules, even if a parent folder has one). */
  readonly cwd: string
  /** The npm command (`create`, `exec`, `run`, `install`). */
  readonly command: string
  /** What follows the command: its operands, and after `--` what it passes on. */
  readonly args: ReadonlyArray<string>
  /** The registry's URL, on 127.0.0.1 (see startOfflineRegistry). */
  readonly registry: string
  /** Milliseconds before npm is stopped and the install fails; defaultInstallTimeoutMs by default. */
  readonly timeoutMs?: number
}

// npm's agent falls back to these when its proxy settings are empty (@npmcli/agent), so a
// proxy in the environment would otherwise see, and forward, every request.
const proxyVariables = new Set(["http_proxy", "https_proxy", "proxy", "no_proxy"])

/**
 * The environment npm runs in: none of the caller's npm settings (`npm test` exports its own
 * as npm_config_*, and a scope's registry there would send installs to the internet) and
 * none of its proxies. Instead the proxy, for npm and for what honours the usual variables
 * (git, lifecycle scripts), is the local registry itself with 127.0.0.1 exempt: a request for
 * any other host (a scope registry in the app's .npmrc, say) goes to the registry as to a
 * proxy, which refuses it, rather than to the internet.
 */
const isolatedEnvironment = (registry: string): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^npm_config_/i.test(key) && !proxyVariables.has(key.toLowerCase()),
    ),
  ),
  npm_config_offline: "false",
  npm_config_proxy: registry,
  npm_config_https_proxy: registry,
  npm_config_noproxy: "127.0.0.1",
  http_proxy: registry,
  https_proxy: registry,
  no_proxy: "127.0.0.1",
})

/** Sends `signal` to `pid` unless it has already gone. */
const signalIfRunning = (pid: number, signal: NodeJS.Signals): void => {
  if (isRunning(pid)) process.kill(pid, signal)
}

const tail = (text: string): string => text.trimEnd().split("\n").slice(-stderrTailLines).join("\n")

/**
 * Runs npm to its end and resolves with what it printed; rejects with its stderr's tail if it
 * fails or outlasts `timeoutMs`, naming it as `command` (what the caller asked for, without
 * the isolating flags).
 */
const runNpm = (
  args: ReadonlyArray<string>,
  options: {
    readonly command: string
    readonly cwd: string
    readonly env: NodeJS.ProcessEnv
    readonly timeoutMs: number
  },
): Promise<ChildOutput> =>
  new Promise((resolve, reject) => {
    const { command } = options
    const child = spawn("npm", args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    })
    const output = collectOutput(child)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      // npm runs lifecycle scripts in child processes of its own: stop them with it.
      void descendants(child.pid ?? 0).then(async (running) => {
        for (const { pid } of running) signalIfRunning(pid, "SIGTERM")
        child.kill("SIGTERM")
        for (const { pid } of running) {
          if (!(await waitForExit(pid))) signalIfRunning(pid, "SIGKILL")
        }
      })
    }, options.timeoutMs)
    child.on("error", (cause) => {
      clearTimeout(timer)
      reject(cause)
    })
    child.on("close", (code, signal) => {
      clearTimeout(timer)
      if (timedOut) {
        reject(
          new Error(
            `${command} did not finish within ${options.timeoutMs} ms and was stopped:\n${tail(output.stderr)}`,
          ),
        )
      } else if (code !== 0) {
        reject(new Error(`${command} exited with ${code ?? signal}:\n${tail(output.stderr)}`))
      } else {
        resolve({ ...output })
      }
    })
  })

/**
 * Runs `npm <command> ...args` in `cwd` against a local registry and nothing else: a fresh npm
 * cache (so every tarball comes through the registry, and what `npm create` or `npx` fetch is
 * installed anew), empty user and global configs (so no .npmrc redirects a scope), every
 * resolved URL's host replaced by the registry's, and any other host refused (see
 * isolatedEnvironment). The isolating flags go right after the command, so that what follows
 * `--` in `args` reaches the package's own command untouched. Resolves with what npm printed;
 * rejects with npm's stderr tail when it fails.
 *
 * @example
 * await npmOffline({ cwd, command: "create", args: ["foyer@latest", "my-dapp", "--", "--yes"], registry })
 */
export const npmOffline = async (options: NpmOfflineOptions): Promise<ChildOutput> => {
  if (new URL(options.registry).hostname !== "127.0.0.1") {
    throw new Error(`npmOffline installs only from 127.0.0.1, not ${options.registry}`)
  }
  const scratch = await mkdtemp(join(tmpdir(), "foyer-npm-offline-"))
  try {
    // Two files: npm refuses to load one file as both configs.
    const userConfig = join(scratch, "user.npmrc")
    const globalConfig = join(scratch, "global.npmrc")
    await Promise.all([writeFile(userConfig, ""), writeFile(globalConfig, "")])
    return await runNpm(
      [
        options.command,
        "--registry",
        options.registry,
        `--cache=${join(scratch, "cache")}`,
        `--userconfig=${userConfig}`,
        `--globalconfig=${globalConfig}`,
        // Without it npm installs into the nearest parent folder with a package.json.
        `--prefix=${options.cwd}`,
        "--replace-registry-host=always",
        // A local registry answers at once; npm's retries would only delay a failure by seconds.
        "--fetch-retries=0",
        "--no-audit",
        "--no-fund",
        "--no-update-notifier",
        ...options.args,
      ],
      {
        command: ["npm", options.command, ...options.args].join(" "),
        cwd: options.cwd,
        env: isolatedEnvironment(options.registry),
        timeoutMs: options.timeoutMs ?? defaultInstallTimeoutMs,
      },
    )
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/**
 * Runs `npm install ...args` in `cwd` against a local registry and nothing else (see
 * npmOffline). Rejects with npm's stderr tail when it fails.
 *
 * @example
 * await npmInstallOffline({ cwd: app, args: ["react@19.3.1"], registry: registry.url })
 */
export const npmInstallOffline = async (options: NpmInstallOfflineOptions): Promise<void> => {
  await npmOffline({ ...options, command: "install" })
}
