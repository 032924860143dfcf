// @vitest-environment happy-dom

import { Effect, Layer, ManagedRuntime } from "effect"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  AccountState,
  type ApiSchemas,
  type CaipNetwork,
  type FoyerClient,
  Messages,
  solana,
} from "../../../core"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../../test/localServer"
import { providerApiFor } from "../../../test/providerApi"
import { FoyerClientContext } from "../../../ui/plugin/FoyerClientContext"
import { axeViolations } from "../../../ui/testing/axe"
import { waitFor } from "../../../ui/testing/renderFoyer"
import { ActivityHistory } from "../ActivityHistory"
import { devnet, devnet2, makeActivityTestKernel } from "../activityTestKernel"
import { activity } from "../index"
import ActivityView from "./Activity"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const me = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const bob = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
const carol = "0x90F79bf6EB2c4f870365E785982E1f101E93b906"

/** A history transaction of `me` (the view's unit tests serve their own pages). */
const tx = (
  n: number,
  minedAt: string,
  options: {
    readonly direction?: ApiSchemas.HistoryTransferDirection
    readonly amount?: string
    readonly status?: string
    readonly chain?: string
  } = {},
): ApiSchemas.HistoryTransaction => {
  const {
    direction = "out",
    amount = "1.25",
    status = "confirmed",
    chain = devnet.caipNetworkId,
  } = options
  return {
    id: `${chain}:0x${n}`,
    metadata: {
      operationType: direction === "in" ? "receive" : "send",
      hash: `0x${n}`,
      minedAt,
      sentFrom: direction === "in" ? carol : me,
      sentTo: direction === "in" ? me : bob,
      status,
      nonce: n,
      application: null,
      chain,
    },
    transfers: [
      {
        fungible_info: { name: "Ether", symbol: "ETH", icon: null },
        nft_info: null,
        direction,
        quantity: { numeric: amount },
        value: null,
        price: null,
      },
    ],
  }
}

/** What the local provider API lists, per network, newest first; two per page. */
const listed = new Map<string, ReadonlyArray<ApiSchemas.HistoryTransaction>>()
const pageSize = 2
let failHistory = false
/** While set, history answers wait for it: the view shows its loading state meanwhile. */
let holdHistory: Promise<void> | undefined

let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer(async (request, response) => {
    if (answeredPreflight(request, response)) return
    const path = request.url.pathname
    if (path === "/v1/supported-chains") {
      return answerJson(response, 200, {
        http: [devnet.caipNetworkId, devnet2.caipNetworkId],
        ws: [],
      })
    }
    if (/^\/v1\/account\/[^/]+\/history$/.test(path)) {
      await holdHistory
      if (failHistory) return answerJson(response, 400, { reasons: [] })
      const all = listed.get(request.url.searchParams.get("chainId") ?? "") ?? []
      const from = Number(request.url.searchParams.get("cursor") ?? "0")
      const next = from + pageSize < all.length ? String(from + pageSize) : null
      return answerJson(response, 200, { data: all.slice(from, from + pageSize), next })
    }
    return answerJson(response, 404, { reasons: [] })
  })
})
afterAll(() => server.close())

// The server is the file's; each test counts only its own requests.
let requestsBefore = 0
beforeEach(() => {
  requestsBefore = server.requests.length
})

const historyRequests = () =>
  server.requests
    .slice(requestsBefore)
    .filter((request) => request.method === "GET" && request.url.pathname.endsWith("/history"))
    .map((request) => [
      request.url.searchParams.get("chainId"),
      request.url.searchParams.get("cursor"),
    ])

/** IntersectionObserver as the test scrolls: nothing is in view until `scrollToEnd`. */
class FakeIntersectionObserver {
  static readonly observing = new Set<FakeIntersectionObserver>()
  readonly targets: Element[] = []
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.push(target)
    FakeIntersectionObserver.observing.add(this)
  }
  disconnect() {
    FakeIntersectionObserver.observing.delete(this)
  }
  unobserve() {}
  takeRecords() {
    return []
  }
}
const realObserver = globalThis.IntersectionObserver
beforeAll(() => {
  Reflect.set(globalThis, "IntersectionObserver", FakeIntersectionObserver)
})
afterAll(() => {
  Reflect.set(globalThis, "IntersectionObserver", realObserver)
})

/** The visitor scrolls the end of the list (the Load more button) into view. */
const scrollToEnd = async () => {
  await act(async () => {
    for (const observer of [...FakeIntersectionObserver.observing]) {
      observer.callback(
        observer.targets.map(
          (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
        ),
        observer as unknown as IntersectionObserver,
      )
    }
  })
}

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.innerHTML = ""
  listed.clear()
  failHistory = false
  holdHistory = undefined
})

/**
 * Draws the Activity view as the modal does: inside the kit's context, on a runtime holding
 * the history's handle over the test kernel (an account, the two devnets) and a provider API
 * on the local server above.
 */
const renderActivity = async (
  options: {
    readonly address?: string | undefined
    readonly networks?: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>]
    readonly namespace?: "eip155" | "solana"
  } = {},
) => {
  const kernel = makeActivityTestKernel({
    api: providerApiFor({ url: server.url, activeNetwork: devnet.caipNetworkId }),
    address: "address" in options ? options.address : me,
    ...(options.networks === undefined ? {} : { networks: options.networks }),
    ...(options.namespace === undefined ? {} : { namespace: options.namespace }),
  })
  const runtime = ManagedRuntime.make(ActivityHistory.layer.pipe(Layer.provideMerge(kernel.layer)))
  // Only what the SDK's hooks and the view read: the runtime, the messages, the stores, run.
  const client = {
    kernel: { runtime, plugins: { plugins: [activity()] } },
    messages: runtime.runSync(Effect.service(Messages)),
    stores: { network: kernel.networks.store, accounts: kernel.accounts.store },
    run: (effect: Effect.Effect<unknown, unknown, never>) => runtime.runPromise(effect),
  } as unknown as FoyerClient
  const container = document.createElement("div")
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => {
    root.render(
      <FoyerClientContext.Provider value={client}>
        <ActivityView view={{ name: "Activity" }} />
      </FoyerClientContext.Provider>,
    )
  })
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await runtime.dispose()
  })
  return { kernel, container }
}

/** The month headings and each month's rows, as text. */
const shown = (container: HTMLElement) =>
  [...container.querySelectorAll("section")].map((section) => ({
    heading: section.querySelector("h3")?.textContent,
    rows: [...section.querySelectorAll("li")].map((row) =>
      [...row.querySelectorAll("span > span, span > time")].map((part) => part.textContent),
    ),
  }))

/** Waits until no page is loading. */
const loaded = (container: HTMLElement) =>
  waitFor(() => !container.textContent?.includes("Loading") || undefined)

const loadMoreButton = (container: HTMLElement) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent === "Load more")

describe("the Activity view", { timeout: 30_000 }, () => {
  it("lists the account's transactions under year/month headings ('November 2026'), newest first: what happened, with whom, the amount, the time; a failed one marked", async () => {
    listed.set(devnet.caipNetworkId, [
      tx(3, "2026-11-28T14:05:00.000Z", { direction: "out", amount: "1.25" }),
      tx(2, "2026-11-02T08:00:00.000Z", { direction: "in", amount: "0.5" }),
      tx(1, "2026-10-31T23:30:00.000Z", { status: "failed", amount: "0.000021000000000000" }),
    ])
    let release = () => {}
    holdHistory = new Promise((resolve) => {
      release = resolve
    })
    const { container } = await renderActivity()
    await waitFor(() => historyRequests().length === 1)
    expect(container.querySelector('[role="status"]')?.textContent).toBe("Loading activity…")
    expect(await axeViolations(container)).toEqual([])
    release()
    await waitFor(() => container.querySelectorAll("li").length === 2)
    await scrollToEnd()
    await waitFor(() => container.querySelectorAll("li").length === 3)
    expect(shown(container)).toEqual([
      {
        heading: "November 2026",
        rows: [
          ["Sent", "To 0x3C44…93BC", "-1.25 ETH", "Nov 28, 2:05 PM UTC"],
          ["Received", "From 0x90F7…b906", "+0.5 ETH", "Nov 2, 8:00 AM UTC"],
        ],
      },
      {
        heading: "October 2026",
        rows: [["Sent", "To 0x3C44…93BC", "Failed", "-0.000021 ETH", "Oct 31, 11:30 PM UTC"]],
      },
    ])
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe(
      "2026-11-28T14:05:00.000Z",
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it("infinite scroll: the next page loads when the end of the list comes into view, and only then", async () => {
    listed.set(
      devnet.caipNetworkId,
      [5, 4, 3, 2, 1].map((n) => tx(n, `2026-11-0${n}T00:00:00.000Z`)),
    )
    const { container } = await renderActivity()
    await waitFor(() => loadMoreButton(container))
    expect(container.querySelectorAll("li")).toHaveLength(2)
    expect(historyRequests()).toEqual([[devnet.caipNetworkId, null]])
    await scrollToEnd()
    await waitFor(() => container.querySelectorAll("li").length === 4)
    await scrollToEnd()
    await waitFor(() => container.querySelectorAll("li").length === 5)
    expect(historyRequests()).toEqual([
      [devnet.caipNetworkId, null],
      [devnet.caipNetworkId, "2"],
      [devnet.caipNetworkId, "4"],
    ])
    // No cursor left: the button goes, the end of the list says so.
    expect(loadMoreButton(container)).toBeUndefined()
    expect(container.textContent).toContain("That is all the activity on Foyer Devnet.")
  })

  it("keyboard alone: Load more is a button; pressing it loads the next page, and after the last page the focus moves to the end of the list", async () => {
    listed.set(
      devnet.caipNetworkId,
      [3, 2, 1].map((n) => tx(n, `2026-11-0${n}T00:00:00.000Z`)),
    )
    const { container } = await renderActivity()
    const button = await waitFor(() => loadMoreButton(container))
    button.focus()
    await act(async () => {
      button.click()
    })
    await waitFor(() => container.querySelectorAll("li").length === 3)
    await loaded(container)
    expect(document.activeElement?.textContent).toBe("That is all the activity on Foyer Devnet.")
    expect(await axeViolations(container)).toEqual([])
  })

  it("with no transactions, says so", async () => {
    const { container } = await renderActivity()
    await waitFor(() => container.textContent?.includes("No activity yet on Foyer Devnet."))
    expect(container.querySelectorAll("li")).toHaveLength(0)
    expect(await axeViolations(container)).toEqual([])
  })

  it("a failing history call shows the 'Failed to fetch transactions' toast and clears the cursor: no Load more", async () => {
    listed.set(
      devnet.caipNetworkId,
      [3, 2, 1].map((n) => tx(n, `2026-11-0${n}T00:00:00.000Z`)),
    )
    const { container, kernel } = await renderActivity()
    await waitFor(() => loadMoreButton(container))
    failHistory = true
    await scrollToEnd()
    await waitFor(() => kernel.toasts.getSnapshot().open || undefined)
    expect(kernel.toasts.getSnapshot()).toMatchObject({
      variant: "error",
      message: "Failed to fetch transactions",
    })
    expect(kernel.events.map((event) => event.type)).toEqual(["ERROR_FETCH_TRANSACTIONS"])
    await loaded(container)
    expect(loadMoreButton(container)).toBeUndefined()
    expect(container.querySelectorAll("li")).toHaveLength(0)
    expect(await axeViolations(container)).toEqual([])
  })

  it("keyboard alone: when the page Load more asked for fails, the focus stays in the view, on the line that ends the list", async () => {
    listed.set(
      devnet.caipNetworkId,
      [3, 2, 1].map((n) => tx(n, `2026-11-0${n}T00:00:00.000Z`)),
    )
    const { container } = await renderActivity()
    const button = await waitFor(() => loadMoreButton(container))
    failHistory = true
    button.focus()
    await act(async () => {
      button.click()
    })
    await waitFor(() => loadMoreButton(container) === undefined || undefined)
    await loaded(container)
    expect(document.activeElement?.textContent).toBe("No activity yet on Foyer Devnet.")
  })

  it("only the active network's transactions show: a network change fetches the new network's history", async () => {
    listed.set(devnet.caipNetworkId, [tx(1, "2026-11-01T00:00:00.000Z")])
    listed.set(devnet2.caipNetworkId, [
      tx(7, "2026-09-01T00:00:00.000Z", { chain: devnet2.caipNetworkId, amount: "7" }),
      // Listed by the API for this network but of another: never shown.
      tx(8, "2026-09-02T00:00:00.000Z", { chain: devnet.caipNetworkId, amount: "8" }),
    ])
    const { container, kernel } = await renderActivity()
    await waitFor(() => container.querySelectorAll("li").length === 1)
    await act(async () => {
      await Effect.runPromise(kernel.networks.change(devnet2))
    })
    await waitFor(() => shown(container)[0]?.heading === "September 2026")
    expect(shown(container)).toEqual([
      {
        heading: "September 2026",
        rows: [["Sent", "To 0x3C44…93BC", "-7 ETH", "Sep 1, 12:00 AM UTC"]],
      },
    ])
    expect(historyRequests().map(([chain]) => chain)).toEqual([
      devnet.caipNetworkId,
      devnet2.caipNetworkId,
    ])
  })

  it("transactions cannot be fetched without an account address (spec 5): the view asks for a connection, with no request", async () => {
    const { container } = await renderActivity({ address: undefined })
    // The view's code waits for the history service's layer first (a LazyService).
    await waitFor(() => container.textContent !== "" || undefined)
    expect(container.textContent).toBe("Connect a wallet to see its activity.")
    expect(historyRequests()).toEqual([])
  })

  it("activity supports EVM only (spec 6): on Solana it is not available, with no request", async () => {
    const { container } = await renderActivity({
      address: "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
      namespace: "solana",
      networks: [solana],
    })
    await waitFor(() => container.textContent !== "" || undefined)
    expect(container.textContent).toBe("Activity is not available on Solana.")
    expect(historyRequests()).toEqual([])
    expect(await axeViolations(container)).toEqual([])
  })

  it("a disconnect empties the list", async () => {
    listed.set(devnet.caipNetworkId, [tx(1, "2026-11-01T00:00:00.000Z")])
    const { container, kernel } = await renderActivity()
    await waitFor(() => container.querySelectorAll("li").length === 1)
    await act(async () => {
      kernel.accounts.store.update((state) =>
        AccountState.setAccount(state, "eip155", { address: undefined }),
      )
    })
    expect(container.textContent).toBe("Connect a wallet to see its activity.")
  })
})
