// Kernel v3 (issue 31): all kernel work runs in the kit's scope, so disposing the kit ends it
// (a connect still waiting on a wallet, a plugin's hook on its way, a left view's onLeave, a
// toast waiting to switch), and nothing the kit started outlives it.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { Connector } from "../connectors/Connector"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { Modal } from "../modal/Modal"
import { definePlugin, definePluginKit } from "../plugins/FoyerPlugin"
import type { ToastStore } from "../toasts/ToastState"
import { Toasts } from "../toasts/Toasts"
import { localApiPerTest, startClient } from "./clientTestHarness"

const api = localApiPerTest()

/** A promise and the function that settles it. */
const deferred = () => {
  let settle: () => void = () => {}
  const promise = new Promise<void>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

/** Work that never ends by itself: `started` settles when it runs, `interrupted` when stopped. */
const lingering = () => {
  const started = deferred()
  const interrupted = deferred()
  const work = Effect.sync(started.settle).pipe(
    Effect.andThen(Effect.never),
    Effect.onInterrupt(() => Effect.sync(interrupted.settle)),
  )
  return { work, started: started.promise, interrupted: interrupted.promise }
}

/** A plugin whose connector, close hook and view's onLeave each start never-ending work. */
const lingeringPlugin = () => {
  const connect = lingering()
  const close = lingering()
  const leave = lingering()
  const info: ConnectorInfo = {
    id: "io.lingering",
    type: "INJECTED",
    name: "Lingering",
    icon: undefined,
    rdns: "io.lingering",
    chains: ["eip155"],
  }
  const connector: Connector = {
    info,
    connect: () => connect.work,
    restore: Effect.succeed(undefined),
    disconnect: () => Effect.void,
  }
  const plugin = definePlugin({
    id: "lingering",
    views: { LingeringView: { load: () => Promise.resolve({ default: () => null }) } },
    kit: () =>
      Promise.resolve({
        default: definePluginKit({
          connectors: [
            () => ({ list: () => [connector], subscribe: () => () => {}, dispose: Effect.void }),
          ],
          hooks: { close: close.work },
          views: { LingeringView: { onLeave: leave.work } },
        }),
      }),
  })
  return { plugin, connect, close, leave }
}

describe("disposing the kit ends the work it started", () => {
  it("a connect started by open({ walletId }), a close hook and a left view's onLeave, each still running, are interrupted", async () => {
    const { plugin, connect, close, leave } = lingeringPlugin()
    const client = await startClient(api.server, { options: { plugins: [plugin] } })
    // The open ends once the connecting view shows; the connect goes on in the kit.
    await client.open({ walletId: "io.lingering" })
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Connecting",
      connectorId: "io.lingering",
    })
    // Closing runs the plugin's close hook; leaving its view unconnected runs its onLeave.
    await client.close()
    await client.run(
      Effect.flatMap(Effect.service(Modal), (modal) =>
        modal.open({ view: { name: "LingeringView" } }),
      ),
    )
    await client.close()
    await Promise.all([connect.started, close.started, leave.started])
    await client.dispose()
    await Promise.all([connect.interrupted, close.interrupted, leave.interrupted])
  })

  it("an action of the page still running (a toast waiting for the one before it to go) ends with the kit, and never shows", async () => {
    const client = await startClient(api.server)
    const toasts = (show: (toasts: ToastStore) => Effect.Effect<void>) =>
      client.run(Effect.flatMap(Effect.service(Toasts), show))
    await toasts((t) => t.showSuccess("First"))
    // The second waits out the switch delay; disposing the kit interrupts it there.
    const second = toasts((t) => t.showError("Second"))
    await client.dispose()
    await second
    expect(client.stores.toast.getSnapshot()).toMatchObject({ message: "First", open: false })
  })
})
