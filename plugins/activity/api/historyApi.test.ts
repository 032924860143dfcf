import { parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { sendNative } from "../../../sandbox/devnet/sendNative"
import { sandboxApiHarness, succeedApiCall as succeed } from "../../../test/sandboxApiHarness"
import { historyApi } from "./historyApi"

// One transaction per page, so that a second page exists after two transfers.
const harness = sandboxApiHarness({ projectId: "foyer-test", historyPageSize: 1 })
const { alice, devnetId, counting } = harness
const devnet = () => harness.sandbox().devnets[0]
const makeHistory = (options: { readonly active?: string } = {}) => {
  const { api, clock } = harness.makeApi(options)
  return { history: historyApi(api), clock }
}

describe("transaction history against the sandbox over real HTTP", () => {
  it("a real transfer shows in the history of its recipient, newest first, page by page", async () => {
    const recipient = privateKeyToAccount(`0x${"6".repeat(64)}`).address
    const older = await sendNative(devnet(), 3, recipient, parseEther("0.5"))
    const newer = await sendNative(devnet(), 3, recipient, parseEther("0.25"))
    const { history, clock } = makeHistory()
    const first = await succeed(clock, history.getHistory(recipient, devnetId()))
    expect(first.data.map((t) => t.metadata.hash)).toEqual([newer.transactionHash])
    expect(first.data[0]?.transfers?.[0]?.direction).toBe("in")
    expect(first.next).not.toBeNull()
    const second = await succeed(clock, history.getHistory(recipient, devnetId(), first.next!))
    expect(second.data.map((t) => t.metadata.hash)).toEqual([older.transactionHash])
  })

  it("the first page is cached for 15 s (spec 9), then fetched again", async () => {
    const { history, clock } = makeHistory()
    const page = () => succeed(clock, history.getHistory(alice(), devnetId()))
    expect((await counting("getHistory", page)).requests).toBe(1)
    clock.advance(15_000 - 1)
    expect((await counting("getHistory", page)).requests).toBe(0)
    clock.advance(1)
    expect((await counting("getHistory", page)).requests).toBe(1)
  })

  it("asked for fresh (the account changed), the first page comes from the API past a cached one, and is cached for the next call", async () => {
    const recipient = privateKeyToAccount(`0x${"8".repeat(64)}`).address
    await sendNative(devnet(), 4, recipient, parseEther("0.5"))
    const { history, clock } = makeHistory()
    const page = (options?: { readonly fresh?: boolean }) =>
      succeed(clock, history.getHistory(recipient, devnetId(), undefined, options))
    const before = await page()
    const sent = await sendNative(devnet(), 4, recipient, parseEther("0.25"))
    // Within the 15 s, the cache answers the page it holds (spec 9).
    expect(await counting("getHistory", () => page())).toEqual({ result: before, requests: 0 })
    const fresh = await counting("getHistory", () => page({ fresh: true }))
    expect(fresh.requests).toBe(1)
    expect(fresh.result.data[0]?.metadata.hash).toBe(sent.transactionHash)
    expect(await counting("getHistory", () => page())).toEqual({
      result: fresh.result,
      requests: 0,
    })
  })

  it("a later page is asked for each time: only the first page is cached", async () => {
    const recipient = privateKeyToAccount(`0x${"7".repeat(64)}`).address
    await sendNative(devnet(), 4, recipient, parseEther("0.5"))
    await sendNative(devnet(), 4, recipient, parseEther("0.25"))
    const { history, clock } = makeHistory()
    const first = await succeed(clock, history.getHistory(recipient, devnetId()))
    const next = () => succeed(clock, history.getHistory(recipient, devnetId(), first.next!))
    expect((await counting("getHistory", next)).requests).toBe(1)
    expect((await counting("getHistory", next)).requests).toBe(1)
  })

  it("an unsupported network answers an empty page with no request", async () => {
    const { history, clock } = makeHistory()
    const { result, requests } = await counting("getHistory", () =>
      succeed(clock, history.getHistory(alice(), "eip155:1")),
    )
    expect(result).toEqual({ data: [], next: null })
    expect(requests).toBe(0)
  })
})
