import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { type Relay, startRelay } from "../relay/startRelay"
import { createLocalSignClient } from "./createLocalSignClient"

let relay: Relay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.stop()
})

const metadata = { name: "Local", description: "Local client", url: "http://127.0.0.1", icons: [] }

describe("createLocalSignClient", () => {
  it("two clients in one process get cores of their own (core otherwise shares one per process)", async () => {
    const options = { relayUrl: relay.url, projectId: "local-test", metadata }
    const first = await createLocalSignClient(options)
    const second = await createLocalSignClient(options)
    try {
      expect(first.client.core).not.toBe(second.client.core)
      expect(await first.client.core.crypto.getClientId()).not.toBe(
        await second.client.core.crypto.getClientId(),
      )
    } finally {
      await first.close()
      await second.close()
    }
  })

  it("has no Verify API: attestations are empty and nothing is fetched", async () => {
    const fetches = vi.spyOn(globalThis, "fetch")
    const local = await createLocalSignClient({
      relayUrl: relay.url,
      projectId: "local-test",
      metadata,
    })
    try {
      const { verify } = local.client.core
      expect(await verify.register({ id: "a", decryptedId: "b" })).toBe("")
      expect(await verify.resolve({ hash: "c".repeat(64) })).toBeUndefined()
      expect(fetches).not.toHaveBeenCalled()
    } finally {
      fetches.mockRestore()
      await local.close()
    }
  })

  it("close() forgets the client's core on globalThis", async () => {
    const local = await createLocalSignClient({
      relayUrl: relay.url,
      projectId: "local-test",
      metadata,
    })
    const key = `_walletConnectCore_${local.client.core.customStoragePrefix.slice(1)}`
    expect((globalThis as Record<string, unknown>)[key]).toBe(local.client.core)
    await local.close()
    expect(key in globalThis).toBe(false)
  })

  it("skips a repeated delete of one session (sign-client 2.21.8 would reject, unhandled, 'Record was recently deleted'): a delete request or a deletion for a session it does not hold does nothing", async () => {
    const local = await createLocalSignClient({
      relayUrl: relay.url,
      projectId: "local-test",
      metadata,
    })
    const unhandled: Array<unknown> = []
    const record = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", record)
    try {
      const engine = local.client.engine as unknown as {
        onSessionDeleteRequest: (topic: string, payload: unknown) => Promise<void>
        deleteSession: (params: { topic: string }) => Promise<void>
      }
      const gone = "a".repeat(64)
      await engine.onSessionDeleteRequest(gone, {
        id: 1,
        jsonrpc: "2.0",
        method: "wc_sessionDelete",
        params: { code: 6000, message: "User disconnected." },
      })
      await expect(engine.deleteSession({ topic: gone })).resolves.toBeUndefined()
      // An unhandled rejection is reported after the microtasks of this turn.
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).toEqual([])
    } finally {
      process.off("unhandledRejection", record)
      await local.close()
    }
  })
})
