// @vitest-environment happy-dom
import { Effect, Option } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type FoyerClient, Telemetry } from "../core"
import { startTestClient, testOptions } from "../test/testFoyerClient"
import { createFoyer } from "./createFoyer"

afterEach(() => {
  localStorage.clear()
})

/** Whether the kit's telemetry may keep and send events now. */
const telemetryActive = async (client: FoyerClient) =>
  Option.getOrThrow(await client.run(Effect.serviceOption(Telemetry))).active.pipe(Effect.runSync)

describe("analytics consent (GDPR)", { timeout: 20_000 }, () => {
  it("consent is off by default: the kit's telemetry keeps and sends nothing", async () => {
    expect(await telemetryActive(await startTestClient())).toBe(false)
  })

  it("consent given by the analyticsConsent option turns telemetry on", async () => {
    expect(await telemetryActive(await startTestClient({ analyticsConsent: true }))).toBe(true)
  })

  it("setAnalyticsConsent before the kit loads loads nothing; the kit starts with the answer", async () => {
    const client = await startTestClient()
    const createClient = vi.fn(async () => client)
    const foyer = createFoyer(testOptions, { createClient })
    foyer.setAnalyticsConsent(true)
    expect(createClient).not.toHaveBeenCalled()
    expect(await telemetryActive(client)).toBe(false)
    await foyer.load()
    expect(await telemetryActive(client)).toBe(true)
  })

  it("setAnalyticsConsent on a loaded kit reaches it at once, and withdrawing turns telemetry off", async () => {
    const client = await startTestClient({ analyticsConsent: true })
    const foyer = createFoyer(testOptions, { createClient: async () => client })
    await foyer.load()
    foyer.setAnalyticsConsent(false)
    expect(await telemetryActive(client)).toBe(false)
    client.setAnalyticsConsent(true)
    expect(await telemetryActive(client)).toBe(true)
  })
})
