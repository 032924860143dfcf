import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { existsSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { createInterface } from "node:readline"
import { stripVTControlCharacters } from "node:util"
import { Command } from "commander"
import type { FoyerSandbox } from "../../core/config/FoyerSandbox"
import type { foyerSandboxOf } from "../../sandbox/foyerSandboxOf"
import type { runUntilSignal } from "../../sandbox/runUntilSignal"
import type { ResolveModule } from "../../sandbox/sandboxPackages"
import type { startSandbox } from "../../sandbox/startSandbox"
import type { CliContext } from "../CliContext"
import { CliError } from "../CliError"

/** What `foyer dev` runs of the sandbox, loaded when it starts. */
export interface SandboxModules {
  readonly startSandbox: typeof startSandbox
  readonly runUntilSignal: typeof runUntilSignal
  readonly foyerSandboxOf: typeof foyerSandboxOf
}

/**
 * The sandbox's modules, once its optional peer dependencies (ws, the WalletConnect relay's,
 * anvil) resolve (with `resolve`, by default from foyer's location): a CliError naming the
 * missing ones and the install command otherwise. Imported here, not at the top: the CLI
 * loads every command for --help, and these need those packages.
 */
export const loadSandbox = async (resolve?: ResolveModule): Promise<SandboxModules> => {
  const packages = await import("../../sandbox/sandboxPackages")
  try {
    packages.checkSandboxPackages(packages.sandboxPackageNames, resolve)
  } catch (error) {
    if (error instanceof packages.SandboxPackagesMissingError) {
      throw new CliError({ message: error.message })
    }
    throw error
  }
  const [{ startSandbox }, { runUntilSignal }, { foyerSandboxOf }] = await Promise.all([
    import("../../sandbox/startSandbox"),
    import("../../sandbox/runUntilSignal"),
    import("../../sandbox/foyerSandboxOf"),
  ])
  return { startSandbox, runUntilSignal, foyerSandboxOf }
}

/** The app's own Vite (its `vite/bin/vite.js`), or a CliError saying to install first. */
export const projectVite = (cwd: string): string => {
  if (!existsSync(join(cwd, "package.json"))) {
    throw new CliError({ message: `No package.json in ${cwd}: run foyer dev in your app's folder` })
  }
  try {
    const manifest = createRequire(join(cwd, "package.json")).resolve("vite/package.json")
    return join(dirname(manifest), "bin", "vite.js")
  } catch {
    throw new CliError({
      message: "This app has no vite installed: run your package manager's install first",
    })
  }
}

// Vite prints "Local:   http://127.0.0.1:5173/" once it listens (colours stripped).
const localUrl = /Local:\s+(http:\/\/[^\s]+)/

/** Starts the app's Vite dev server on 127.0.0.1 with the sandbox's URLs in its environment. */
const startViteDev = async (
  vite: string,
  cwd: string,
  env: FoyerSandbox,
  port: number | undefined,
): Promise<{ readonly url: string; readonly child: ChildProcess }> => {
  const child = spawn(
    process.execPath,
    [
      vite,
      "--host",
      "127.0.0.1",
      ...(port === undefined ? [] : ["--port", String(port), "--strictPort"]),
    ],
    {
      cwd,
      env: { ...process.env, VITE_FOYER_SANDBOX: JSON.stringify(env), NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  )
  const exited = once(child, "exit").then(() => {
    throw new CliError({ message: "The app's dev server stopped before it was ready" })
  })
  const ready = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) {
      const url = localUrl.exec(stripVTControlCharacters(line))?.[1]
      if (url !== undefined) return url
    }
    throw new CliError({ message: "The app's dev server printed no URL" })
  })()
  try {
    const url = await Promise.race([ready, exited])
    // Keep draining its output so the dev server never blocks on a full pipe.
    child.stdout?.resume()
    return { url, child }
  } catch (error) {
    child.kill("SIGTERM")
    throw error
  }
}

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, "exit")
  child.kill("SIGTERM")
  await exited
}

/**
 * `foyer dev`: the local sandbox and the app's dev server together; Ctrl-C stops both.
 * `sandboxModules` loads the sandbox (tests give a stand-in).
 */
export const devCommand = (
  context: CliContext,
  sandboxModules: () => Promise<SandboxModules> = loadSandbox,
): Command =>
  new Command("dev")
    .description(
      "start the local sandbox (devnets, provider API, WalletConnect relay) and the app's dev server; Ctrl-C stops both",
    )
    .option("--port <n>", "the app's dev server port (default: Vite's)")
    .option("--project-id <id>", "the project id the sandbox accepts", "foyer-dev")
    .action(async (options: { readonly port?: string; readonly projectId: string }) => {
      const port = options.port === undefined ? undefined : Number(options.port)
      if (port !== undefined && !(Number.isInteger(port) && port > 0 && port <= 65_535)) {
        throw new CliError({ message: `--port must be a port number, got ${options.port}` })
      }
      const vite = projectVite(context.cwd)
      const { startSandbox, runUntilSignal, foyerSandboxOf } = await sandboxModules()
      context.stdout.write("Starting the sandbox and the app's dev server…\n")
      const starting = (async () => {
        const sandbox = await startSandbox({ projectId: options.projectId })
        try {
          const app = await startViteDev(
            vite,
            context.cwd,
            foyerSandboxOf(sandbox, options.projectId),
            port,
          )
          return {
            app,
            sandbox,
            stop: async () => {
              await stopChild(app.child)
              await sandbox.stop()
            },
          }
        } catch (error) {
          await sandbox.stop()
          throw error
        }
      })()
      await runUntilSignal({
        starting,
        what: "the app and the sandbox",
        describe: ({ app, sandbox }) =>
          [
            "Your app runs against the local sandbox (Ctrl-C to stop)",
            "",
            `  App      ${app.url}`,
            `  API      ${sandbox.urls.api}`,
            `  Relay    ${sandbox.urls.relay}`,
            ...sandbox.urls.devnets.map(
              (devnet) => `  Devnet   ${devnet.rpcUrl}  ${devnet.caipNetworkId} ${devnet.name}`,
            ),
            "",
          ].join("\n"),
      })
      // Runs until a signal: runUntilSignal exits the process when it stops.
      await new Promise(() => undefined)
    })
