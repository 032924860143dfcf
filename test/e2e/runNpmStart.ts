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
  /** Each devnet's own JSON-RPC endpoint. */
  readonly devnets: ReadonlyArray<string>
}

/** `npm start` running in a child process, with the banner it printed. */
export interface RunningNpmStart {
  readonly pid: number
  readonly banner: string
  readonly urls: NpmStartUrls
  /** Whether the process is still running. */
  readonly running: () => boolean
  /** Sends Ctrl-C (SIGINT) and resolves with how the process ended. */
  readonly interrupt: () => Promise<readonly [number | null, NodeJS.Signals | null]>
  /** Kills the process if it is still running (for `finally`; the anvil watchdogs stop anvil). */
  readonly kill: () => void
}

const urlAfter = (banner: string, label: string, scheme = "http"): string => {
  const match = new RegExp(`^\\s+${label}\\s+(${scheme}://127\\.0\\.0\\.1:\\d+/?\\S*)`, "m").exec(
    banner,
  )
  if (match?.[1] === undefined) throw new Error(`npm start printed no ${label} URL:\n${banner}`)
  return match[1]
}

/**
 * Runs `npm start` (scripts/start.ts) with `args` and resolves once it has printed its whole
 * banner (the blank line after the devnets), with the URLs read from it.
 */
export const runNpmStart = async (args: ReadonlyArray<string>): Promise<RunningNpmStart> => {
  const child = spawnTypeScript(new URL("../../scripts/start.ts", import.meta.url), args)
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
    const banner = printed.join("\n")
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
    }
    return {
      pid: child.pid ?? 0,
      banner,
      urls,
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
