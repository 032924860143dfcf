// @vitest-environment happy-dom
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel, Storage } from "../../core"
import { axeViolations } from "../../ui/testing/axe"
import { typeInto } from "../../ui/testing/renderElement"
import { buttonNamed, click, waitFor } from "../../ui/testing/renderFoyer"
import { connectedAccountView } from "../../ui/testing/viewTestSetup"
import * as entry from "./index"
import { names } from "./index"
import { en } from "./messages/en"
import meta from "./meta"
import template from "./template/config"

const start = (plugins: ReadonlyArray<ReturnType<typeof names>>) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], plugins },
      { storage: Storage.layerMemory },
    ),
  )

describe("the names plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["names"])
  })

  it("contributes RegisterAccountName and RegisterAccountNameSuccess, its Account action, its messages and a kit", async () => {
    const plugin = names()
    expect(plugin.id).toBe("names")
    expect(Object.keys(plugin.views ?? {})).toEqual([
      "RegisterAccountName",
      "RegisterAccountNameSuccess",
    ])
    expect(plugin.views?.RegisterAccountName).toMatchObject({
      title: "names.title",
      flow: "transaction",
    })
    expect(plugin.accountActions).toEqual([
      {
        feature: "names",
        label: "names.action",
        view: "RegisterAccountName",
        icon: "person",
      },
    ])
    expect(plugin.messages).toBe(en)
    expect(plugin.kit).toBeTypeOf("function")
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({ id: "names", factory: "names" })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.accountActions]).toEqual([meta.id, names().accountActions])
  })

  it("on the kernel: its views and action exist; a bad suffix option fails the start", async () => {
    const kernel = await start([names()])
    expect(kernel.isViewAvailable("RegisterAccountName")).toBe(true)
    expect(kernel.isViewAvailable("RegisterAccountNameSuccess")).toBe(true)
    expect(kernel.plugins.accountActions.map((a) => a.view)).toEqual(["RegisterAccountName"])
    await kernel.dispose()
    await expect(start([names({ suffix: 42 as unknown as string })])).rejects.toBeDefined()
  })
})

describe("with names removed from the options, its views and action do not exist (issue 16)", {
  timeout: 30_000,
}, () => {
  it("the kernel has no RegisterAccountName view and no account action", async () => {
    const kernel = await start([])
    expect(kernel.isViewAvailable("RegisterAccountName")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })

  it("with names() in the options, Account offers 'Choose a name', which opens the form; without, opening it is refused", async () => {
    const withNames = await connectedAccountView([names()])
    expect(withNames.names).toContain("Choose a name")
    await click(buttonNamed("Choose a name", withNames.dialog)!)
    await waitFor(() => withNames.dialog.querySelector("input"))
    const history = withNames.kit.client.stores.modal.getSnapshot().router.history
    expect(history.map((view) => view.name)).toEqual(["Account", "RegisterAccountName"])
    // Spec 5: too short, or other characters: said under the field, and nothing to register.
    const input = withNames.dialog.querySelector("input")!
    await typeInto(input, "ab_c")
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(withNames.dialog.textContent).toContain(en["names.invalid"])
    const register = buttonNamed("Register ab_c.foyer.id", withNames.dialog)!
    expect(register.disabled).toBe(true)
    expect(await axeViolations(withNames.dialog)).toEqual([])

    const without = await connectedAccountView([])
    expect(without.names).not.toContain("Choose a name")
    await expect(
      without.kit.client.open({ view: { name: "RegisterAccountName" } }),
    ).rejects.toMatchObject({ _tag: "ViewNotAvailableError", view: "RegisterAccountName" })
  })
})
