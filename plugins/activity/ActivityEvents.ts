/** What ERROR_FETCH_TRANSACTIONS tells the host page about a failed history fetch (spec 7). */
export interface FetchTransactionsErrorPayload {
  /** The address whose history was asked for. */
  readonly address: string
  /** The CAIP-2 id of the network it was asked on. */
  readonly caipNetworkId: string
  /** The cursor of the page that failed; absent for the first page. */
  readonly cursor?: string
  /** Why it failed (the API error's message). */
  readonly message: string
}

// The activity plugin's event joins the kit's typed events (spec 7 analytics names).
declare module "foyer-kit/core" {
  interface FoyerEvents {
    readonly ERROR_FETCH_TRANSACTIONS: FetchTransactionsErrorPayload
  }
}
