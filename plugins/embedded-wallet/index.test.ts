// @vitest-environment happy-dom
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Connectors, type FeaturesInput, makeKernel, Storage } from "../../core"
import * as entry from "./index"
import { embeddedWallet } from "./index"
import { en } from "./messages/en"
import meta from "./meta"
import template from "./template/config"

const secureSiteUrl = "https://secure.example/frame"

const start = (features: FeaturesInput = {}, plugins = [embeddedWallet({ secureSiteUrl })]) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1"], features, plugins },
      { storage: Storage.layerMemory },
    ),
  )

describe("the embedded-wallet plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["embeddedWallet"])
  })

  it("is the email and socials features (on for either), with the EmailLogin, ApproveTransaction and UpdateEmailWallet views (the last an Account action on AUTH), the Connect view's email section, its messages and a kit", () => {
    const plugin = embeddedWallet({ secureSiteUrl })
    expect(plugin.id).toBe("embedded-wallet")
    expect(plugin.feature).toEqual(["email", "socials"])
    expect(plugin.options).toEqual({ secureSiteUrl })
    expect(Object.keys(plugin.views ?? {})).toEqual([
      "EmailLogin",
      "ApproveTransaction",
      "UpdateEmailWallet",
      "ConnectingSocial",
      "ConnectingFarcaster",
    ])
    // Spec 2: two of the four connecting views, which UsageExceeded replaces over the plan's limit.
    expect(plugin.views?.ConnectingSocial).toMatchObject({
      title: "embeddedWallet.social.title",
      flow: "connect",
      usageLimited: true,
    })
    expect(plugin.views?.ConnectingFarcaster).toMatchObject({
      title: "embeddedWallet.farcaster.title",
      flow: "connect",
      usageLimited: true,
    })
    expect(plugin.views?.EmailLogin).toMatchObject({
      title: "embeddedWallet.emailLogin.title",
      flow: "connect",
    })
    expect(plugin.views?.ApproveTransaction).toMatchObject({
      title: "embeddedWallet.approve.title",
      flow: "transaction",
    })
    expect(plugin.views?.UpdateEmailWallet).toMatchObject({
      title: "embeddedWallet.updateEmail.title",
    })
    // Spec 4's email update is reached from the Account view, on the AUTH connection only.
    expect(plugin.accountActions).toEqual([
      {
        feature: "updateEmail",
        label: "embeddedWallet.updateEmail.action",
        view: "UpdateEmailWallet",
        icon: expect.any(Function),
        connectorTypes: ["AUTH"],
      },
    ])
    expect(plugin.connectSections?.map((section) => section.id)).toEqual(["email", "social"])
    expect(plugin.messages).toBe(en)
    expect(Object.keys(plugin.translations ?? {}).sort()).toEqual(["ar", "de", "es", "fr", "ja"])
    expect(plugin.kit).toBeTypeOf("function")
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({
      id: "embedded-wallet",
      factory: "embeddedWallet",
      feature: ["email", "socials"],
    })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.feature, Object.keys(template.views ?? {})]).toEqual([
      meta.id,
      meta.feature,
      [
        "EmailLogin",
        "ApproveTransaction",
        "UpdateEmailWallet",
        "ConnectingSocial",
        "ConnectingFarcaster",
      ],
    ])
  })

  it("on the kernel: the AUTH connector is listed (type AUTH, named from the catalogue, EmailLogin as its connecting view) and both views exist", async () => {
    const kernel = await start()
    try {
      const info = (await kernel.runtime.runPromise(Effect.service(Connectors))).find("AUTH")?.info
      expect(info).toMatchObject({
        id: "AUTH",
        type: "AUTH",
        name: "Email",
        chains: ["eip155"],
        connectingView: "EmailLogin",
      })
      expect(kernel.isViewAvailable("EmailLogin")).toBe(true)
      expect(kernel.isViewAvailable("ApproveTransaction")).toBe(true)
    } finally {
      await kernel.dispose()
    }
  })

  it("a secureSiteUrl that is no http(s) URL fails the start", async () => {
    await expect(
      Effect.runPromise(
        Effect.flatMap(
          makeKernel(
            {
              projectId: "demo",
              networks: ["eip155:1"],
              plugins: [embeddedWallet({ secureSiteUrl: "javascript:alert(1)" })],
            },
            { storage: Storage.layerMemory },
          ),
          (kernel) => Effect.promise(() => kernel.runtime.runPromise(Effect.service(Connectors))),
        ),
      ),
    ).rejects.toThrow(/Expected an http\(s\) URL/)
  })
})

describe("email and socials off, or the pay feature on (spec 5), leaves no embedded wallet", () => {
  it("email off with socials on keeps it: the social login needs its views and AUTH connector", async () => {
    const kernel = await start({ email: false })
    try {
      expect(kernel.plugins.disabled).toEqual([])
      expect(kernel.isViewAvailable("ConnectingSocial")).toBe(true)
      expect(kernel.isViewAvailable("ConnectingFarcaster")).toBe(true)
      const connectors = await kernel.runtime.runPromise(Effect.service(Connectors))
      expect(connectors.find("AUTH")).toBeDefined()
    } finally {
      await kernel.dispose()
    }
  })

  it.each([
    ["features.email: false and socials: false", { email: false, socials: false }],
    ["features.email: false and socials: []", { email: false, socials: [] }],
    ["the pay feature on (payments)", { payments: true }],
    ["pay with exchange on", { payWithExchange: true }],
  ] as const)(
    "%s: the plugin is disabled, with no views and no AUTH connector",
    async (_, features) => {
      const kernel = await start(features)
      try {
        expect(kernel.features.email).toBe(false)
        expect(kernel.plugins.disabled).toEqual(["embedded-wallet"])
        expect(kernel.isViewAvailable("EmailLogin")).toBe(false)
        expect(kernel.isViewAvailable("ApproveTransaction")).toBe(false)
        expect(kernel.isViewAvailable("ConnectingSocial")).toBe(false)
        expect(kernel.isViewAvailable("ConnectingFarcaster")).toBe(false)
        const connectors = await kernel.runtime.runPromise(Effect.service(Connectors))
        expect(connectors.find("AUTH")).toBeUndefined()
      } finally {
        await kernel.dispose()
      }
    },
  )
})
