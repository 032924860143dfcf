import type { Address, Signature } from "@solana/kit"
import type { ExecutionOutcome } from "./executionOutcome"
import type { TokenBalance } from "./tokenAccounts"
import type { WireTransaction } from "./wireTransaction"

/** A transaction that landed in a block of the devnet, with what getTransaction tells of it. */
export interface LandedTransaction {
  readonly signature: Signature
  readonly slot: bigint
  /** Seconds since the epoch, the block's time. */
  readonly blockTime: bigint
  readonly wire: WireTransaction
  /** The static accounts, then the ones loaded from lookup tables (writable, then read-only). */
  readonly accountKeys: ReadonlyArray<Address>
  readonly loadedAddresses: {
    readonly writable: ReadonlyArray<Address>
    readonly readonly: ReadonlyArray<Address>
  }
  /** Per account key: whether the transaction could write it. */
  readonly writable: ReadonlyArray<boolean>
  readonly outcome: ExecutionOutcome
  readonly preBalances: ReadonlyArray<bigint>
  readonly postBalances: ReadonlyArray<bigint>
  readonly preTokenBalances: ReadonlyArray<TokenBalance>
  readonly postTokenBalances: ReadonlyArray<TokenBalance>
}

/** Where getSignaturesForAddress starts and stops, and how many it lists. */
export interface SignaturePage {
  /** Start with the transactions older than this one. */
  readonly before?: Signature
  /** Stop before reaching this one. */
  readonly until?: Signature
  readonly limit: number
}

/** The devnet's landed transactions, oldest first, by signature and by account. */
export interface TransactionHistory {
  readonly add: (landed: LandedTransaction) => void
  readonly get: (signature: Signature) => LandedTransaction | undefined
  /** How many transactions have landed. */
  readonly count: () => number
  /** The transactions that name `address` among their accounts, newest first. */
  readonly forAddress: (address: Address, page: SignaturePage) => ReadonlyArray<LandedTransaction>
}

/** An empty history (the devnet's accounts are seeded at genesis, without transactions). */
export const makeTransactionHistory = (): TransactionHistory => {
  const landed: LandedTransaction[] = []
  const positions = new Map<Signature, number>()
  const byAddress = new Map<Address, number[]>()
  return {
    add: (transaction) => {
      positions.set(transaction.signature, landed.length)
      for (const key of new Set(transaction.accountKeys)) {
        const list = byAddress.get(key) ?? []
        list.push(landed.length)
        byAddress.set(key, list)
      }
      landed.push(transaction)
    },
    get: (signature) => {
      const position = positions.get(signature)
      return position === undefined ? undefined : landed[position]
    },
    count: () => landed.length,
    forAddress: (address, page) => {
      const before = page.before === undefined ? undefined : positions.get(page.before)
      const until = page.until === undefined ? undefined : positions.get(page.until)
      // A `before` the devnet never saw lists nothing, as a node that has no such signature.
      if (page.before !== undefined && before === undefined) return []
      const found: LandedTransaction[] = []
      const list = byAddress.get(address) ?? []
      for (let i = list.length - 1; i >= 0 && found.length < page.limit; i--) {
        const position = list[i]!
        if (before !== undefined && position >= before) continue
        if (until !== undefined && position <= until) break
        found.push(landed[position]!)
      }
      return found
    },
  }
}
