import { setTimeout as sleep } from "node:timers/promises"
import { type Anvil, AnvilPortTakenError, type StartAnvilOptions, startAnvil } from "./startAnvil"

/** One more wait for a port that is taken: the try that failed and how long until the next. */
export interface PortTakenRetry {
  readonly port: number
  /** The try that found the port taken, from 1. */
  readonly attempt: number
  readonly delayMs: number
}

/** How long to keep trying a port that is taken. */
export interface PortRetryOptions {
  /** The wait before each new try; when they run out the last `AnvilPortTakenError` rejects. */
  readonly delaysMs: ReadonlyArray<number>
  /** Called before each wait, e.g. to log it. */
  readonly onPortTaken?: (retry: PortTakenRetry) => void
  /** Aborting it ends a wait at once: it rejects with an AbortError caused by the reason. */
  readonly signal?: AbortSignal
}

/**
 * Starts anvil on one given port, trying again on a bounded schedule while another process
 * holds it: a restarted devnet must keep its URL, and the port may be briefly taken by
 * whatever grabbed it after the old anvil died. Other start failures reject at once.
 */
export const startAnvilOnPort = async (
  options: StartAnvilOptions & { readonly port: number },
  retry: PortRetryOptions,
): Promise<Anvil> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAnvil(options)
    } catch (error) {
      const delayMs = retry.delaysMs[attempt - 1]
      if (!(error instanceof AnvilPortTakenError) || delayMs === undefined) throw error
      retry.onPortTaken?.({ port: options.port, attempt, delayMs })
      await sleep(delayMs, undefined, retry.signal === undefined ? {} : { signal: retry.signal })
    }
  }
}
