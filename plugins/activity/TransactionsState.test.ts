import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { ToastState } from "../../core"
import type { TransactionRef, TransactionsState } from "./TransactionsState"
import {
  createTransactionsStore,
  fetchFailed,
  fetchStarted,
  fetchSucceeded,
  fetchTransactions,
  firstPageRefreshed,
  groupTransactionsByYear,
  initialTransactionsState,
  isSpamTransaction,
  resetTransactions,
  visibleTransactions,
} from "./TransactionsState"

const tx = (
  id: string,
  minedAt: string,
  chain = "eip155:1",
  spam: ReadonlyArray<boolean> = [false],
): TransactionRef => ({
  id,
  metadata: { minedAt, chain },
  transfers: spam.map((is_spam) => ({ nft_info: { flags: { is_spam } } })),
})

const jan = tx("a", "2024-01-10T00:00:00Z")
const mar = tx("b", "2024-03-05T00:00:00Z")
const marLater = tx("c", "2024-03-20T00:00:00Z")
const lastYear = tx("d", "2023-12-31T23:00:00Z")

describe("TransactionsState", () => {
  it("the first page fetched again after a change goes on top; the loaded pages, their cursor and loading stay", () => {
    // Two pages loaded (mar, jan), a third on its way.
    const loaded = fetchStarted(
      fetchSucceeded(
        fetchSucceeded(initialTransactionsState, { data: [mar], next: "c2" }, "eip155:1"),
        { data: [jan], next: "c3" },
        "eip155:1",
      ),
    )
    const newest = tx("e", "2024-04-01T00:00:00Z")
    const spam = tx("f", "2024-04-02T00:00:00Z", "eip155:1", [true])
    const refreshed = firstPageRefreshed(
      loaded,
      { data: [spam, newest, mar], next: "c-fresh" },
      "eip155:1",
    )
    expect(refreshed).toMatchObject({
      transactions: [newest, mar, jan],
      loading: true,
      empty: false,
      next: "c3",
      lastNetworkInView: "eip155:1",
    })
    expect(refreshed.transactionsByYear).toEqual([
      {
        year: 2024,
        months: [
          { month: 4, transactions: [newest] },
          { month: 3, transactions: [mar] },
          { month: 1, transactions: [jan] },
        ],
      },
    ])
  })

  it("the first page fetched again on an empty history shows it with its own cursor", () => {
    const empty = fetchSucceeded(initialTransactionsState, { data: [], next: null }, "eip155:1")
    expect(firstPageRefreshed(empty, { data: [mar], next: "c2" }, "eip155:1")).toMatchObject({
      transactions: [mar],
      empty: false,
      next: "c2",
    })
  })

  it("fetch sets loading", () => {
    expect(fetchStarted(initialTransactionsState).loading).toBe(true)
  })

  it("fetch appends results, stores the next cursor and clears loading", () => {
    const first = fetchSucceeded(
      fetchStarted(initialTransactionsState),
      { data: [jan], next: "cursor-2" },
      "eip155:1",
    )
    const second = fetchSucceeded(fetchStarted(first), { data: [mar], next: null }, "eip155:1")
    expect(first.next).toBe("cursor-2")
    expect(second).toMatchObject({
      transactions: [jan, mar],
      loading: false,
      empty: false,
      next: undefined,
      lastNetworkInView: "eip155:1",
    })
  })

  it("a transaction a later page lists again is not listed twice (de-duplicated by id)", () => {
    const first = fetchSucceeded(
      initialTransactionsState,
      { data: [marLater, mar], next: "c2" },
      "eip155:1",
    )
    const second = fetchSucceeded(first, { data: [mar, jan], next: null }, "eip155:1")
    expect(second.transactions).toEqual([marLater, mar, jan])
    expect(second.transactionsByYear).toEqual([
      {
        year: 2024,
        months: [
          { month: 3, transactions: [marLater, mar] },
          { month: 1, transactions: [jan] },
        ],
      },
    ])
  })

  it("fetch sets empty if none", () => {
    expect(
      fetchSucceeded(fetchStarted(initialTransactionsState), { data: [] }, "eip155:1"),
    ).toMatchObject({
      transactions: [],
      empty: true,
      loading: false,
    })
  })

  it("transactionsByYear is grouped by year then month, newest first, de-duplicated by id", () => {
    const grouped = groupTransactionsByYear(groupTransactionsByYear([], [jan, lastYear, mar]), [
      marLater,
      mar,
    ])
    expect(grouped).toEqual([
      {
        year: 2024,
        months: [
          { month: 3, transactions: [marLater, mar] },
          { month: 1, transactions: [jan] },
        ],
      },
      { year: 2023, months: [{ month: 12, transactions: [lastYear] }] },
    ])
  })

  it("on failure: empty set (results emptied) and cursor cleared (spec 4)", () => {
    const state: TransactionsState = {
      ...initialTransactionsState,
      transactions: [jan],
      next: "cursor-2",
      loading: true,
    }
    expect(fetchFailed(state)).toEqual({
      ...state,
      transactions: [],
      transactionsByYear: [],
      loading: false,
      empty: true,
      next: undefined,
    })
  })

  it("reset clears all", () => {
    const state = fetchSucceeded(
      initialTransactionsState,
      { data: [jan], next: "cursor-2" },
      "eip155:1",
    )
    expect(resetTransactions(state)).toEqual({
      transactions: [],
      transactionsByYear: [],
      loading: false,
      empty: false,
      next: undefined,
      lastNetworkInView: undefined,
    })
  })

  it("only transactions on the active network show", () => {
    const onPolygon = tx("p", "2024-02-01T00:00:00Z", "eip155:137")
    expect(visibleTransactions([jan, onPolygon], "eip155:137")).toEqual([onPolygon])
    expect(
      fetchSucceeded(initialTransactionsState, { data: [jan, onPolygon] }, "eip155:1").transactions,
    ).toEqual([jan])
  })

  it("a transaction is hidden when every transfer is flagged as spam", () => {
    const allSpam = tx("s", "2024-02-01T00:00:00Z", "eip155:1", [true, true])
    const someSpam = tx("t", "2024-02-02T00:00:00Z", "eip155:1", [true, false])
    expect(isSpamTransaction(allSpam)).toBe(true)
    expect(isSpamTransaction(someSpam)).toBe(false)
    expect(visibleTransactions([allSpam, someSpam], "eip155:1")).toEqual([someSpam])
  })

  it("a transaction without transfers is not spam", () => {
    expect(isSpamTransaction(tx("n", "2024-02-01T00:00:00Z", "eip155:1", []))).toBe(false)
  })

  it("fetchTransactions passes the stored cursor and stores the page", async () => {
    const store = createTransactionsStore({ ...initialTransactionsState, next: "cursor-2" })
    const cursors: Array<string | undefined> = []
    await Effect.runPromise(
      fetchTransactions({
        store,
        activeNetworkId: "eip155:1",
        fetchPage: (cursor) =>
          Effect.sync(() => {
            cursors.push(cursor)
            return { data: [mar], next: "cursor-3" }
          }),
        onFailure: () => Effect.die("no failure expected"),
      }),
    )
    expect(cursors).toEqual(["cursor-2"])
    expect(store.getSnapshot()).toMatchObject({
      transactions: [mar],
      next: "cursor-3",
      loading: false,
    })
  })

  it("on failure: error toast 'Failed to fetch transactions', empty set, cursor cleared (spec 4)", async () => {
    const store = createTransactionsStore({ ...initialTransactionsState, next: "cursor-2" })
    const toast = ToastState.createToastStore()
    const failures: Array<[unknown, string | undefined]> = []
    await Effect.runPromise(
      Effect.provide(
        Effect.andThen(
          fetchTransactions({
            store,
            activeNetworkId: "eip155:1",
            fetchPage: () => Effect.fail("offline"),
            onFailure: (error, cursor) =>
              Effect.andThen(
                Effect.sync(() => failures.push([error, cursor])),
                Effect.forkDetach(toast.showError("Failed to fetch transactions")),
              ),
          }),
          Effect.yieldNow,
        ),
        TestClock.layer(),
      ),
    )
    expect(failures).toEqual([["offline", "cursor-2"]])
    expect(store.getSnapshot()).toMatchObject({ loading: false, empty: true, next: undefined })
    expect(toast.getSnapshot()).toMatchObject({
      open: true,
      variant: "error",
      message: "Failed to fetch transactions",
    })
  })

  it("an answer that arrives after a reset is dropped: the reset state stays", async () => {
    const store = createTransactionsStore()
    let current = true
    await Effect.runPromise(
      fetchTransactions({
        store,
        activeNetworkId: "eip155:1",
        fetchPage: () =>
          Effect.sync(() => {
            current = false
            store.update(resetTransactions)
            return { data: [mar], next: "cursor-3" }
          }),
        onFailure: () => Effect.die("no failure expected"),
        isCurrent: () => current,
      }),
    )
    expect(store.getSnapshot()).toEqual(initialTransactionsState)
  })

  it("a transaction without a network or with null transfers: never shown, and not spam", () => {
    const noChain: TransactionRef = {
      id: "x",
      metadata: { minedAt: "2024-01-01", chain: null },
      transfers: null,
    }
    expect(isSpamTransaction(noChain)).toBe(false)
    expect(visibleTransactions([noChain], "eip155:1")).toEqual([])
  })
})
