import { errorText } from "../errorText"
import { devnetPublicClient } from "./devnetClients"
import {
  type DevnetRestartPolicy,
  defaultDevnetRestartPolicy,
  defaultSeedCheckIntervalMs,
  recentRestarts,
  restartAllowed,
} from "./devnetRestartPolicy"
import { type DevnetSeed, seedDevnet } from "./seedDevnet"
import { seededContractAddresses, seededContractsGone } from "./seededContracts"
import { type Anvil, type StartAnvilOptions, startAnvil } from "./startAnvil"
import { startAnvilOnPort } from "./startAnvilOnPort"

/** Where a devnet is in its life: a restart makes it "restarting", then "running" again. */
export type DevnetStatus = "running" | "restarting" | "failed" | "stopped"

/** What happened to a devnet's anvil after it started; each one is also logged. */
export type DevnetEvent =
  /**
   * anvil died unexpectedly, or its seeded contracts are gone (`reason` says which); the
   * devnet is being restarted, this is restart `restart` in the window.
   */
  | { readonly _tag: "DevnetDown"; readonly reason: string; readonly restart: number }
  /** The devnet's port was taken at try `attempt`; the next try comes after `delayMs`. */
  | { readonly _tag: "DevnetPortTaken"; readonly attempt: number; readonly delayMs: number }
  /** A new anvil answers at the same URL, from the seeded state; `pid` is its process id. */
  | { readonly _tag: "DevnetRestarted"; readonly pid: number; readonly restart: number }
  /** The devnet stays down until the sandbox is restarted; `reason` says why. */
  | { readonly _tag: "DevnetGaveUp"; readonly reason: string }

/**
 * A running, seeded devnet with its display name. When its anvil dies, or its seeded
 * contracts are gone (an `anvil_reset` on its own URL), the devnet restarts it on the same
 * port from the state it had right after seeding: `rpcUrl`, the chain id, the accounts and
 * the token addresses stay valid, while transactions made after seeding are gone.
 */
export interface Devnet extends DevnetSeed {
  readonly name: string
  /** The anvil node behind the devnet now; a restart replaces it with one on the same port. */
  readonly anvil: Anvil
  readonly status: () => DevnetStatus
  /** Calls `listener` with every later event; returns the function that unsubscribes it. */
  readonly onEvent: (listener: (event: DevnetEvent) => void) => () => void
  /** Stops the devnet for good (no restart after it); resolves once anvil has exited. */
  readonly stop: () => Promise<void>
}

/** How to start one devnet: its anvil options, its name and how it reports restarts. */
export interface StartDevnetOptions extends Omit<StartAnvilOptions, "port" | "state"> {
  readonly name: string
  /** Where restarts are reported (default console.error, like the sandbox API's log). */
  readonly log?: (message: string) => void
  readonly restartPolicy?: DevnetRestartPolicy
}

const describeEvent = (devnet: string, event: DevnetEvent, policy: DevnetRestartPolicy): string => {
  switch (event._tag) {
    case "DevnetDown":
      return `sandbox: ${devnet} went down (${event.reason}); restarting it on the same port (restart ${event.restart} of at most ${policy.maxRestarts} within ${policy.windowMs / 1000} s)`
    case "DevnetPortTaken":
      return `sandbox: ${devnet} cannot restart yet: its port is taken; trying again in ${event.delayMs} ms (try ${event.attempt + 1} of ${policy.portRetryDelaysMs.length + 1})`
    case "DevnetRestarted":
      return `sandbox: ${devnet} is back (anvil pid ${event.pid}) at its seeded state; transactions made after seeding are gone`
    case "DevnetGaveUp":
      return `sandbox: ${devnet} ${event.reason}; giving up on it: restart the sandbox to get it back`
  }
}

/** The reason of a `DevnetDown` for a node that runs but lost its seeded contracts. */
export const seedGoneReason = "its seeded contracts are gone"

/**
 * Starts anvil, seeds it, keeps a snapshot of the seeded chain and watches the node: when
 * anvil exits without `stop()`, or every `seedCheckIntervalMs` finds a seeded contract
 * without code (anvil_reset, anvil_setCode), a new one starts on the same port from the
 * snapshot (loaded before it listens, so no request sees an unseeded chain), within the
 * bounds of the restart policy.
 * @example
 * const devnet = await startDevnet({ chainId: 31337, name: "Foyer Devnet" })
 * devnet.onEvent((event) => console.log(event._tag))
 * await devnet.stop()
 */
export const startDevnet = async (options: StartDevnetOptions): Promise<Devnet> => {
  const {
    name,
    log = (message: string) => console.error(message),
    restartPolicy: policy = defaultDevnetRestartPolicy,
    ...anvilOptions
  } = options
  const first = await startAnvil(anvilOptions)
  let seed: DevnetSeed
  let seededState: string
  try {
    seed = await seedDevnet({ ...first, name })
    seededState = await first.dumpState()
  } catch (error) {
    await first.stop()
    throw error
  }

  const label = `${name} (eip155:${first.chainId}, ${first.rpcUrl})`
  const listeners = new Set<(event: DevnetEvent) => void>()
  const emit = (event: DevnetEvent) => {
    log(describeEvent(label, event, policy))
    for (const listener of listeners) {
      // A listener that throws must not stop the watch, nor crash the process from a callback.
      try {
        listener(event)
      } catch (error) {
        log(`sandbox: a listener of ${name} failed on ${event._tag}: ${errorText(error)}`)
      }
    }
  }
  let current = first
  let status: DevnetStatus = "running"
  const restartedAt: number[] = []
  // Ends a wait for a taken port when the devnet is stopped meanwhile.
  const stopping = new AbortController()
  let restarting: Promise<void> | undefined

  const restart = async (restartNumber: number): Promise<void> => {
    try {
      const next = await startAnvilOnPort(
        { ...anvilOptions, port: first.port, state: seededState },
        {
          delaysMs: policy.portRetryDelaysMs,
          signal: stopping.signal,
          onPortTaken: ({ attempt, delayMs }) =>
            emit({ _tag: "DevnetPortTaken", attempt, delayMs }),
        },
      )
      if (status === "stopped") {
        await next.stop()
        return
      }
      current = next
      status = "running"
      watch(next)
      emit({ _tag: "DevnetRestarted", pid: next.pid, restart: restartNumber })
    } catch (error) {
      if (status === "stopped") return
      status = "failed"
      emit({ _tag: "DevnetGaveUp", reason: `could not restart (${errorText(error)})` })
    }
  }

  /** `anvil`, the current node, is down or useless: restart it, or give up within the policy. */
  const wentDown = (anvil: Anvil, reason: string) => {
    const now = Date.now()
    if (!restartAllowed(restartedAt, now, policy)) {
      status = "failed"
      emit({
        _tag: "DevnetGaveUp",
        reason: `went down (${reason}) after ${policy.maxRestarts} restart${policy.maxRestarts === 1 ? "" : "s"} within ${policy.windowMs / 1000} s`,
      })
      void anvil.stop()
      return
    }
    restartedAt.push(now)
    status = "restarting"
    const restartNumber = recentRestarts(restartedAt, now, policy)
    emit({ _tag: "DevnetDown", reason, restart: restartNumber })
    // A node that still runs (its state wiped) gives its port back first; a dead one has.
    restarting = anvil
      .stop()
      .then(() => restart(restartNumber))
      .finally(() => {
        restarting = undefined
      })
  }

  const watch = (anvil: Anvil) => {
    void anvil.exited.then((exit) => {
      if (exit.expected || status !== "running" || anvil !== current) return
      wentDown(anvil, exit.reason)
    })
  }
  watch(first)

  // The seeded contracts are checked on the node itself: a page could wipe it through its own
  // URL (anvil answers any origin), and a wiped node answers every balance and quote with 500s.
  const seededContracts = seededContractAddresses(seed)
  const seedClient = devnetPublicClient(first)
  let seedCheck: ReturnType<typeof setTimeout> | undefined
  const checkSeed = async () => {
    const anvil = current
    if (status === "running") {
      // A node that does not answer is the exit watch's, or still starting: not a wipe.
      const gone = await seededContractsGone(seedClient, seededContracts).catch(() => false)
      if (gone && status === "running" && anvil === current) wentDown(anvil, seedGoneReason)
    }
    if (status !== "stopped" && status !== "failed") scheduleSeedCheck()
  }
  const scheduleSeedCheck = () => {
    seedCheck = setTimeout(checkSeed, policy.seedCheckIntervalMs ?? defaultSeedCheckIntervalMs)
    // The check never keeps a process alive that has nothing else to do.
    seedCheck.unref()
  }
  scheduleSeedCheck()

  let stopped: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      status = "stopped"
      clearTimeout(seedCheck)
      stopping.abort()
      await restarting
      await current.stop()
    })()
    return stopped
  }

  return {
    ...seed,
    name,
    get anvil() {
      return current
    },
    status: () => status,
    onEvent: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    stop,
  }
}
