import { once } from "node:events"
import { createInterface } from "node:readline"
import { spawnTypeScript } from "../processes"

/** The URLs `npm start` prints, read back from its banner. */
export interface NpmStartUrls {
  /** The demo page ("Open"). */
  readonly page: string
  readonly api: string
  /** The relay, `ws://…`. */
  readonly relay: string
  /** The sandbox WalletConnect wallet's control page ("WC wallet"). */
  readonly walletConnectWallet: string
  /** The RPC proxy, `<api>/v1/` (printed with its query template). */
  readonly rpc: string
  /** The sandbox onramp page ("Onramp"). */
  readonly onramp: string
  /** The sandbox exchange's pay pages ("Pay"). */
  readonly pay: string
  /** Each EVM devnet's own JSON-RPC endpoint. */
  readonly devnets: ReadonlyArray<string>
  /** The Solana devnet's own JSON-RPC endpoint ("Solana"), which takes WebSockets too. */
  readonly solana: string
}

/** A command that prints a start-up banner (`npm start`, `npm run example`) running in a child process. */
export interface RunningBannerCommand {
  readonly pid: number
  /** What it printed up to the blank line that closes its banner. */
  readonly banner: string
  /** Whether the process is still running. */
  readonly running: () => boolean
  /** Sends Ctrl-C (SIGINT) and resolves with how the process ended. */
  readonly interrupt: () => Promise<readonly [number | null, NodeJS.Signals | null]>
  /** Kills the process if it is still running (for `finally`; the anvil watchdogs stop anvil). */
  readonly kill: () => void
}

/** `npm start` running in a child process, with the banner it printed. */
export interface RunningNpmStart extends RunningBannerCommand {
  readonly urls: NpmStartUrls
}

/** The URL a banner prints after `label` ("Open", "API"), on 127.0.0.1. */
export const urlAfter = (banner: string, label: string, scheme = "http"): string => {
  const match = new RegExp(`^\\s+${label}\\s+(${scheme}://127\\.0\\.0\\.1:\\d+/?\\S*)`, "m").exec(
    banner,
  )
  if (match?.[1] === undefined) throw new Error(`The banner has no ${label} URL:\n${banner}`)
  return match[1]
}

/**
 * Runs the TypeScript command `script` with `args` and resolves once it has printed its whole
 * banner (the blank line after the devnets, which `npm start` and `npm run example` print last).
 */
export const runBannerCommand = async (
  script: URL,
  args: ReadonlyArray<string>,
): Promise<RunningBannerCommand> => {
  const child = spawnTypeScript(script, args)
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>
  const running = () => child.exitCode === null && child.signalCode === null
  const kill = () => {
    if (running()) child.kill("SIGKILL")
  }
  try {
    const printed: string[] = []
    let sawDevnet = false
    for await (const line of createInterface({ input: child.stdout })) {
      printed.push(line)
      if (line.trimStart().startsWith("Devnet")) sawDevnet = true
      else if (sawDevnet && line.trim() === "") break
    }
    if (!sawDevnet) throw new Error(`The command ended before its banner:\n${printed.join("\n")}`)
    return {
      pid: child.pid ?? 0,
      banner: printed.join("\n"),
      running,
      interrupt: async () => {
        child.kill("SIGINT")
        const [code, signal] = await exited
        return [code, signal] as const
      },
      kill,
    }
  } catch (error) {
    kill()
    throw error
  }
}

/**
 * Runs `npm start` (scripts/start.ts) with `args` and resolves once it has printed its whole
 * banner (the blank line after the devnets), with the URLs read from it.
 */
export const runNpmStart = async (args: ReadonlyArray<string>): Promise<RunningNpmStart> => {
  const started = await runBannerCommand(new URL("../../scripts/start.ts", import.meta.url), args)
  try {
    const { banner } = started
    const devnets = [...banner.matchAll(/^\s+Devnet\s+(http:\/\/127\.0\.0\.1:\d+)/gm)].map(
      (match) => match[1] ?? "",
    )
    const urls: NpmStartUrls = {
      page: urlAfter(banner, "Open"),
      api: urlAfter(banner, "API"),
      relay: urlAfter(banner, "Relay", "ws"),
      walletConnectWallet: urlAfter(banner, "WC wallet"),
      rpc: urlAfter(banner, "RPC").replace(/\?.*$/, ""),
      onramp: urlAfter(banner, "Onramp"),
      pay: urlAfter(banner, "Pay"),
      devnets,
      solana: urlAfter(banner, "Solana"),
    }
    return { ...started, urls }
  } catch (error) {
    started.kill()
    throw error
  }
}
