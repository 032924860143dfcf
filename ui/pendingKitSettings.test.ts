// @vitest-environment happy-dom
import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { type FoyerClient, type FoyerOptions, Telemetry } from "../core"
import { startTestClient, testOptions } from "../test/testFoyerClient"
import { createPendingKitSettings } from "./pendingKitSettings"

const options: FoyerOptions = { ...testOptions, locale: "en" }

/** Whether the kit's telemetry may keep and send events now. */
const telemetryActive = async (client: FoyerClient) =>
  Option.getOrThrow(await client.run(Effect.serviceOption(Telemetry))).active.pipe(Effect.runSync)

/** Pending settings over a kit the test moves along: not loaded, on its way, then running. */
const withKit = () => {
  const kit: { client?: FoyerClient; starting?: Promise<FoyerClient> } = {}
  const settings = createPendingKitSettings(options, {
    client: () => kit.client,
    starting: () => kit.starting,
  })
  return { kit, settings }
}

describe("pendingKitSettings", { timeout: 20_000 }, () => {
  it("before the kit loads, a language switch shows at once and the kit starts in it; an unknown tag keeps the language", async () => {
    const { settings } = withKit()
    expect(settings.startOptions()).toBe(options)
    expect(await settings.setLocale("zz")).toBe("en")
    expect(settings.startOptions()).toBe(options)
    expect(await settings.setLocale("de-AT")).toBe("de")
    expect(settings.locale.getSnapshot()).toBe("de")
    expect(settings.startOptions()).toEqual({ ...options, locale: "de" })
  })

  it("a language chosen while the kit is on its way is switched to once it has started", async () => {
    const { kit, settings } = withKit()
    const client = await startTestClient(settings.startOptions())
    let started = (_: FoyerClient) => {}
    kit.starting = new Promise((resolve) => {
      started = resolve
    })
    const switched = settings.setLocale("fr")
    expect(settings.locale.getSnapshot()).toBe("fr")
    settings.applyTo(client)
    kit.client = client
    started(client)
    expect(await switched).toBe("fr")
    expect(client.messages.store.getSnapshot().locale).toBe("fr")
    expect(settings.locale.getSnapshot()).toBe("fr")
  })

  it("when the kit fails to start, a language chosen meanwhile still resolves with the page's", async () => {
    const { kit, settings } = withKit()
    kit.starting = Promise.reject(new Error("chunk failed"))
    expect(await settings.setLocale("ar")).toBe("ar")
  })

  it("the consent given before the kit loads is applied when it starts, and forwarded once it runs", async () => {
    const { kit, settings } = withKit()
    const client = await startTestClient(settings.startOptions())
    settings.setAnalyticsConsent(true)
    expect(await telemetryActive(client)).toBe(false)
    settings.applyTo(client)
    expect(await telemetryActive(client)).toBe(true)
    kit.client = client
    settings.setAnalyticsConsent(false)
    expect(await telemetryActive(client)).toBe(false)
  })

  it("once the kit runs its language is the page's, until it is released", async () => {
    const { kit, settings } = withKit()
    const client = await startTestClient({ ...settings.startOptions(), locale: "ar" })
    settings.applyTo(client)
    expect(settings.locale.getSnapshot()).toBe("ar")
    kit.client = client
    expect(await settings.setLocale("de")).toBe("de")
    expect(settings.locale.getSnapshot()).toBe("de")
    settings.release()
    await client.setLocale("fr")
    expect(settings.locale.getSnapshot()).toBe("de")
  })
})
