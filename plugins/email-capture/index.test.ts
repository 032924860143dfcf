// @vitest-environment happy-dom
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  type ConnectContext,
  type FeaturesInput,
  Modal,
  makeKernel,
  Storage,
  selectConnectHooks,
} from "../../core"
import { startTestKit } from "../../test/testFoyerClient"
import { CapturedEmail } from "./CapturedEmail"
import * as entry from "./index"
import { emailCapture } from "./index"
import { en } from "./messages/en"
import meta from "./meta"
import template from "./template/config"

const start = (
  plugins: ReadonlyArray<ReturnType<typeof emailCapture>>,
  features: FeaturesInput = { emailCapture: true },
) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins },
      { storage: Storage.layerMemory },
    ),
  )

const embedded: ConnectContext = {
  connectorType: "AUTH",
  chainNamespace: "eip155",
  caipNetworkId: "eip155:1",
  address: "0x52908400098527886E0F7030069857D2E4169EE7",
  restored: false,
}

describe("the email-capture plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["emailCapture"])
  })

  it("contributes the DataCapture view titled by its catalogue, its messages and a kit, under the emailCapture feature flag", () => {
    const plugin = emailCapture()
    expect(plugin.id).toBe("email-capture")
    expect(plugin.feature).toBe("emailCapture")
    expect(Object.keys(plugin.views ?? {})).toEqual(["DataCapture"])
    expect(plugin.views?.DataCapture).toMatchObject({ title: "emailCapture.title" })
    expect(plugin.views?.DataCapture?.flow).toBeUndefined()
    expect(plugin.accountActions).toBeUndefined()
    expect(plugin.messages).toBe(en)
    expect(plugin.kit).toBeTypeOf("function")
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toEqual({
      id: "email-capture",
      factory: "emailCapture",
      description: "Ask for an optional email after a connect with the embedded wallet",
      feature: "emailCapture",
    })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.feature, Object.keys(template.views ?? {})]).toEqual([
      meta.id,
      meta.feature,
      ["DataCapture"],
    ])
  })

  it("on the kernel with emailCapture on: DataCapture exists and its connect hook is listed", async () => {
    const kernel = await start([emailCapture()])
    expect(kernel.features.emailCapture).toBe(true)
    expect(kernel.isViewAvailable("DataCapture")).toBe(true)
    expect(kernel.plugins.connectHooks.map((hook) => hook.id)).toEqual(["email-capture"])
    await kernel.dispose()
  })

  it("after a connect with the embedded wallet, the kernel's hooks open the modal on DataCapture", async () => {
    const kit = await startTestKit({ features: { emailCapture: true }, plugins: [emailCapture()] })
    const { kernel } = kit.client
    const runtime = kernel.runtime as unknown as {
      runPromise: <A, E>(effect: Effect.Effect<A, E, unknown>) => Promise<A>
    }
    for (const hook of selectConnectHooks(kernel.plugins.connectHooks, embedded)) {
      await runtime.runPromise(hook.run(embedded))
    }
    const modal = await kernel.runtime.runPromise(Effect.service(Modal))
    expect(modal.getSnapshot().open).toBe(true)
    expect(modal.getSnapshot().router.history.map((view) => view.name)).toEqual(["DataCapture"])
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([{ name: "DataCapture" }])
  })
})

describe("the dApp reads the captured email (issue 37: a hook the analytics never sees)", () => {
  it("emailCapture({ onEmail }) hands the dApp the email the visitor gave, while no event of the kit's bus (which the analytics records whole) carries it", async () => {
    const handed: Array<string> = []
    const kit = await startTestKit({
      features: { emailCapture: true },
      plugins: [emailCapture({ onEmail: (email) => handed.push(email) })],
    })
    const { kernel } = kit.client
    const events: Array<unknown> = []
    const unsubscribe = kit.client.subscribeEvents((event) => events.push(event))
    // The plugin's services are in the kit's runtime beside the kernel's.
    const runtime = kernel.runtime as unknown as {
      runPromise: <A, E>(effect: Effect.Effect<A, E, unknown>) => Promise<A>
    }
    const kept = await runtime.runPromise(
      Effect.flatMap(Effect.service(CapturedEmail), (captured) =>
        captured.capture(" ada@example.com "),
      ),
    )
    unsubscribe()
    expect(kept).toBe("ada@example.com")
    expect(handed).toEqual(["ada@example.com"])
    expect(JSON.stringify(events)).not.toContain("ada@example.com")
  })

  it("an onEmail that is not a function is refused when the kit starts, naming the option", async () => {
    await expect(
      start([emailCapture({ onEmail: "https://example.com/hook" as unknown as () => void })]),
    ).rejects.toThrow(/onEmail/)
  })
})

describe("with the emailCapture feature turned off or the plugin removed, there is no DataCapture view", {
  timeout: 30_000,
}, () => {
  it("listed, the plugin turns its flag on (foyer add email-capture is enough); features.emailCapture: false turns it off: disabled, with no view and no hook", async () => {
    const listed = await start([emailCapture()], {})
    expect(listed.features.emailCapture).toBe(true)
    expect(listed.isViewAvailable("DataCapture")).toBe(true)
    await listed.dispose()
    const kernel = await start([emailCapture()], { emailCapture: false })
    expect(kernel.features.emailCapture).toBe(false)
    expect(kernel.plugins.disabled).toEqual(["email-capture"])
    expect(kernel.isViewAvailable("DataCapture")).toBe(false)
    expect(kernel.plugins.connectHooks).toEqual([])
    await kernel.dispose()
  })

  it("removed from the options: no view, no hook, no messages", async () => {
    const kernel = await start([])
    expect(kernel.isViewAvailable("DataCapture")).toBe(false)
    expect(kernel.plugins.connectHooks).toEqual([])
    expect(kernel.plugins.messages).toEqual([])
    await kernel.dispose()
  })

  it("opening DataCapture is refused with ViewNotAvailableError, feature off or plugin removed", async () => {
    for (const options of [
      { features: { emailCapture: false }, plugins: [emailCapture()] },
      { features: { emailCapture: true }, plugins: [] },
    ]) {
      const kit = await startTestKit(options)
      await expect(kit.client.open({ view: { name: "DataCapture" } })).rejects.toMatchObject({
        _tag: "ViewNotAvailableError",
        view: "DataCapture",
      })
    }
  })
})
