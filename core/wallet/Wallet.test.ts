import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { ethereum } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import { Connections } from "../connections/Connections"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { Storage } from "../storage/Storage"
import { Wallet } from "./Wallet"

const alice = `0x${"a1".repeat(20)}` as const
const signature = `0x${"5a".repeat(65)}`

describe("Wallet.layer", () => {
  it("asks the current connection's wallet, built from Connections, Networks and KernelConfig", async () => {
    const fake = makeFakeWallet({ accounts: [alice], authorized: true })
    fake.set("personal_sign", () => signature)
    const connector = fakeConnector(fake)
    const layer = Wallet.layer.pipe(
      Layer.provideMerge(Connections.layerTest()),
      Layer.provideMerge(
        Layer.mergeAll(
          KernelConfig.layerTest(),
          ChainAdapters.layer(),
          Connectors.layerTest([connector]),
          Accounts.layerTest(),
          Modal.layerTest(),
          Events.layerTest(),
          KernelEvents.layer,
          Storage.layerMemory,
        ),
      ),
      Layer.provideMerge(Networks.layerTest([ethereum])),
    )
    const signed = await Effect.runPromise(
      Effect.gen(function* () {
        const wallet = yield* Wallet
        const before = yield* Effect.flip(wallet.signMessage("hi"))
        yield* (yield* Connections).connect("io.fake")
        return { before: before.message, after: yield* wallet.signMessage("hi") }
      }).pipe(Effect.provide(layer)),
    )
    expect(signed).toEqual({ before: "Connector not connected.", after: signature })
    expect(fake.calls.at(-1)).toEqual({ method: "personal_sign", params: ["0x6869", alice] })
  })
})
