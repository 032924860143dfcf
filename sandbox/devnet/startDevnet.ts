import { errorText } from "../errorText"
import {
  type DevnetRestartPolicy,
  defaultDevnetRestartPolicy,
  recentRestarts,
  restartAllowed,
} from "./devnetRestartPolicy"
import { type DevnetSeed, seedDevnet } from "./seedDevnet"
import { type Anvil, type StartAnvilOptions, startAnvil } from "./startAnvil"
import { startAnvilOnPort } from "./startAnvilOnPort"

/** Where a devnet is in its life: a restart makes it "restarting", then "running" again. */
export type DevnetStatus = "running" | "restarting" | "failed" | "stopped"

/** What happened to a devnet's anvil after it started; each one is also logged. */
export type DevnetEvent =
  /** anvil died unexpectedly; the devnet is being restarted, this is restart `restart` in the window. */
  | { readonly _tag: "DevnetDown"; readonly reason: string; readonly restart: number }
  /** The devnet's port was taken at try `attempt`; the next try comes after `delayMs`. */
  | { readonly _tag: "DevnetPortTaken"; readonly attempt: number; readonly delayMs: number }
  /** A new anvil answers at the same URL, from the seeded state; `pid` is its process id. */
  | { readonly _tag: "DevnetRestarted"; readonly pid: number; readonly restart: number }
  /** The devnet stays down until the sandbox is restarted; `reason` says why. */
  | { readonly _tag: "DevnetGaveUp"; readonly reason: string }

/**
 * A running, seeded devnet with its display name. When its anvil dies the devnet restarts
 * it on the same port from the state it had right after seeding: `rpcUrl`, the chain id,
 * the accounts and the token addresses stay valid, while transactions made after seeding
 * are gone.
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

/**
 * Starts anvil, seeds it, keeps a snapshot of the seeded chain and watches the process:
 * when anvil exits without `stop()`, a new one starts on the same port from the snapshot
 * (loaded before it listens, so no request sees an unseeded chain), within the bounds of
 * the restart policy.
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

  const watch = (anvil: Anvil) => {
    void anvil.exited.then((exit) => {
      if (exit.expected || status !== "running" || anvil !== current) return
      const now = Date.now()
      if (!restartAllowed(restartedAt, now, policy)) {
        status = "failed"
        emit({
          _tag: "DevnetGaveUp",
          reason: `went down (${exit.reason}) after ${policy.maxRestarts} restart${policy.maxRestarts === 1 ? "" : "s"} within ${policy.windowMs / 1000} s`,
        })
        return
      }
      restartedAt.push(now)
      status = "restarting"
      const restartNumber = recentRestarts(restartedAt, now, policy)
      emit({ _tag: "DevnetDown", reason: exit.reason, restart: restartNumber })
      restarting = restart(restartNumber).finally(() => {
        restarting = undefined
      })
    })
  }
  watch(first)

  let stopped: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      status = "stopped"
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
