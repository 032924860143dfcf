import { describe, expect, it } from "vitest"
import { connectButton, connectTestWallet, stepTimeoutMs, visible } from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-telemetry")

/** An account without a name in the sandbox's registry, so the kit shows its address. */
const plainAccount = 3
const address = () => {
  const account = suite.site.sandbox.devnets[0].accounts[plainAccount]
  if (account === undefined) throw new Error(`no devnet account ${plainAccount}`)
  return account.address
}
const sandboxApi = () => suite.site.sandbox.api
/** The names of the events the sandbox received after the first `before`. */
const eventNamesSince = (before: number) =>
  sandboxApi()
    .analytics()
    .events.slice(before)
    .map((event) => event.props.event)
const batchRequests = () => sandboxApi().faults.counts().sendAnalyticsBatch ?? 0
/** A request to the analytics service's /batch as the browser context saw it. */
interface SeenBatch {
  readonly url: string
  readonly method: string
  readonly resourceType: string
  readonly contentType: string | undefined
}

/**
 * Records every /batch request of the page from Chromium's own network log (DevTools
 * protocol): Playwright's request events leave out a beacon sent while the page goes away.
 */
const watchBatches = async (opened: DemoPage): Promise<ReadonlyArray<SeenBatch>> => {
  const seen: SeenBatch[] = []
  const session = await opened.context.newCDPSession(opened.page)
  session.on("Network.requestWillBeSent", (event) => {
    if (new URL(event.request.url).pathname !== "/batch") return
    seen.push({
      url: event.request.url,
      method: event.request.method,
      resourceType: event.type ?? "",
      contentType: event.request.headers["Content-Type"] ?? event.request.headers["content-type"],
    })
  })
  await session.send("Network.enable")
  return seen
}

/** Opens the demo with the test wallet on the plain account; consent as asked. */
const open = async (consent: boolean) => {
  const opened = await suite.openPage()
  const { page } = opened
  await visible(connectButton(page))
  await testWallet(page).setAccount(plainAccount)
  if (consent) await page.getByRole("checkbox", { name: "Share usage data" }).check()
  return opened
}

/**
 * Leaves the demo (pagehide: the kit flushes by beacon) for the demo again, once loaded: a
 * beacon sent while leaving has been handed to the network by then.
 */
/** What a tab switch does: the document becomes hidden (visibilitychange). */
const hidePage = (opened: DemoPage) =>
  opened.page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
  })

const leaveAndComeBack = async (opened: DemoPage) => {
  await opened.page.goto("about:blank")
  // The session is restored there: the account button shows, not Connect Wallet.
  await opened.page.goto(suite.site.demo.url, { waitUntil: "load" })
}

describe("usage analytics in Chromium (spec 7)", { timeout: 120_000 }, () => {
  it("the demo's consent switch is named, described, off at first and accessible (axe)", async () => {
    const { page } = await open(false)
    const share = page.getByRole("checkbox", { name: "Share usage data" })
    expect(await share.isChecked()).toBe(false)
    expect(await share.getAttribute("aria-describedby")).not.toBeNull()
    await share.press("Space")
    expect(await share.isChecked()).toBe(true)
    expect(await runAxe(page)).toEqual([])
  })

  it("with consent, connecting then hiding the page sends the events by beacon to the sandbox", async () => {
    const opened = await open(true)
    const seen = await watchBatches(opened)
    const before = sandboxApi().analytics().events.length
    await connectTestWallet(opened.page, address())
    await hidePage(opened)
    await expect
      .poll(() => eventNamesSince(before), { timeout: stepTimeoutMs })
      .toContain("CONNECT_SUCCESS")
    const events = sandboxApi().analytics().events.slice(before)
    const connected = events.find((event) => event.props.event === "CONNECT_SUCCESS")
    expect(connected?.props).toEqual({
      type: "track",
      event: "CONNECT_SUCCESS",
      address: address(),
      properties: { connectorId: expect.any(String), address: address() },
    })
    expect(connected?.domain).toBe("127.0.0.1")
    expect(events.map((event) => event.props.event)).toContain("MODAL_OPEN")
    // Every batch left as a beacon (Chromium's "Ping"), a text/plain body (no preflight), to
    // /batch with projectId, st and sv.
    // DevTools may tell of the request after the sandbox has answered it.
    await expect.poll(() => seen.length, { timeout: stepTimeoutMs }).toBeGreaterThan(0)
    for (const request of seen) {
      expect(request.method).toBe("POST")
      expect(request.resourceType).toBe("Ping")
      expect(request.contentType).toBe("text/plain;charset=UTF-8")
      const query = new URL(request.url).searchParams
      expect([query.get("projectId"), query.get("st"), query.get("sv")]).toEqual([
        suite.site.projectId,
        "foyer",
        "foyer-js-0.1.0",
      ])
    }
    expect(opened.errors).toEqual([])
  })

  it("leaving the page (pagehide) sends what is pending: the beacon outlives the page", async () => {
    const opened = await open(true)
    const before = sandboxApi().analytics().events.length
    await connectTestWallet(opened.page, address())
    await leaveAndComeBack(opened)
    await expect
      .poll(() => eventNamesSince(before), { timeout: stepTimeoutMs })
      .toContain("CONNECT_SUCCESS")
  })

  it("without consent nothing arrives", async () => {
    const opened = await open(false)
    const seen = await watchBatches(opened)
    const before = batchRequests()
    await connectTestWallet(opened.page, address())
    await hidePage(opened)
    await leaveAndComeBack(opened)
    expect(seen).toEqual([])
    expect(batchRequests()).toBe(before)
  })
})
