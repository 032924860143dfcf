import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeFakeWallet } from "../connectors/fakeWallet"
import { type KernelEvent, KernelEvents } from "../events/KernelEvents"
import { definePlugin, definePluginKit, type PluginHooks } from "../plugins/FoyerPlugin"
import { memoryBackend } from "../storage/Storage"
import { alice, announce, bob, localApiPerTest, startClient } from "./clientTestHarness"

const api = localApiPerTest()

/** A made-up plugin whose kit has these hooks. */
const hooksPlugin = (hooks: PluginHooks) =>
  definePlugin({
    id: "listener",
    kit: () => Promise.resolve({ default: definePluginKit({ hooks }) }),
  })

/** The kernel's events from now on, as tags with what matters of each. */
const recordEvents = async (client: Awaited<ReturnType<typeof startClient>>) => {
  const told: Array<string> = []
  const events = await client.kernel.runtime.runPromise(Effect.service(KernelEvents))
  events.subscribe((event) => told.push(describeEvent(event)))
  return told
}

const describeEvent = (event: KernelEvent): string => {
  switch (event._tag) {
    case "Connected":
      return `Connected ${event.session.address} on ${event.session.caipNetworkId}${event.restored ? " (restored)" : ""}`
    case "Disconnected":
      return `Disconnected ${event.address} (${event.remaining} left)`
    case "AccountChanged":
      return `AccountChanged ${event.previous?.address} -> ${event.current?.address}`
    case "NetworkChanged":
      return `NetworkChanged ${event.previous?.caipNetworkId} -> ${event.network.caipNetworkId}`
    case "AccountRefreshed":
      return `AccountRefreshed ${event.address} on ${event.caipNetworkId}`
    case "ModalOpened":
      return `ModalOpened ${event.view}`
    case "ModalClosed":
      return "ModalClosed"
  }
}

describe("the kernel's event stream, on the real kit", () => {
  it("tells a connect, a wallet's account switch, a network switch and the disconnect, in order", async () => {
    const wallet = makeFakeWallet({ accounts: [alice], chainId: 1, knownChainIds: [1, 10] })
    announce("io.metamask", wallet)
    const client = await startClient(api.server)
    const told = await recordEvents(client)
    await client.connect("io.metamask")
    wallet.emit("accountsChanged", [bob])
    await expect.poll(() => told.length).toBeGreaterThanOrEqual(3)
    await client.switchNetwork("eip155:10")
    await client.disconnect()
    expect(told).toEqual([
      `AccountChanged undefined -> ${alice}`,
      `Connected ${alice} on eip155:1`,
      `AccountChanged ${alice} -> ${bob}`,
      "NetworkChanged eip155:1 -> eip155:10",
      `AccountChanged ${bob} -> undefined`,
      `Disconnected ${bob} (0 left)`,
    ])
  })

  it("tells a session restored on page load as Connected, restored", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice], chainId: 10 }))
    const backend = memoryBackend()
    const first = await startClient(api.server, { backend })
    await first.connect("io.metamask")
    await first.dispose()
    const client = await startClient(api.server, { backend })
    const told = await recordEvents(client)
    await client.reconnect()
    expect(told).toContain(`Connected ${alice} on eip155:10 (restored)`)
  })

  it("tells the modal's opening and closing", async () => {
    const client = await startClient(api.server)
    const told = await recordEvents(client)
    await client.open()
    await client.close()
    expect(told).toEqual(["ModalOpened Connect", "ModalClosed"])
  })

  it("runs the plugins' disconnect and accountChange hooks, sugar over the stream, in the kit", async () => {
    const seen: Array<string> = []
    const plugin = hooksPlugin({
      accountChange: ({ previous, current }) =>
        Effect.sync(() => seen.push(`account ${previous?.address} -> ${current?.address}`)),
      disconnect: ({ address, remaining }) =>
        Effect.sync(() => seen.push(`disconnect ${address} (${remaining} left)`)),
    })
    announce("io.metamask", makeFakeWallet({ accounts: [alice], chainId: 1 }))
    const client = await startClient(api.server, { options: { plugins: [plugin] } })
    await client.connect("io.metamask")
    await client.disconnect()
    await expect.poll(() => seen.length).toBe(3)
    expect(seen).toEqual([
      `account undefined -> ${alice}`,
      `account ${alice} -> undefined`,
      `disconnect ${alice} (0 left)`,
    ])
  })

  it("runs the plugins' networkChange hook after the active network became another one, and only then", async () => {
    const seen: Array<string> = []
    const plugin = hooksPlugin({
      networkChange: ({ network, previous }) =>
        Effect.sync(() => seen.push(`${previous?.caipNetworkId} -> ${network.caipNetworkId}`)),
    })
    const client = await startClient(api.server, {
      options: { plugins: [plugin], networks: ["eip155:1", "eip155:10"] },
    })
    await client.switchNetwork("eip155:10")
    await client.switchNetwork("eip155:10")
    await client.switchNetwork("eip155:1")
    await expect.poll(() => seen.length).toBe(2)
    expect(seen).toEqual(["eip155:1 -> eip155:10", "eip155:10 -> eip155:1"])
  })
})
