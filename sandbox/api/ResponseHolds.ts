import type { ServerResponse } from "node:http"

/** Requests held back by a delay fault, released on time or dropped on stop. */
export interface ResponseHolds {
  /**
   * Waits `delayMs` before the response may be written; resolves false instead when the
   * client goes away first or the holds are dropped (the sandbox is stopping).
   */
  readonly hold: (delayMs: number, response: ServerResponse) => Promise<boolean>
  /** Clears every pending timer, so that stopping the sandbox leaves none behind. */
  readonly dropAll: () => void
}

/** Makes an empty set of held responses. */
export const makeResponseHolds = (): ResponseHolds => {
  const pending = new Set<() => void>()
  return {
    hold: (delayMs, response) =>
      new Promise((resolve) => {
        const finish = (release: boolean) => {
          clearTimeout(timer)
          pending.delete(drop)
          response.off("close", drop)
          resolve(release)
        }
        const drop = () => finish(false)
        const timer = setTimeout(() => finish(true), delayMs)
        pending.add(drop)
        response.once("close", drop)
      }),
    dropAll: () => {
      for (const drop of [...pending]) drop()
    },
  }
}
