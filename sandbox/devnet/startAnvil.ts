import { type ChildProcessByStdio, spawn } from "node:child_process"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { constants, tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { createInterface } from "node:readline"
import type { Readable, Writable } from "node:stream"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"
import { gunzipSync } from "node:zlib"
import { Data } from "effect"
import { type DevnetAccount, deriveDevnetAccounts, devnetMnemonic } from "./deriveDevnetAccounts"

/** How to start one anvil node. */
export interface StartAnvilOptions {
  /** The EIP-155 chain id the node reports. */
  readonly chainId: number
  /** How many funded accounts to derive from the mnemonic (default 10). */
  readonly accounts?: number
  /** The ether balance of each account (default 10000). */
  readonly balanceEther?: number
  /** Mine a block every this many seconds; without it each transaction is mined at once. */
  readonly blockTimeSeconds?: number
  /** The mnemonic of the funded accounts (default the standard test mnemonic). */
  readonly mnemonic?: string
  /** The port on 127.0.0.1 (default 0: a free one); a restarted devnet takes its old one. */
  readonly port?: number
  /**
   * A chain state from `Anvil.dumpState()` to start from instead of a new chain: anvil loads
   * it before it listens, so no request ever sees the chain without it.
   */
  readonly state?: string
}

/** How an anvil process ended. */
export interface AnvilExit {
  /** True when `stop()` ended it; false when it crashed or something else killed it. */
  readonly expected: boolean
  /** What ended it, e.g. "anvil was killed by SIGKILL" or "anvil exited with code 1". */
  readonly reason: string
}

/** A running anvil node on 127.0.0.1. */
export interface Anvil {
  readonly chainId: number
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:41234`. */
  readonly rpcUrl: string
  /** JSON-RPC over WebSocket on the same port. */
  readonly wsUrl: string
  readonly port: number
  /** The process id of anvil itself (not of its watchdog). */
  readonly pid: number
  /** The funded accounts, in anvil's order. */
  readonly accounts: ReadonlyArray<DevnetAccount>
  /** Resolves once anvil has exited, however it ended; never rejects. */
  readonly exited: Promise<AnvilExit>
  /** The whole chain state (accounts, contracts, blocks, transactions) as anvil's JSON. */
  readonly dumpState: () => Promise<string>
  /** Stops anvil; resolves once the process has exited. Safe to call more than once. */
  readonly stop: () => Promise<void>
}

/** anvil did not start, or did not answer `eth_chainId` with the expected chain id. */
export class AnvilStartError extends Data.TaggedError("AnvilStartError")<{
  readonly reason: string
  /** The tail of anvil's standard error, often the actual explanation. */
  readonly output: string
  readonly cause?: unknown
}> {
  override get message(): string {
    return `anvil did not start: ${this.reason}${this.output === "" ? "" : `\n${this.output}`}`
  }
}

/** anvil could not listen on the port it was given: another process holds it. */
export class AnvilPortTakenError extends Data.TaggedError("AnvilPortTakenError")<{
  readonly port: number
  /** The tail of anvil's standard error. */
  readonly output: string
}> {
  override get message(): string {
    return `anvil did not start: port ${this.port} on 127.0.0.1 is taken`
  }
}

/** Bound on the wait for anvil to print the port it is listening on. */
const listenTimeoutMs = 15_000
/** `eth_chainId` is polled this often, at most `readyAttempts` times, once anvil listens. */
const readyPollIntervalMs = 50
const readyAttempts = 100
const readyRequestTimeoutMs = 2_000
/** After a SIGKILL of an orphaned anvil, its exit is polled this often, this many times. */
const exitPollIntervalMs = 50
const exitPollAttempts = 100
/** How much of anvil's standard error is kept for error messages. */
const stderrTailChars = 4_000

const defaultAccounts = 10
const defaultBalanceEther = 10_000

/**
 * The anvil binary for this machine. `@foundry-rs/anvil` installs it as one optional
 * dependency per platform (`@foundry-rs/anvil-<os>-<arch>`, where x64 is "amd64"); its own
 * bin script only relays, so the sandbox runs the binary itself and signals reach anvil.
 */
const anvilBinary = (): string => {
  const arch = process.arch === "x64" ? "amd64" : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  const wrapper = createRequire(import.meta.url).resolve("@foundry-rs/anvil/package.json")
  let packageJson: string
  try {
    packageJson = createRequire(wrapper).resolve(`${platformPackage}/package.json`)
  } catch {
    throw new Error(
      `anvil has no binary for ${process.platform} ${process.arch}: ${platformPackage} is not installed`,
    )
  }
  const binary = process.platform === "win32" ? "anvil.exe" : "anvil"
  return join(dirname(packageJson), "bin", binary)
}

// A file beside this module that node runs, copied as it is by the package build:
// @vite-ignore keeps Vite's library mode from inlining it as a data: URL, which is no path.
const watchdogPath = fileURLToPath(
  new URL(/* @vite-ignore */ "./anvilWatchdog.mjs", import.meta.url),
)

// The watchdog already stops anvil when this process dies in any way; this hook makes a
// normal exit stop it at once, without waiting for the watchdog to notice.
const running = new Set<number>()
const stopAllOnExit = () => {
  for (const pid of running) {
    try {
      process.kill(pid, "SIGTERM")
    } catch {
      // Already gone.
    }
  }
}
const track = (pid: number) => {
  if (running.size === 0) process.on("exit", stopAllOnExit)
  running.add(pid)
}
const untrack = (pid: number) => {
  running.delete(pid)
  if (running.size === 0) process.off("exit", stopAllOnExit)
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const killAndWait = async (pid: number): Promise<void> => {
  try {
    process.kill(pid, "SIGKILL")
  } catch {
    return // Gone in the meantime.
  }
  for (let attempt = 0; attempt < exitPollAttempts && isRunning(pid); attempt++) {
    await sleep(exitPollIntervalMs)
  }
}

type Watchdog = ChildProcessByStdio<Writable, Readable, Readable>

interface Announcement {
  readonly pid: number
  readonly port: number
}

const parseAnnouncement = (line: string): Announcement | undefined => {
  const parsed: unknown = JSON.parse(line)
  return typeof parsed === "object" &&
    parsed !== null &&
    "pid" in parsed &&
    "port" in parsed &&
    typeof parsed.pid === "number" &&
    typeof parsed.port === "number"
    ? { pid: parsed.pid, port: parsed.port }
    : undefined
}

/** Reads the watchdog's one line, `{"pid":…,"port":…}`, printed once anvil listens. */
const readAnnouncement = (watchdog: Watchdog): Promise<Announcement> =>
  new Promise((resolve, reject) => {
    const lines = createInterface({ input: watchdog.stdout })
    const onExit = (code: number | null) =>
      settle(new Error(`anvil exited with code ${code} before listening`))
    const timer = setTimeout(
      () => settle(new Error(`anvil did not listen within ${listenTimeoutMs} ms`)),
      listenTimeoutMs,
    )
    const settle = (outcome: Announcement | Error) => {
      clearTimeout(timer)
      watchdog.off("exit", onExit)
      lines.close()
      // Nothing else comes on stdout, but keep the pipe drained regardless.
      watchdog.stdout.resume()
      if (outcome instanceof Error) reject(outcome)
      else resolve(outcome)
    }
    watchdog.once("exit", onExit)
    lines.once("line", (line) => {
      settle(parseAnnouncement(line) ?? new Error(`unexpected watchdog output: ${line}`))
    })
  })

/** One JSON-RPC call whose result is a string, e.g. `eth_chainId`. */
const requestString = async (rpcUrl: string, method: string): Promise<string> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
    signal: AbortSignal.timeout(readyRequestTimeoutMs),
  })
  const body: unknown = await response.json()
  if (typeof body === "object" && body !== null && "result" in body) {
    if (typeof body.result === "string") return body.result
  }
  throw new Error(`unexpected ${method} answer: ${JSON.stringify(body).slice(0, 200)}`)
}

const readChainId = async (rpcUrl: string): Promise<number> =>
  Number(await requestString(rpcUrl, "eth_chainId"))

/** `anvil_dumpState` answers gzipped JSON as hex; `--load-state` reads the plain JSON. */
const dumpState = async (rpcUrl: string): Promise<string> => {
  const hex = await requestString(rpcUrl, "anvil_dumpState")
  return gunzipSync(Buffer.from(hex.replace(/^0x/, ""), "hex")).toString("utf8")
}

/**
 * What ended the watchdog: anvil's own exit (the watchdog reports a signal as 128 + its
 * number), or a signal to the watchdog itself.
 */
const describeExit = (code: number | null, signal: NodeJS.Signals | null): string => {
  if (signal !== null) return `its watchdog was killed by ${signal}`
  const signalName = Object.entries(constants.signals).find(
    ([, number]) => code !== null && code > 128 && number === code - 128,
  )?.[0]
  return signalName === undefined
    ? `anvil exited with code ${code}`
    : `anvil was killed by ${signalName}`
}

/** Writes a state snapshot where `--load-state` can read it; `remove` deletes it again. */
const writeStateFile = async (
  state: string,
): Promise<{ path: string; remove: () => Promise<void> }> => {
  const directory = await mkdtemp(join(tmpdir(), "foyer-anvil-state-"))
  const path = join(directory, "state.json")
  await writeFile(path, state)
  return { path, remove: () => rm(directory, { recursive: true, force: true }) }
}

/** Polls `eth_chainId` until anvil answers, a bounded number of times. */
const waitUntilReady = async (
  rpcUrl: string,
  chainId: number,
  isAlive: () => boolean,
): Promise<void> => {
  let lastError: unknown
  for (let attempt = 0; attempt < readyAttempts && isAlive(); attempt++) {
    const reported = await readChainId(rpcUrl).catch((error: unknown) => {
      lastError = error
      return undefined
    })
    if (reported === chainId) return
    if (reported !== undefined) {
      throw new Error(`anvil reports chain id ${reported}, expected ${chainId}`)
    }
    await sleep(readyPollIntervalMs)
  }
  throw new Error(`anvil did not answer eth_chainId at ${rpcUrl}`, { cause: lastError })
}

/**
 * Starts anvil on 127.0.0.1 and a free port (or `options.port`) with funded accounts, or
 * from a dumped state, and resolves once it answers `eth_chainId`. anvil runs under a
 * watchdog that stops it when this process ends, even by SIGKILL. Rejects with
 * `AnvilPortTakenError` when the given port is taken, else with `AnvilStartError`.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * // ... use anvil.rpcUrl
 * await anvil.stop()
 */
export const startAnvil = async (options: StartAnvilOptions): Promise<Anvil> => {
  const mnemonic = options.mnemonic ?? devnetMnemonic
  const accountCount = options.accounts ?? defaultAccounts
  const port = options.port ?? 0
  // anvil reads the file before it listens; it is removed once anvil listens or fails.
  const stateFile = options.state === undefined ? undefined : await writeStateFile(options.state)
  const args = [
    ...["--host", "127.0.0.1", "--port", String(port)],
    ...["--chain-id", String(options.chainId)],
    ...["--mnemonic", mnemonic, "--accounts", String(accountCount)],
    ...["--balance", String(options.balanceEther ?? defaultBalanceEther)],
    ...(options.blockTimeSeconds === undefined
      ? []
      : ["--block-time", String(options.blockTimeSeconds)]),
    ...(stateFile === undefined ? [] : ["--load-state", stateFile.path]),
  ]
  const watchdog = spawn(process.execPath, [watchdogPath, anvilBinary(), ...args], {
    stdio: ["pipe", "pipe", "pipe"],
  })
  let stderr = ""
  watchdog.stderr.setEncoding("utf8")
  watchdog.stderr.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrTailChars)
  })
  // The stdin pipe is the watchdog's lifeline; an error on it means the watchdog is gone.
  watchdog.stdin.on("error", () => {})
  // Once stdout and stderr have ended too: anvil's last words are all in `stderr`.
  const closed = new Promise<void>((resolve) => watchdog.once("close", () => resolve()))
  let pid: number | undefined
  let stopped: Promise<void> | undefined
  const exited = new Promise<AnvilExit>((resolve) =>
    watchdog.once("exit", (code, signal) => {
      void (async () => {
        // Someone killed the watchdog itself and orphaned anvil: end that one here.
        if (pid !== undefined && isRunning(pid)) await killAndWait(pid)
        if (pid !== undefined) untrack(pid)
        resolve({ expected: stopped !== undefined, reason: describeExit(code, signal) })
      })()
    }),
  )
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      // Closing stdin is the stop signal; the watchdog exits only after anvil has exited.
      watchdog.stdin.end()
      await exited
    })()
    return stopped
  }

  try {
    const announced = await readAnnouncement(watchdog)
    pid = announced.pid
    track(pid)
    const rpcUrl = `http://127.0.0.1:${announced.port}`
    await waitUntilReady(
      rpcUrl,
      options.chainId,
      () => watchdog.exitCode === null && watchdog.signalCode === null,
    )
    return {
      chainId: options.chainId,
      rpcUrl,
      wsUrl: `ws://127.0.0.1:${announced.port}`,
      port: announced.port,
      pid,
      accounts: deriveDevnetAccounts(mnemonic, accountCount),
      exited,
      dumpState: () => dumpState(rpcUrl),
      stop,
    }
  } catch (cause) {
    await stop()
    await closed
    if (port !== 0 && stderr.includes("Address already in use")) {
      throw new AnvilPortTakenError({ port, output: stderr.trim() })
    }
    throw new AnvilStartError({
      reason: cause instanceof Error ? cause.message : String(cause),
      output: stderr.trim(),
      cause,
    })
  } finally {
    await stateFile?.remove()
  }
}
