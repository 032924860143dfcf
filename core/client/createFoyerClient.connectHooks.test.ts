import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { ConnectContext } from "../connections/ConnectContext"
import { makeFakeWallet } from "../connectors/fakeWallet"
import { Modal } from "../modal/Modal"
import { currentView } from "../modal/RouterState"
import { type ConnectHook, definePlugin, definePluginKit } from "../plugins/FoyerPlugin"
import { memoryBackend } from "../storage/Storage"
import { alice, announce, localApiPerTest, startClient, waitFor } from "./clientTestHarness"

const api = localApiPerTest()

/** A made-up plugin whose kit has these connect hooks (and a view a hook may open). */
const hooksPlugin = (id: string, hooks: ReadonlyArray<ConnectHook>) =>
  definePlugin({
    id,
    views: { [`${id}View`]: { load: () => Promise.resolve({ default: () => null }) } },
    kit: () => Promise.resolve({ default: definePluginKit({ hooks: { connect: hooks } }) }),
  })

/** A promise settled from outside, for a hook to say it ran. */
const deferred = <A>() => {
  let resolve: (value: A) => void = () => {}
  const promise = new Promise<A>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

const connected = async (plugins: ReadonlyArray<ReturnType<typeof hooksPlugin>>) => {
  announce("io.metamask", makeFakeWallet({ accounts: [alice], chainId: 10 }))
  const client = await startClient(api.server, { options: { plugins } })
  await client.connect("io.metamask")
  return client
}

describe("the plugins' connect hooks, run by the kernel after a connect", () => {
  it("a connect runs each applying hook in plugin order, with the new connection's context", async () => {
    const seen: Array<string> = []
    const done = deferred<ConnectContext>()
    await connected([
      hooksPlugin("first", [
        { id: "one", run: (context) => Effect.sync(() => seen.push(`one ${context.address}`)) },
      ]),
      hooksPlugin("second", [
        { id: "never", appliesTo: (c) => c.connectorType === "AUTH", run: () => Effect.void },
        {
          id: "two",
          run: (context) =>
            Effect.sync(() => {
              seen.push("two")
              done.resolve(context)
            }),
        },
      ]),
    ])
    expect(await done.promise).toEqual({
      connectorType: "ANNOUNCED",
      chainNamespace: "eip155",
      caipNetworkId: "eip155:10",
      address: alice,
      restored: false,
    })
    expect(seen).toEqual([`one ${alice}`, "two"])
  })

  it("a hook that replaces another applying hook runs instead of it", async () => {
    const seen: Array<string> = []
    const done = deferred<void>()
    await connected([
      hooksPlugin("signIn", [
        { id: "sign-in", run: () => Effect.sync(() => seen.push("sign-in")) },
      ]),
      hooksPlugin("capture", [
        {
          id: "capture",
          replaces: ["sign-in"],
          run: () =>
            Effect.sync(() => {
              seen.push("capture")
              done.resolve()
            }),
        },
      ]),
    ])
    await done.promise
    expect(seen).toEqual(["capture"])
  })

  it("hooks use the kit's services: one opens its plugin's view on the modal", async () => {
    const client = await connected([
      hooksPlugin("opener", [
        {
          id: "opener",
          run: () =>
            Effect.flatMap(Effect.service(Modal), (modal) =>
              Effect.orDie(modal.open({ view: { name: "openerView" } as never })),
            ),
        },
      ]),
    ])
    const modal = await waitFor(client.stores.modal, (state) => state.open)
    expect(currentView(modal.router).name).toBe("openerView")
  })

  it("a hook's failure does not undo the connect, and later hooks still run", async () => {
    const done = deferred<void>()
    const client = await connected([
      hooksPlugin("broken", [{ id: "broken", run: () => Effect.fail("no") }]),
      hooksPlugin("after", [{ id: "after", run: () => Effect.sync(() => done.resolve()) }]),
    ])
    await done.promise
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBe(alice)
  })

  it("a session restored on page load runs the hooks again, told it was restored, for the wallet used last", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice], chainId: 10 }))
    const backend = memoryBackend()
    const first = await startClient(api.server, { backend })
    await first.connect("io.metamask")
    await first.dispose()
    const done = deferred<ConnectContext>()
    const plugins = [
      hooksPlugin("watcher", [{ id: "watch", run: (c) => Effect.sync(() => done.resolve(c)) }]),
    ]
    const client = await startClient(api.server, { backend, options: { plugins } })
    await client.reconnect()
    expect(await done.promise).toEqual({
      connectorType: "ANNOUNCED",
      chainNamespace: "eip155",
      caipNetworkId: "eip155:10",
      address: alice,
      restored: true,
    })
  })
})
