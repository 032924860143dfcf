import { Effect } from "effect"
import { type CaipNetworkId, createStore, type Store } from "../../core"

/** One transfer of a history transaction; only its spam flag matters to the state. */
export interface TransactionTransfer {
  readonly nft_info?: { readonly flags: { readonly is_spam: boolean } } | null
}

/**
 * The part of a history transaction (spec 3) the state reads; the provider API's
 * `HistoryTransaction` is one.
 */
export interface TransactionRef {
  readonly id: string
  readonly metadata: {
    /** ISO 8601 time the transaction was mined. */
    readonly minedAt: string
    /** The CAIP-2 id of its network (null when the API does not say: it then never shows). */
    readonly chain: string | null
  }
  /** Null when the API lists none. */
  readonly transfers: ReadonlyArray<TransactionTransfer> | null
}

/** The transactions of one month, newest first. */
export interface TransactionMonth<T extends TransactionRef = TransactionRef> {
  /** 1 for January … 12 for December (UTC). */
  readonly month: number
  readonly transactions: ReadonlyArray<T>
}

/** The transactions of one year, by month, newest first. */
export interface TransactionYear<T extends TransactionRef = TransactionRef> {
  readonly year: number
  readonly months: ReadonlyArray<TransactionMonth<T>>
}

/** The transaction history (spec 3 Transaction state). */
export interface TransactionsState<T extends TransactionRef = TransactionRef> {
  readonly transactions: ReadonlyArray<T>
  /** Grouped by year then month, newest first, de-duplicated by id. */
  readonly transactionsByYear: ReadonlyArray<TransactionYear<T>>
  readonly loading: boolean
  /** Set when there is nothing to show (no results, or the fetch failed). */
  readonly empty: boolean
  /** The cursor of the next page; undefined when there is none. */
  readonly next: string | undefined
  /** The network the history was last fetched for. */
  readonly lastNetworkInView: CaipNetworkId | undefined
}

/** No history. */
export const initialTransactionsState: TransactionsState<never> = {
  transactions: [],
  transactionsByYear: [],
  loading: false,
  empty: false,
  next: undefined,
  lastNetworkInView: undefined,
}

/**
 * Whether a transaction is spam: every transfer is flagged. One without transfers
 * (a plain contract call) has nothing flagged and is kept.
 */
export const isSpamTransaction = (transaction: TransactionRef): boolean => {
  const transfers = transaction.transfers ?? []
  return (
    transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/** The transactions that show: on the active network and not spam. */
export const visibleTransactions = <T extends TransactionRef>(
  transactions: ReadonlyArray<T>,
  activeNetworkId: CaipNetworkId | undefined,
): ReadonlyArray<T> =>
  transactions.filter(
    (transaction) =>
      transaction.metadata.chain === activeNetworkId && !isSpamTransaction(transaction),
  )

const minedAt = (transaction: TransactionRef): number => Date.parse(transaction.metadata.minedAt)

/** Adds `transactions` to `groups`: by year then month, newest first, one entry per id. */
export const groupTransactionsByYear = <T extends TransactionRef>(
  groups: ReadonlyArray<TransactionYear<T>>,
  transactions: ReadonlyArray<T>,
): ReadonlyArray<TransactionYear<T>> => {
  const byId = new Map<string, T>()
  for (const year of groups) {
    for (const month of year.months) {
      for (const transaction of month.transactions) byId.set(transaction.id, transaction)
    }
  }
  for (const transaction of transactions) byId.set(transaction.id, transaction)
  const sorted = [...byId.values()].sort((a, b) => minedAt(b) - minedAt(a))
  const years: Array<{ year: number; months: Array<{ month: number; transactions: T[] }> }> = []
  for (const transaction of sorted) {
    const date = new Date(minedAt(transaction))
    const year = date.getUTCFullYear()
    const month = date.getUTCMonth() + 1
    let yearGroup = years.at(-1)
    if (yearGroup?.year !== year) {
      yearGroup = { year, months: [] }
      years.push(yearGroup)
    }
    let monthGroup = yearGroup.months.at(-1)
    if (monthGroup?.month !== month) {
      monthGroup = { month, transactions: [] }
      yearGroup.months.push(monthGroup)
    }
    monthGroup.transactions.push(transaction)
  }
  return years
}

/** A fetch starts: loading. */
export const fetchStarted = <T extends TransactionRef>(
  state: TransactionsState<T>,
): TransactionsState<T> => ({ ...state, loading: true })

/** A page of history. */
export interface TransactionsPage<T extends TransactionRef = TransactionRef> {
  readonly data: ReadonlyArray<T>
  /** The next page's cursor, when there is one. */
  readonly next?: string | null | undefined
}

/**
 * A fetch succeeded: appends the visible results (active network, not spam), regroups,
 * sets empty when nothing shows, stores the next cursor.
 */
export const fetchSucceeded = <T extends TransactionRef>(
  state: TransactionsState<T>,
  page: TransactionsPage<T>,
  activeNetworkId: CaipNetworkId | undefined,
): TransactionsState<T> => {
  const known = new Set(state.transactions.map((transaction) => transaction.id))
  const added = visibleTransactions(page.data, activeNetworkId).filter((t) => !known.has(t.id))
  const transactions = [...state.transactions, ...added]
  return {
    ...state,
    transactions,
    transactionsByYear: groupTransactionsByYear(state.transactionsByYear, added),
    loading: false,
    empty: transactions.length === 0,
    next: page.next ?? undefined,
    lastNetworkInView: activeNetworkId,
  }
}

/**
 * The first page, fetched again past the cache after the account changed (a send, a swap, a
 * purchase), merged into what is shown. The pages the visitor has loaded stay, and so do the
 * place they scrolled to and the cursor of the oldest loaded page: new transactions land above
 * it, so the next page is still the one after it (a repeated transaction is shown once, its
 * new copy winning, which also updates one whose status changed). Dropping the loaded pages
 * instead would pull the list from under a visitor reading further down. `loading` is left to
 * the fetch that set it (a later page may be on its way).
 */
export const firstPageRefreshed = <T extends TransactionRef>(
  state: TransactionsState<T>,
  page: TransactionsPage<T>,
  activeNetworkId: CaipNetworkId | undefined,
): TransactionsState<T> => {
  const fresh = visibleTransactions(page.data, activeNetworkId)
  const ids = new Set(fresh.map((transaction) => transaction.id))
  const kept = state.transactions.filter((transaction) => !ids.has(transaction.id))
  const transactions = [...fresh, ...kept]
  return {
    ...state,
    transactions,
    transactionsByYear: groupTransactionsByYear(state.transactionsByYear, fresh),
    empty: transactions.length === 0,
    // With nothing loaded before, the fresh page's cursor is the only one there is.
    next: state.transactions.length === 0 ? (page.next ?? undefined) : state.next,
    lastNetworkInView: activeNetworkId,
  }
}

/**
 * A fetch failed (spec 4): not loading, an empty set (no transactions; `empty` set), the
 * cursor cleared. The network it was fetched for stays.
 */
export const fetchFailed = <T extends TransactionRef>(
  state: TransactionsState<T>,
): TransactionsState<T> => ({
  ...state,
  transactions: [],
  transactionsByYear: [],
  loading: false,
  empty: true,
  next: undefined,
})

/** Reset: clears everything. */
export const resetTransactions = <T extends TransactionRef>(
  _state: TransactionsState<T>,
): TransactionsState<T> => initialTransactionsState

/** Makes a transactions store. */
export const createTransactionsStore = <T extends TransactionRef = TransactionRef>(
  initial: TransactionsState<NoInfer<T>> = initialTransactionsState,
): Store<TransactionsState<T>> => createStore(initial)

/** What {@link fetchTransactions} works with. */
export interface FetchTransactions<T extends TransactionRef, E> {
  readonly store: Store<TransactionsState<T>>
  /** The network whose transactions show (spec 5). */
  readonly activeNetworkId: CaipNetworkId | undefined
  /** Asks for the page after `cursor` (the first page when undefined). */
  readonly fetchPage: (cursor: string | undefined) => Effect.Effect<TransactionsPage<T>, E>
  /** What else a failure does once the state is emptied: the error toast, the analytics event. */
  readonly onFailure: (error: E, cursor: string | undefined) => Effect.Effect<void>
  /**
   * Whether the answer still belongs in the store: false once a reset (another network or
   * account, a disconnect) happened while it was asked for. A stale answer is dropped.
   */
  readonly isCurrent?: () => boolean
}

/**
 * Fetches the next page into the store (spec 4 Transaction history): loading, then the
 * page's visible results appended and the next cursor stored; on failure, an empty set,
 * the cursor cleared and `onFailure`.
 * @example
 * yield* fetchTransactions({ store, activeNetworkId, fetchPage, onFailure: () => toast.showError(text) })
 */
export const fetchTransactions = <T extends TransactionRef, E>(
  options: FetchTransactions<T, E>,
): Effect.Effect<void> =>
  Effect.gen(function* () {
    const { store, activeNetworkId, isCurrent = () => true } = options
    const cursor = store.getSnapshot().next
    store.update(fetchStarted)
    const page = yield* Effect.result(options.fetchPage(cursor))
    if (!isCurrent()) return
    if (page._tag === "Success") {
      store.update((state) => fetchSucceeded(state, page.success, activeNetworkId))
      return
    }
    store.update(fetchFailed)
    yield* options.onFailure(page.failure, cursor)
  })
