// @vitest-environment happy-dom
import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { makeKernel, Storage } from "../../core"
import { startTestKit } from "../../test/testFoyerClient"
import { buttonNamed, click, waitFor } from "../../ui/testing/renderFoyer"
import { connectedAccountView } from "../../ui/testing/viewTestSetup"
import { receive } from "../receive/index"
import * as entry from "./index"
import { multiWallet } from "./index"
import { en } from "./messages/en"
import meta from "./meta"
import template from "./template/config"

type AnyPlugin = ReturnType<typeof multiWallet> | ReturnType<typeof receive>

const start = (
  plugins: ReadonlyArray<AnyPlugin>,
  features: { readonly multiWallet?: boolean } = {},
  remoteFeatures: { readonly multiWallet?: boolean } = {},
) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins },
      { storage: Storage.layerMemory, remoteFeatures },
    ),
  )

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the multi-wallet plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["multiWallet"])
  })

  it("contributes ProfileWallets titled 'Wallets' (view.ProfileWallets.title), its Account action and its messages, and no kit (nothing of it loads when the kernel starts)", () => {
    const plugin = multiWallet()
    expect(plugin.id).toBe("multi-wallet")
    expect(plugin.feature).toBe("multiWallet")
    expect(Object.keys(plugin.views ?? {})).toEqual(["ProfileWallets"])
    expect(plugin.views?.ProfileWallets).toMatchObject({ title: "view.ProfileWallets.title" })
    expect(plugin.views?.ProfileWallets?.flow).toBeUndefined()
    expect(plugin.accountActions).toEqual([
      {
        feature: "multiWallet",
        label: "multiWallet.action",
        view: "ProfileWallets",
        icon: expect.any(Function),
      },
    ])
    // One icon loader for every call, so the Account view keeps the icon it loaded.
    expect(multiWallet().accountActions?.[0]?.icon).toBe(plugin.accountActions?.[0]?.icon)
    expect(plugin.messages).toBe(en)
    expect(plugin.kit).toBeUndefined()
  })

  it("its action's icon is one path of a 24×24 outline (a lazy chunk)", async () => {
    const icon = multiWallet().accountActions?.[0]?.icon
    if (typeof icon !== "function") throw new Error("the action has no icon loader")
    expect((await icon()).default).toMatch(/^M[\d\s.,a-zA-Z-]+$/)
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({
      id: "multi-wallet",
      factory: "multiWallet",
      feature: "multiWallet",
    })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.feature, template.accountActions]).toEqual([
      meta.id,
      meta.feature,
      multiWallet().accountActions,
    ])
  })

  it("multiWallet is off by default (spec 9) and listing the plugin turns it on; its view and action exist then, after the wallet features", async () => {
    const none = await start([])
    expect(none.features.multiWallet).toBe(false)
    expect(none.isViewAvailable("ProfileWallets")).toBe(false)
    await none.dispose()
    const listed = await start([multiWallet(), receive()])
    expect(listed.features.multiWallet).toBe(true)
    expect(listed.isViewAvailable("ProfileWallets")).toBe(true)
    expect(listed.plugins.accountActions.map((a) => [a.feature, a.view, a.placement])).toEqual([
      ["receive", "Receive", "primary"],
      ["multiWallet", "ProfileWallets", "list"],
    ])
    await listed.dispose()
  })

  it("with features.multiWallet false, or the remote feature off, there is no ProfileWallets and no action", async () => {
    for (const kernel of [
      await start([multiWallet()], { multiWallet: false }),
      await start([multiWallet()], {}, { multiWallet: false }),
    ]) {
      expect(kernel.features.multiWallet).toBe(false)
      expect(kernel.isViewAvailable("ProfileWallets")).toBe(false)
      expect(kernel.plugins.accountActions).toEqual([])
      expect(kernel.plugins.disabled).toEqual(["multi-wallet"])
      await kernel.dispose()
    }
  })
})

describe("spec 8 'Multi-Wallet Not Enabled': the developer alert when ProfileWallets is asked for without the feature", {
  timeout: 30_000,
}, () => {
  const warning =
    '[foyer] Multi-Wallet Not Enabled: open({ view: "ProfileWallets" }) needs features.multiWallet on and the multi-wallet plugin listed in plugins (foyer add multi-wallet).'

  it.each([
    ["the plugin is not listed", {}],
    [
      "the plugin is listed with features.multiWallet false",
      { plugins: [multiWallet()], features: { multiWallet: false } },
    ],
  ] as const)(
    "%s: open rejects with AlertError 'Multi-Wallet Not Enabled', the modal stays shut, and development says what to add",
    async (_, options) => {
      vi.stubEnv("NODE_ENV", "development")
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
      const kit = await startTestKit(options)
      warn.mockClear()
      const refused = await kit.client.open({ view: { name: "ProfileWallets" } }).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(refused).toMatchObject({
        _tag: "AlertError",
        reason: "multiWalletNotEnabled",
        message: "Multi-Wallet Not Enabled",
        cause: { _tag: "ViewNotAvailableError", view: "ProfileWallets" },
      })
      expect(kit.client.stores.modal.getSnapshot().open).toBe(false)
      expect(warn.mock.calls).toEqual([[warning]])
      vi.unstubAllEnvs()
    },
  )

  it("with the feature on, ProfileWallets opens and nothing is said", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const kit = await startTestKit({ plugins: [multiWallet()] })
    await kit.client.open({ view: { name: "ProfileWallets" } })
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "ProfileWallets" },
    ])
    expect(warn).not.toHaveBeenCalled()
  })
})

describe("the Account view's entry to ProfileWallets", { timeout: 30_000 }, () => {
  it("with multiWallet() listed, Account offers Wallets, which opens ProfileWallets", async () => {
    const { kit, dialog, names } = await connectedAccountView([multiWallet()])
    expect(names.slice(-2)).toEqual([en["multiWallet.action"], "Disconnect"])
    await click(buttonNamed(en["multiWallet.action"], dialog)!)
    await waitFor(() => dialog.querySelector("ul"))
    expect(kit.client.stores.modal.getSnapshot().router.history.map((view) => view.name)).toEqual([
      "Account",
      "ProfileWallets",
    ])
  })

  it("without the feature, Account offers no Wallets", async () => {
    const { dialog, names } = await connectedAccountView([])
    expect(names).not.toContain(en["multiWallet.action"])
    expect(buttonNamed(en["multiWallet.action"], dialog)).toBeUndefined()
  })
})
