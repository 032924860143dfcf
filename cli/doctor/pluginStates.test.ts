import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel } from "../../core/Kernel"
import { Storage } from "../../core/storage/Storage"
import { emailCapture } from "../../plugins/email-capture"
import { embeddedWallet } from "../../plugins/embedded-wallet"
import { send } from "../../plugins/send"
import { siwx } from "../../plugins/siwx"
import { pluginStates } from "./pluginStates"

const base = { projectId: "abc123", networks: ["eip155:1"] } as const

describe("pluginStates", () => {
  it("listing a plugin turns its feature flag on, even one off by default (email capture)", () => {
    expect(pluginStates({ ...base, plugins: [emailCapture(), send(), siwx()] })).toEqual(
      new Map([
        ["email-capture", { on: true }],
        ["send", { on: true }],
        ["siwx", { on: true }],
      ]),
    )
  })

  it("features setting a listed plugin's flag to false turns it off, naming the field", () => {
    expect(
      pluginStates({ ...base, features: { emailCapture: false }, plugins: [emailCapture()] }),
    ).toEqual(new Map([["email-capture", { on: false, reason: "features.emailCapture is false" }]]))
  })

  it("remoteFeatures win over features and over listing", () => {
    expect(
      pluginStates({
        ...base,
        features: { emailCapture: true },
        remoteFeatures: { emailCapture: false, send: true },
        plugins: [emailCapture(), send()],
      }),
    ).toEqual(
      new Map([
        ["email-capture", { on: false, reason: "remoteFeatures.emailCapture is false" }],
        ["send", { on: true }],
      ]),
    )
  })

  it("a plugin of several flags (the embedded wallet: email, socials) is off only with each off, naming each", () => {
    const wallet = embeddedWallet({ secureSiteUrl: "https://secure.example/frame" })
    expect(pluginStates({ ...base, features: { email: false }, plugins: [wallet] })).toEqual(
      new Map([["embedded-wallet", { on: true }]]),
    )
    expect(
      pluginStates({
        ...base,
        features: { email: false },
        remoteFeatures: { socials: [] },
        plugins: [wallet],
      }),
    ).toEqual(
      new Map([
        [
          "embedded-wallet",
          { on: false, reason: "features.email is false; remoteFeatures.socials is []" },
        ],
      ]),
    )
    expect(
      pluginStates({ ...base, features: { payments: true }, plugins: [wallet] })?.get(
        "embedded-wallet",
      ),
    ).toEqual({
      on: false,
      reason:
        "features.payments is true, which turns email off; features.payments is true, which turns socials off",
    })
  })

  it("a plugin without a feature flag is on whenever it is listed", () => {
    expect(pluginStates({ ...base, features: { send: false }, plugins: [siwx()] })).toEqual(
      new Map([["siwx", { on: true }]]),
    )
  })

  it("options that do not decode have no states", () => {
    expect(pluginStates({ projectId: "abc123", networks: [], plugins: [send()] })).toBe(undefined)
  })

  it("agrees with the kernel on which plugins are on", async () => {
    const options = {
      ...base,
      features: { send: false },
      remoteFeatures: { emailCapture: false },
      plugins: [emailCapture(), send(), siwx()],
    }
    const kernel = await Effect.runPromise(makeKernel(options, { storage: Storage.layerMemory }))
    const on = kernel.plugins.plugins.map((p) => p.id).sort()
    await kernel.dispose()
    const states = pluginStates(options) ?? new Map()
    expect([...states].flatMap(([id, state]) => (state.on ? [id] : [])).sort()).toEqual(on)
    expect(on).toEqual(["siwx"])
  })
})
