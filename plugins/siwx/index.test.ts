// @vitest-environment happy-dom
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel, Storage } from "../../core"
import { connectWallet, startTestKit, until } from "../../test/testFoyerClient"
import { handleFor, renderWithFoyer } from "../../ui/testing/renderFoyer"
import * as entry from "./index"
import { siwx } from "./index"
import { en } from "./messages/en"
import meta from "./meta"
import template from "./template/config"

const start = (plugins: ReadonlyArray<ReturnType<typeof siwx>>) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], plugins },
      { storage: Storage.layerMemory },
    ),
  )

/** A test kit with `plugins`, its UI mounted, connected with MetaMask: the modal state after. */
const connectedWith = async (plugins: ReadonlyArray<ReturnType<typeof siwx>>) => {
  const kit = await startTestKit({ plugins })
  const rendered = await renderWithFoyer(handleFor(kit.client), null)
  await rendered.foyer.load()
  await connectWallet(kit)
  return kit
}

describe("the siwx plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["siwx"])
  })

  it("contributes SIWXSignMessage, its messages and a kit", () => {
    const plugin = siwx()
    expect(plugin.id).toBe("siwx")
    expect(Object.keys(plugin.views ?? {})).toEqual(["SIWXSignMessage"])
    expect(plugin.views?.SIWXSignMessage).toMatchObject({ title: "siwx.title" })
    expect(plugin.messages).toBe(en)
    expect(plugin.kit).toBeTypeOf("function")
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({ id: "siwx", factory: "siwx" })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, Object.keys(template.views ?? {})]).toEqual([meta.id, ["SIWXSignMessage"]])
  })

  it("on the kernel: its view and its connect hook 'siwx' exist, the close guard is on the view; a bad option fails the start", async () => {
    const kernel = await start([siwx()])
    expect(kernel.isViewAvailable("SIWXSignMessage")).toBe(true)
    expect(kernel.plugins.connectHooks.map((hook) => hook.id)).toEqual(["siwx"])
    expect(kernel.routes.get("SIWXSignMessage")?.closeGuard).toBeTypeOf("function")
    expect(kernel.plugins.networkChangeHooks).toHaveLength(1)
    await kernel.dispose()
    await expect(start([siwx({ sessionLifetimeSeconds: 0 })])).rejects.toBeDefined()
    await expect(start([siwx({ statement: 42 as unknown as string })])).rejects.toMatchObject({
      _tag: "PluginConfigInvalidError",
      plugin: "siwx",
    })
  })

  it("the connect hook applies to eip155 and solana connections (the namespaces with a message format), on any connector; on the embedded wallet to EVM only (spec 5)", async () => {
    const kernel = await start([siwx()])
    const [hook] = kernel.plugins.connectHooks
    const context = {
      connectorType: "ANNOUNCED",
      chainNamespace: "eip155",
      caipNetworkId: "eip155:1",
      address: "0x1",
      restored: false,
    } as const
    const solanaContext = {
      ...context,
      chainNamespace: "solana",
      caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
    } as const
    expect(hook?.appliesTo?.(context)).toBe(true)
    expect(hook?.appliesTo?.({ ...context, connectorType: "AUTH" })).toBe(true)
    expect(hook?.appliesTo?.({ ...context, connectorType: "WALLET_CONNECT" })).toBe(true)
    expect(hook?.appliesTo?.(solanaContext)).toBe(true)
    expect(hook?.appliesTo?.({ ...solanaContext, connectorType: "WALLET_CONNECT" })).toBe(true)
    expect(hook?.appliesTo?.({ ...solanaContext, connectorType: "AUTH" })).toBe(false)
    expect(
      hook?.appliesTo?.({
        ...context,
        chainNamespace: "bip122",
        caipNetworkId: "bip122:000000000019d6689c085ae165831e93",
      }),
    ).toBe(false)
    await kernel.dispose()
  })
})

describe("with siwx removed from the options, sign-in does not exist (issue 16)", {
  timeout: 30_000,
}, () => {
  it("the kernel has no SIWXSignMessage view and no connect hook", async () => {
    const kernel = await start([])
    expect(kernel.isViewAvailable("SIWXSignMessage")).toBe(false)
    expect(kernel.plugins.connectHooks).toEqual([])
    await kernel.dispose()
  })

  it("with siwx() a connect opens SIWXSignMessage; without, the connect leaves the modal closed and the view cannot open", async () => {
    const withSiwx = await connectedWith([siwx()])
    const shown = await until(withSiwx.client.stores.modal, (state) => state.open)
    expect(shown.router.history.map((view) => view.name)).toEqual(["SIWXSignMessage"])

    const without = await connectedWith([])
    expect(without.client.stores.modal.getSnapshot().open).toBe(false)
    await expect(without.client.open({ view: { name: "SIWXSignMessage" } })).rejects.toMatchObject({
      _tag: "ViewNotAvailableError",
      view: "SIWXSignMessage",
    })
  })
})
