import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { cp, readFile, writeFile } from "node:fs/promises"
import { createServer } from "node:net"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { fileURLToPath } from "node:url"
import { stripVTControlCharacters } from "node:util"

import { type ChildOutput, collectOutput } from "../processes"

const repoRoot = fileURLToPath(new URL("../../", import.meta.url))

/** The fresh apps' own files (no package.json: versions come from {@link lockedVersion}). */
export const appTemplate = (name: "vite-react" | "next-app"): string =>
  fileURLToPath(new URL(`./apps/${name}`, import.meta.url))

/**
 * The version of `name` installed in this repository (its package-lock.json): the one the
 * offline registry can serve, as the frameworks' and React's versions foyer is tested with.
 */
export const lockedVersion = async (name: string): Promise<string> => {
  const lock = JSON.parse(await readFile(join(repoRoot, "package-lock.json"), "utf8")) as {
    readonly packages: Readonly<Record<string, { readonly version?: string }>>
  }
  const version = lock.packages[`node_modules/${name}`]?.version
  if (version === undefined) throw new Error(`${name} is not installed in foyer's repository`)
  return version
}

/** Copies an app template into `dir` and writes its package.json. */
export const writeApp = async (
  template: string,
  dir: string,
  manifest: Readonly<Record<string, unknown>>,
): Promise<void> => {
  await cp(template, dir, { recursive: true })
  await writeFile(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The environment the apps' tools run in: no telemetry, no colours, no update checks. */
const quietToolEnvironment = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
  NEXT_TELEMETRY_DISABLED: "1",
  NO_COLOR: "1",
  NO_UPDATE_NOTIFIER: "1",
  npm_config_update_notifier: "false",
  CI: "true",
})

const tail = (text: string, lines = 30) => text.trim().split("\n").slice(-lines).join("\n")

/**
 * Runs `command` in `cwd` to completion; rejects with the tail of its output when it exits
 * non-zero or outlives `timeoutMs` (then it is killed).
 */
export const runCommand = async (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly timeoutMs: number; readonly env?: NodeJS.ProcessEnv },
): Promise<ChildOutput> => {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? quietToolEnvironment(),
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output = collectOutput(child)
  const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs)
  try {
    const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null]
    if (code !== 0) {
      const how = signal === null ? `exited with ${code}` : `was killed (${signal})`
      throw new Error(
        `${command} ${args.join(" ")} ${how} in ${options.cwd}:\n${tail(output.stdout)}\n${tail(output.stderr)}`,
      )
    }
    return { ...output }
  } finally {
    clearTimeout(timer)
  }
}

/** A free TCP port on 127.0.0.1, for servers that take a port but cannot report one. */
export const freePort = async (): Promise<number> => {
  const server = createServer()
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  const address = server.address()
  server.close()
  await once(server, "close")
  if (address === null || typeof address === "string") throw new Error("No port was given")
  return address.port
}

/** A server an app's framework runs (vite preview, next start), until stopped. */
interface AppServer {
  readonly url: string
  readonly stop: () => Promise<void>
}

/**
 * Starts a framework's server and resolves once it prints a line matching `ready`, with
 * `url`; rejects with its output if it exits first or prints nothing ready in `timeoutMs`.
 */
export const startAppServer = async (
  command: string,
  args: ReadonlyArray<string>,
  options: {
    readonly cwd: string
    readonly url: string
    readonly ready: RegExp
    readonly timeoutMs: number
  },
): Promise<AppServer> => {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: quietToolEnvironment(),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let output = ""
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  // Its own process group, so the framework's children (Next.js's workers) go with it.
  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  // A test process that ends without stopping it (a crash in a hook) does not leave it behind.
  const killOnExit = () => killGroup("SIGKILL")
  process.once("exit", killOnExit)
  const stop = async () => {
    process.off("exit", killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    const closed = once(child, "close")
    killGroup("SIGTERM")
    await closed
  }
  const timer = setTimeout(() => void stop(), options.timeoutMs)
  try {
    let ready = false
    for await (const line of createInterface({ input: child.stdout! })) {
      output += `${line}\n`
      ready = options.ready.test(stripVTControlCharacters(line))
      if (ready) break
    }
    if (ready) {
      // Whatever it prints later is drained, so a full pipe never blocks it.
      child.stdout?.resume()
      return { url: options.url, stop }
    }
    throw new Error(`${command} ${args.join(" ")} stopped before it was ready:\n${tail(output)}`)
  } catch (error) {
    await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
}
