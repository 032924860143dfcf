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
})
