import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { KernelConfig } from "../config/KernelConfig"
import { configuredNetworkState, createNetworkStore } from "../networks/NetworkState"
import { NetworkStore } from "../networks/NetworkStore"
import { Storage } from "./Storage"
import { StorageKeys } from "./StorageKeys"
import { StoredSession } from "./StoredSession"

type Stored = {
  readonly status?: "connected" | "disconnected"
  readonly walletId?: string
  readonly networkId?: string
}

/** Runs `program` over a memory storage holding `stored`, with the kit configured by `config`. */
const withStored = <A>(
  stored: Stored,
  config: Parameters<typeof KernelConfig.layerTest>[0],
  program: Effect.Effect<A, never, StoredSession | Storage | KernelConfig>,
) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const storage = yield* Storage
      if (stored.status !== undefined)
        yield* storage.set(StorageKeys.connectionStatus, stored.status)
      if (stored.walletId !== undefined) yield* storage.set(StorageKeys.walletId, stored.walletId)
      if (stored.networkId !== undefined) {
        yield* storage.set(StorageKeys.activeCaipNetworkId, stored.networkId)
      }
      return yield* Effect.provide(
        program,
        StoredSession.layer.pipe(Layer.provideMerge(KernelConfig.layerTest(config))),
      )
    }).pipe(Effect.provide(Storage.layerMemory)),
  )

describe("StoredSession: what the kit starts from (spec 9 storage keys)", () => {
  it("restores a session stored as connected with a wallet, when reconnect is on", async () => {
    const session = await withStored(
      { status: "connected", walletId: "io.metamask" },
      {},
      StoredSession,
    )
    expect(session.restoring).toBe(true)
  })

  it("restores nothing with enableReconnect false, without a wallet id, or once disconnected", async () => {
    const cases: ReadonlyArray<readonly [Stored, boolean]> = [
      [{ status: "connected", walletId: "io.metamask" }, false],
      [{ status: "connected" }, true],
      [{ status: "disconnected", walletId: "io.metamask" }, true],
    ]
    for (const [stored, enableReconnect] of cases) {
      const session = await withStored(stored, { enableReconnect }, StoredSession)
      expect(session.restoring).toBe(false)
    }
  })

  it("makes the stored network active when the site configured it, and ignores any other", async () => {
    const active = (networkId: string) =>
      withStored(
        { networkId },
        { networks: ["eip155:1", "eip155:10"] },
        Effect.gen(function* () {
          const { networks } = yield* KernelConfig
          const store = createNetworkStore(configuredNetworkState(networks, networks[0]!))
          const restored = yield* Effect.provide(NetworkStore, NetworkStore.layerRestored(store))
          return restored.getSnapshot().activeCaipNetwork?.caipNetworkId
        }),
      )
    expect(await active("eip155:10")).toBe("eip155:10")
    expect(await active("eip155:137")).toBe("eip155:1")
  })
})
