import { Effect } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { alertFeatureViews, featureViews } from "./featureViews"
import { ViewNotAvailableError } from "./ViewNotAvailableError"

// The view is read from the table: core's tests, too, name no plugin's view (pluginBoundary).
const [gatedView = "", gated] = Object.entries(featureViews)[0] ?? []

const refusal = (view: string) => Effect.fail(new ViewNotAvailableError({ view }))

afterEach(() => {
  vi.restoreAllMocks()
})

describe("alertFeatureViews (spec 8 developer alerts)", () => {
  it("the spec's one such alert: multiWallet's view, 'Multi-Wallet Not Enabled'", () => {
    expect(gated).toEqual({
      feature: "multiWallet",
      plugin: "multi-wallet",
      alert: "multiWalletNotEnabled",
    })
  })

  it("spec 8 'Multi-Wallet Not Enabled': refusing the feature's view fails with the developer alert, its cause the refusal, and says what to do in development", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const error = await Effect.runPromise(
      Effect.flip(alertFeatureViews(refusal(gatedView), () => true)),
    )
    expect(error).toMatchObject({
      _tag: "AlertError",
      reason: "multiWalletNotEnabled",
      message: "Multi-Wallet Not Enabled",
    })
    expect(error._tag === "AlertError" && error.cause).toEqual(
      new ViewNotAvailableError({ view: gatedView }),
    )
    expect(warn.mock.calls).toEqual([
      [
        `[foyer] Multi-Wallet Not Enabled: open({ view: "${gatedView}" }) needs features.multiWallet on and the multi-wallet plugin listed in plugins (foyer add multi-wallet).`,
      ],
    ])
  })

  it("a production build fails the same way and says nothing in the console", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const error = await Effect.runPromise(
      Effect.flip(alertFeatureViews(refusal(gatedView), () => false)),
    )
    expect(error.message).toBe("Multi-Wallet Not Enabled")
    expect(warn).not.toHaveBeenCalled()
  })

  it("any other refusal or failure, and success, pass unchanged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const other = new ViewNotAvailableError({ view: "SomePluginView" })
    expect(
      await Effect.runPromise(Effect.flip(alertFeatureViews(Effect.fail(other), () => true))),
    ).toBe(other)
    expect(
      await Effect.runPromise(Effect.flip(alertFeatureViews(Effect.fail("boom"), () => true))),
    ).toBe("boom")
    expect(await Effect.runPromise(alertFeatureViews(Effect.succeed(1), () => true))).toBe(1)
    expect(warn).not.toHaveBeenCalled()
  })
})
