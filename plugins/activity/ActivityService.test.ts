import { Effect, Exit, Scope } from "effect"
import { TestClock } from "effect/testing"
import { type Address, parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { Schedules, solana } from "../../core"
import { sendNative } from "../../sandbox/devnet/sendNative"
import { sandboxApiHarness } from "../../test/sandboxApiHarness"
import { makeActivityService } from "./ActivityService"
import { devnet, devnet2, makeActivityTestKernel } from "./activityTestKernel"
import { initialTransactionsState } from "./TransactionsState"

// Two transactions per page, so that three transfers make two pages.
const harness = sandboxApiHarness({ projectId: "foyer-activity-test", historyPageSize: 2 })
const devnets = () => harness.sandbox().devnets

/** A fresh address, whose history holds only what a test sends it. */
const fresh = (digit: string): Address => privateKeyToAccount(`0x${digit.repeat(64)}`).address

/** Sends `amounts` (ether) to `to` on the first devnet, one transaction each; their hashes. */
const sendTo = async (to: Address, amounts: ReadonlyArray<string>, devnetIndex = 0) => {
  const hashes: string[] = []
  for (const amount of amounts) {
    const receipt = await sendNative(devnets()[devnetIndex]!, 5, to, parseEther(amount))
    hashes.push(receipt.transactionHash)
  }
  return hashes
}

/** The activity service built on `kernel`, in `kit` (the kit's scope, closed by its dispose). */
const build = (kernel: ReturnType<typeof makeActivityTestKernel>, kit: Scope.Scope) =>
  Effect.runSync(
    makeActivityService.pipe(Effect.provideService(Scope.Scope, kit), Effect.provide(kernel.layer)),
  )

/** The activity service on the test kernel, over the sandbox's provider API. */
const start = (options: Omit<Parameters<typeof makeActivityTestKernel>[0], "api">) => {
  const kernel = makeActivityTestKernel({ api: harness.makeApi().api, ...options })
  const kit = Scope.makeUnsafe()
  const service = build(kernel, kit)
  return { kernel, kit, service, state: () => service.store.getSnapshot() }
}

/** How many scheduler turns a test gives work forked in the background to start. */
const maxTurns = 100

const hashes = (state: ReturnType<ReturnType<typeof start>["state"]>) =>
  state.transactions.map((transaction) => transaction.metadata.hash)

describe("the activity service against the sandbox over real HTTP", { timeout: 60_000 }, () => {
  it("opening fetches the first page of the account's history on the active network, newest first, and stores the next cursor", async () => {
    const recipient = fresh("a")
    const [first, second, third] = await sendTo(recipient, ["0.1", "0.2", "0.3"])
    const { service, state } = start({ address: recipient })
    await Effect.runPromise(service.open)
    expect(hashes(state())).toEqual([third, second])
    expect(state()).toMatchObject({
      loading: false,
      empty: false,
      next: expect.any(String),
      lastNetworkInView: devnet.caipNetworkId,
    })
    expect(state().transactions[0]?.transfers?.[0]).toMatchObject({
      direction: "in",
      quantity: { numeric: "0.3" },
      fungible_info: { symbol: "ETH" },
    })

    // Infinite scroll: the next page is appended, then there is no cursor and nothing to ask.
    await Effect.runPromise(service.loadMore)
    expect(hashes(state())).toEqual([third, second, first])
    expect(state().next).toBeUndefined()
    const { requests } = await harness.counting("getHistory", () =>
      Effect.runPromise(service.loadMore),
    )
    expect(requests).toBe(0)
    // Grouped by year then month, newest first.
    expect(
      state().transactionsByYear.flatMap((y) => y.months.map((m) => m.transactions.length)),
    ).toEqual([3])
  })

  it("transactions cannot be fetched without an account address (spec 5): no request, nothing changes", async () => {
    const { service, state } = start({ address: undefined })
    const { requests } = await harness.counting("getHistory", async () => {
      await Effect.runPromise(service.open)
      await Effect.runPromise(service.loadMore)
    })
    expect(requests).toBe(0)
    expect(state()).toEqual(initialTransactionsState)
  })

  it("activity supports EVM only (spec 6): on a Solana network nothing is fetched", async () => {
    const { service, state } = start({
      address: "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV",
      namespace: "solana",
      networks: [solana],
    })
    const { requests } = await harness.counting("getHistory", () => Effect.runPromise(service.open))
    expect(requests).toBe(0)
    expect(state()).toEqual(initialTransactionsState)
  })

  it("a failing history call shows the 'Failed to fetch transactions' toast, emits ERROR_FETCH_TRANSACTIONS, empties the results and clears the cursor", async () => {
    const recipient = fresh("b")
    await sendTo(recipient, ["0.1", "0.2", "0.3"])
    const { service, state, kernel } = start({ address: recipient })
    await Effect.runPromise(service.open)
    const cursor = state().next
    expect(cursor).toEqual(expect.any(String))
    // 400 is not retried: the first answer is the failure.
    harness.sandbox().api.faults.arm({
      operationId: "getHistory",
      count: 1,
      fault: { kind: "status", status: 400 },
    })
    await Effect.runPromise(service.loadMore)
    expect(state()).toMatchObject({
      transactions: [],
      transactionsByYear: [],
      loading: false,
      empty: true,
      next: undefined,
    })
    await expect
      .poll(() => kernel.toasts.getSnapshot())
      .toMatchObject({ open: true, variant: "error", message: "Failed to fetch transactions" })
    expect(kernel.events).toEqual([
      {
        type: "ERROR_FETCH_TRANSACTIONS",
        address: recipient,
        caipNetworkId: devnet.caipNetworkId,
        cursor,
        message: expect.stringContaining("400"),
      },
    ])
    // With the cursor cleared, scrolling on asks for nothing more.
    const { requests } = await harness.counting("getHistory", () =>
      Effect.runPromise(service.loadMore),
    )
    expect(requests).toBe(0)
  })

  it("the failure's toast waiting for the toast shown before to go is stopped with the kit: disposed meanwhile, it never shows", async () => {
    const { service, kernel, kit } = start({ address: fresh("6") })
    harness.sandbox().api.faults.arm({
      operationId: "getHistory",
      count: 1,
      fault: { kind: "status", status: 400 },
    })
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* kernel.toasts.showSuccess("Earlier")
        yield* service.open
        // The failure toast's work has started: it hid the earlier toast and waits to show.
        for (let turn = 0; kernel.toasts.getSnapshot().open && turn < maxTurns; turn++) {
          yield* Effect.yieldNow
        }
        expect(kernel.toasts.getSnapshot()).toMatchObject({ message: "Earlier", open: false })
        yield* Scope.close(kit, Exit.void)
        yield* TestClock.adjust(Schedules.toastSwitchDelay)
        expect(kernel.toasts.getSnapshot()).toMatchObject({ message: "Earlier", open: false })
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(kernel.events.map((event) => event.type)).toEqual(["ERROR_FETCH_TRANSACTIONS"])
  })

  it("only the active network's transactions show: a network change empties the history, and opening again fetches the new network's", async () => {
    const recipient = fresh("c")
    const [onFirst] = await sendTo(recipient, ["0.1"])
    const [onSecond] = await sendTo(recipient, ["0.2"], 1)
    const { service, state, kernel } = start({ address: recipient })
    await Effect.runPromise(service.open)
    expect(hashes(state())).toEqual([onFirst])
    await Effect.runPromise(kernel.networks.change(devnet2))
    await Effect.runPromise(service.networkChanged(devnet2))
    expect(state()).toEqual(initialTransactionsState)
    await Effect.runPromise(service.open)
    expect(hashes(state())).toEqual([onSecond])
    expect(state().lastNetworkInView).toBe(devnet2.caipNetworkId)
    // Told again of the network it already holds (the view fetched first), it keeps it.
    await Effect.runPromise(service.networkChanged(devnet2))
    expect(hashes(state())).toEqual([onSecond])
  })

  it("a network without transactions for the account sets empty", async () => {
    const { service, state } = start({ address: fresh("d") })
    await Effect.runPromise(service.open)
    expect(state()).toMatchObject({
      transactions: [],
      empty: true,
      loading: false,
      next: undefined,
    })
  })

  it("reset clears all, and an answer still on its way when it happened is dropped", async () => {
    const recipient = fresh("e")
    await sendTo(recipient, ["0.1"])
    const { service, state } = start({ address: recipient })
    harness.sandbox().api.faults.arm({
      operationId: "getHistory",
      count: 1,
      fault: { kind: "delay", delayMs: 1_000 },
    })
    const opening = Effect.runPromise(service.open)
    await harness.serverReceived("getHistory", 1)
    expect(state().loading).toBe(true)
    await Effect.runPromise(service.reset)
    await opening
    expect(state()).toEqual(initialTransactionsState)
  })

  it("after the account's data is reloaded past the caches, the first page comes from the API, not the 15 s cache; without it the cache answers (spec 9)", async () => {
    const recipient = fresh("8")
    const [older] = await sendTo(recipient, ["0.1"])
    const { service, state, kernel } = start({ address: recipient })
    await Effect.runPromise(service.open)
    const [newer] = await sendTo(recipient, ["0.2"])

    // No refresh: within the history lifetime (15 s), the cached first page answers.
    const cachedOpen = await harness.counting("getHistory", () => Effect.runPromise(service.open))
    expect(cachedOpen.requests).toBe(0)
    expect(hashes(state())).toEqual([older])
    const unchanged = await harness.counting("getHistory", () =>
      Effect.runPromise(service.accountRefreshed),
    )
    expect(unchanged.requests).toBe(0)

    // The visitor's own send: the kernel reloads the account past its caches.
    await Effect.runPromise(kernel.accounts.refresh)
    harness.sandbox().api.faults.arm({
      operationId: "getHistory",
      count: 1,
      fault: { kind: "delay", delayMs: 500 },
    })
    const asked = harness.count("getHistory")
    const refreshing = Effect.runPromise(service.accountRefreshed)
    await harness.serverReceived("getHistory", asked + 1)
    // What is shown stays until the new page arrives.
    expect(state()).toMatchObject({ loading: false, empty: false })
    expect(hashes(state())).toEqual([older])
    await refreshing
    expect(hashes(state())).toEqual([newer, older])

    // Caught up: the fresh page is the cached one now, and a second signal-less open reads it.
    const reopened = await harness.counting("getHistory", () => Effect.runPromise(service.open))
    expect(reopened.requests).toBe(0)
    expect(hashes(state())).toEqual([newer, older])
  })

  it("a refresh of the account on another network changes nothing; one made before a history is built is read past the cache when it opens", async () => {
    const recipient = fresh("7")
    const [older] = await sendTo(recipient, ["0.1"])
    const { service, state, kernel } = start({ address: recipient })
    await Effect.runPromise(service.open)
    const [newer] = await sendTo(recipient, ["0.2"])

    // The same address refreshed on the second devnet: not the history held.
    await Effect.runPromise(kernel.networks.change(devnet2))
    await Effect.runPromise(kernel.accounts.refresh)
    await Effect.runPromise(kernel.networks.change(devnet))
    const elsewhere = await harness.counting("getHistory", () =>
      Effect.runPromise(service.accountRefreshed),
    )
    expect(elsewhere.requests).toBe(0)
    expect(hashes(state())).toEqual([older])

    // Refreshed on the devnet held, and a history built afterwards on the same API (the kit
    // builds it when Activity first opens): it reads past the page cached before the change.
    await Effect.runPromise(kernel.accounts.refresh)
    const later = build(kernel, Scope.makeUnsafe())
    const opened = await harness.counting("getHistory", () => Effect.runPromise(later.open))
    expect(opened.requests).toBe(1)
    expect(later.store.getSnapshot().transactions.map((t) => t.metadata.hash)).toEqual([
      newer,
      older,
    ])
  })

  it("opening again while the first page is on its way asks once (a view mounted twice)", async () => {
    const recipient = fresh("9")
    const [hash] = await sendTo(recipient, ["0.1"])
    const { service, state } = start({ address: recipient })
    const { requests } = await harness.counting("getHistory", () =>
      Promise.all([Effect.runPromise(service.open), Effect.runPromise(service.open)]),
    )
    expect(requests).toBe(1)
    expect(hashes(state())).toEqual([hash])
  })
})
