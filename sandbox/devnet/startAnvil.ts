import { type ChildProcessByStdio, spawn } from "node:child_process"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { createInterface } from "node:readline"
import type { Readable, Writable } from "node:stream"
import { setTimeout as sleep } from "node:timers/promises"
import { fileURLToPath } from "node:url"
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

const anvilBinary = (): string => {
  const require = createRequire(import.meta.url)
  const packageJson = require.resolve("@foundry-rs/anvil-linux-amd64/package.json")
  return join(dirname(packageJson), "bin", "anvil")
}

const watchdogPath = fileURLToPath(new URL("./anvilWatchdog.mjs", import.meta.url))

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

const readChainId = async (rpcUrl: string): Promise<number> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    signal: AbortSignal.timeout(readyRequestTimeoutMs),
  })
  const body: unknown = await response.json()
  if (typeof body === "object" && body !== null && "result" in body) {
    if (typeof body.result === "string") return Number(body.result)
  }
  throw new Error(`unexpected eth_chainId answer: ${JSON.stringify(body)}`)
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
 * Starts anvil on 127.0.0.1 and a free port with funded accounts, and resolves once it
 * answers `eth_chainId`. anvil runs under a watchdog that stops it when this process ends,
 * even by SIGKILL.
 *
 * @example
 * const anvil = await startAnvil({ chainId: 31337 })
 * // ... use anvil.rpcUrl
 * await anvil.stop()
 */
export const startAnvil = async (options: StartAnvilOptions): Promise<Anvil> => {
  const mnemonic = options.mnemonic ?? devnetMnemonic
  const accountCount = options.accounts ?? defaultAccounts
  const args = [
    ...["--host", "127.0.0.1", "--port", "0"],
    ...["--chain-id", String(options.chainId)],
    ...["--mnemonic", mnemonic, "--accounts", String(accountCount)],
    ...["--balance", String(options.balanceEther ?? defaultBalanceEther)],
    ...(options.blockTimeSeconds === undefined
      ? []
      : ["--block-time", String(options.blockTimeSeconds)]),
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
  let pid: number | undefined
  const exited = new Promise<void>((resolve) =>
    watchdog.once("exit", () => {
      if (pid !== undefined) untrack(pid)
      resolve()
    }),
  )
  let stopped: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      // Closing stdin is the stop signal; the watchdog exits only after anvil has exited.
      watchdog.stdin.end()
      await exited
      // Unless someone killed the watchdog itself and orphaned anvil: end that one here.
      if (pid !== undefined && isRunning(pid)) await killAndWait(pid)
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
      stop,
    }
  } catch (cause) {
    await stop()
    throw new AnvilStartError({
      reason: cause instanceof Error ? cause.message : String(cause),
      output: stderr.trim(),
      cause,
    })
  }
}
