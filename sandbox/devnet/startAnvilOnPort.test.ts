import { createServer } from "node:http"
import { describe, expect, it } from "vitest"
import { listen } from "../listen"
import { AnvilPortTakenError } from "./startAnvil"
import { type PortTakenRetry, startAnvilOnPort } from "./startAnvilOnPort"

describe("startAnvilOnPort", () => {
  it("a port taken at the first try is tried again after the first delay, and anvil gets it", async () => {
    const blocker = createServer()
    const port = await listen(blocker, "127.0.0.1")
    const retries: PortTakenRetry[] = []
    const anvil = await startAnvilOnPort(
      { chainId: 31337, accounts: 1, port },
      {
        delaysMs: [10, 10],
        // The holder lets go only once the first try has failed on it.
        onPortTaken: (retry) => {
          retries.push(retry)
          blocker.close()
        },
      },
    )
    try {
      expect(retries).toEqual([{ port, attempt: 1, delayMs: 10 }])
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${port}`)
    } finally {
      await anvil.stop()
    }
  }, 60_000)

  it("a port that stays taken rejects with AnvilPortTakenError once the delays run out", async () => {
    const blocker = createServer()
    const port = await listen(blocker, "127.0.0.1")
    const retries: PortTakenRetry[] = []
    try {
      const failure = await startAnvilOnPort(
        { chainId: 31337, accounts: 1, port },
        { delaysMs: [1, 2], onPortTaken: (retry) => retries.push(retry) },
      ).catch((e: unknown) => e)
      expect(failure).toBeInstanceOf(AnvilPortTakenError)
      expect(retries).toEqual([
        { port, attempt: 1, delayMs: 1 },
        { port, attempt: 2, delayMs: 2 },
      ])
    } finally {
      blocker.close()
    }
  }, 60_000)

  it("a stop while waiting for the port ends the wait: an AbortError caused by the abort's reason", async () => {
    const blocker = createServer()
    const port = await listen(blocker, "127.0.0.1")
    const stopping = new AbortController()
    try {
      const failure = await startAnvilOnPort(
        { chainId: 31337, accounts: 1, port },
        {
          // A wait far longer than any test: only the abort can end it.
          delaysMs: [3_600_000],
          signal: stopping.signal,
          onPortTaken: () => stopping.abort(new Error("stopped")),
        },
      ).catch((e: unknown) => e)
      expect([(failure as Error).name, (failure as Error).cause]).toEqual([
        "AbortError",
        new Error("stopped"),
      ])
    } finally {
      blocker.close()
    }
  }, 60_000)
})
