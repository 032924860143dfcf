// Telemetry against the sandbox's provider API over real HTTP: the kit's events arrive in its
// analytics records batch by batch, error reports at POST /e, and only with consent.
import { Effect, Option } from "effect"
import { Window } from "happy-dom"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type SandboxApi, startSandboxApi } from "../../sandbox/api/startSandboxApi"
import { createFoyerClient } from "../client/createFoyerClient"
import type { FoyerClient } from "../client/FoyerClient"
import { announceWallet, fakeWalletInfo, makeFakeWallet } from "../connectors/fakeWallet"
import { InternalError } from "../errors/InternalError"
import type { FoyerOptions } from "../Kernel"
import { memoryBackend, Storage, type StorageBackend } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { Telemetry } from "./Telemetry"
import type { TelemetryPage } from "./TelemetryPage"

const projectId = "telemetry-test"
const address = `0x${"c3".repeat(20)}` as const
let api: SandboxApi
let page: Window
const stops: Array<() => unknown> = []

beforeAll(async () => {
  api = await startSandboxApi({ devnets: [], projectId, log: () => undefined })
})
afterAll(async () => {
  await api?.stop()
})
beforeEach(() => {
  api.faults.reset()
  api.analytics()
  page = new Window({ url: "https://dapp.example/" })
})
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
  await page.happyDOM.close()
})

/** A kit on the sandbox API in a Node page without a beacon; `hide()` hides the page. */
const startKit = async (
  options: Partial<FoyerOptions> = {},
  backend: StorageBackend = memoryBackend(),
) => {
  const hideListeners = new Set<() => void>()
  const telemetryPage: TelemetryPage = {
    location: () => ({ url: "https://dapp.example/", domain: "dapp.example" }),
    sendBeacon: undefined,
    onHide: (listener) => {
      hideListeners.add(listener)
      return () => hideListeners.delete(listener)
    },
    inBrowser: () => true,
  }
  const wallet = makeFakeWallet({ accounts: [address] })
  stops.push(announceWallet(page, fakeWalletInfo("io.foyer.fake"), wallet.provider))
  const client: FoyerClient = await createFoyerClient(
    {
      projectId,
      networks: ["eip155:1"],
      endpoints: { apiUrl: api.url, analyticsUrl: api.url, rpcUrl: `${api.url}/v1/` },
      ...options,
    },
    { window: page, isMobile: false, storage: Storage.layer(backend), telemetryPage },
  )
  stops.push(() => client.dispose())
  return {
    client,
    hide: () => {
      for (const listener of hideListeners) listener()
    },
  }
}

/** Whether the kit's telemetry may record and send now (its FORBIDDEN flag unset). */
const telemetryActive = (client: FoyerClient) =>
  client.run(
    Effect.flatMap(Effect.serviceOption(Telemetry), (telemetry) =>
      Option.match(telemetry, { onNone: () => Effect.succeed(false), onSome: (t) => t.active }),
    ),
  )
const batchRequests = () => api.faults.counts().sendAnalyticsBatch ?? 0
const eventNames = () => api.analytics().events.map((event) => event.props.event)
/**
 * A request of our own to the sandbox, answered: a request the kit started before it has
 * reached the sandbox by then (same loopback server, started earlier).
 */
const settled = () => fetch(`${api.url}/v1/supported-chains?projectId=${projectId}`)
/** Waits until the sandbox has had `count` batch requests, and each has been answered. */
const batchesArrived = (count: number) =>
  expect.poll(batchRequests, { timeout: 10_000 }).toBe(count)

describe("telemetry over HTTP to the sandbox (spec 7)", { timeout: 30_000 }, () => {
  it("with consent by the config, the kit's events reach the sandbox's analytics records in batches", async () => {
    const before = api.analytics().events.length
    const { client, hide } = await startKit({ analyticsConsent: true })
    await client.open()
    await client.close()
    hide()
    await batchesArrived(1)
    await expect.poll(() => api.analytics().events.length).toBe(before + 2)
    await client.connect("io.foyer.fake")
    hide()
    await batchesArrived(2)
    const events = api.analytics().events.slice(before)
    expect(events.map((event) => event.props.event)).toContain("CONNECT_SUCCESS")
    expect(events.slice(0, 2).map((event) => event.props)).toEqual([
      { type: "track", event: "MODAL_OPEN", properties: { view: "Connect" } },
      { type: "track", event: "MODAL_CLOSE", properties: {} },
    ])
    const connected = events.find((event) => event.props.event === "CONNECT_SUCCESS")
    expect(connected?.props.properties).toEqual({ connectorId: "io.foyer.fake", address })
    expect(connected?.domain).toBe("dapp.example")
    // Nothing pending, nothing sent: a third hide makes no request.
    hide()
    await settled()
    expect(batchRequests()).toBe(2)
  })

  it("without consent nothing arrives; after setAnalyticsConsent(true) only what follows does", async () => {
    const { client, hide } = await startKit()
    await client.open()
    await client.close()
    hide()
    await client.run(Effect.fail(new InternalError({ reason: "adapterNotFound" }))).catch(() => 0)
    await settled()
    expect(batchRequests()).toBe(0)
    expect(api.faults.counts().sendErrorReport ?? 0).toBe(0)

    const before = eventNames().length
    client.setAnalyticsConsent(true)
    await client.open()
    hide()
    await batchesArrived(1)
    expect(eventNames().slice(before)).toEqual(["MODAL_OPEN"])
  })

  it("an action's failure is reported at POST /e and rethrown unchanged (spec 8)", async () => {
    const { client } = await startKit({ analyticsConsent: true })
    const before = api.analytics().errorReports.length
    const error = new InternalError({ reason: "adapterNotFound" })
    await expect(client.run(Effect.fail(error))).rejects.toBe(error)
    await expect.poll(() => api.analytics().errorReports.length).toBe(before + 1)
    expect(api.analytics().errorReports.at(-1)?.props).toMatchObject({
      type: "error",
      event: "ERROR",
      properties: { errorType: "INTERNAL_SDK_ERROR", errorMessage: "Adapter not found" },
    })
  })

  it("a batch the service refuses marks FORBIDDEN for the page session: nothing more is sent until the next page load", async () => {
    const backend = memoryBackend()
    const { client, hide } = await startKit({ analyticsConsent: true }, backend)
    api.faults.arm({
      operationId: "sendAnalyticsBatch",
      count: 1,
      fault: { kind: "status", status: 400 },
    })
    await client.open()
    hide()
    await batchesArrived(1)
    // The refusal reaches the kit after the sandbox counted the request.
    await expect.poll(() => telemetryActive(client)).toBe(false)
    await client.close()
    hide()
    await settled()
    expect(batchRequests()).toBe(1)
    // The flag lived in the page session only: the page's storage holds nothing, and the same
    // visitor's next page load (a new kit on the same storage) sends again.
    expect(backend.getItem(StorageKeys.analyticsForbidden.name)).toBe(null)
    const before = api.analytics().events.length
    const reloaded = await startKit({ analyticsConsent: true }, backend)
    await reloaded.client.open()
    reloaded.hide()
    await batchesArrived(2)
    expect(eventNames().slice(before)).toEqual(["MODAL_OPEN"])
  })
})
