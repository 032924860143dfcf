import { Data } from "effect"
import { type Address, getAddress, type Hash, type PublicClient, parseAbiItem } from "viem"

/** One ERC-20 transfer, from a Transfer log, in which the account is sender or receiver. */
export interface TokenTransfer {
  /** The token contract. */
  readonly token: Address
  readonly from: Address
  readonly to: Address
  /** In the token's base units. */
  readonly value: bigint
}

/**
 * One transaction that touched the account: sent by it, sent to it, or moving one of its
 * ERC-20 balances. Whether it is "in", "out" or "self" follows from `from`, `to` and the
 * transfers compared with the account.
 */
export interface AccountActivityItem {
  readonly hash: Hash
  readonly blockNumber: bigint
  /** The block's timestamp, in seconds. */
  readonly timestamp: number
  readonly from: Address
  /** Null for a contract deployment. */
  readonly to: Address | null
  /** The contract a deployment created, otherwise null. */
  readonly contractAddress: Address | null
  readonly nonce: number
  readonly status: "confirmed" | "failed"
  /** The ether sent with the transaction, in wei. */
  readonly nativeValue: bigint
  /** The account's ERC-20 transfers in this transaction, in log order. */
  readonly tokenTransfers: ReadonlyArray<TokenTransfer>
}

/** One page of activity, newest first, and the cursor of the next page if there is one. */
export interface AccountActivityPage {
  readonly items: ReadonlyArray<AccountActivityItem>
  readonly next: string | undefined
}

/** Which page of whose activity to read. */
export interface ReadAccountActivityOptions {
  /** The chain the client is connected to; cursors are only valid on their own chain. */
  readonly chainId: number
  /** The `next` of the previous page; absent for the newest page. */
  readonly cursor?: string | undefined
  /** At most this many items (a positive integer). */
  readonly limit: number
}

/** The cursor is not one this indexer issued for this chain. */
export class ActivityCursorInvalidError extends Data.TaggedError("ActivityCursorInvalidError")<{
  readonly cursor: string
  readonly chainId: number
}> {
  override get message(): string {
    return `Invalid activity cursor for chain ${this.chainId}: ${this.cursor}`
  }
}

/** Where a transaction sits on the chain; activity is ordered by it, newest first. */
interface Position {
  readonly blockNumber: bigint
  readonly index: number
}

// The cursor is the position of the last item served: the next page starts strictly below
// it. New blocks only ever land above, so pages already handed out never shift.
const encodeCursor = (chainId: number, position: Position): string =>
  Buffer.from(`${chainId}:${position.blockNumber}:${position.index}`).toString("base64url")

const decodeCursor = (cursor: string, chainId: number): Position => {
  const match = /^(\d+):(\d+):(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"))
  if (match?.[1] !== String(chainId) || match[2] === undefined || match[3] === undefined) {
    throw new ActivityCursorInvalidError({ cursor, chainId })
  }
  return { blockNumber: BigInt(match[2]), index: Number(match[3]) }
}

const isBelow = (position: Position, cursor: Position | undefined): boolean =>
  cursor === undefined ||
  position.blockNumber < cursor.blockNumber ||
  (position.blockNumber === cursor.blockNumber && position.index < cursor.index)

const transferEvent = parseAbiItem(
  "event Transfer(address indexed from, address indexed to, uint256 value)",
)

/** Blocks are fetched this many at a time, newest first, until a page is full. */
const blockWindow = 32

/** The account's ERC-20 transfers up to `toBlock`, grouped by transaction hash. */
const readTokenTransfers = async (
  client: PublicClient,
  address: Address,
  toBlock: bigint,
): Promise<Map<Hash, TokenTransfer[]>> => {
  // strict drops logs whose shape is not ERC-20's, such as ERC-721 Transfer (same topic,
  // but the token id is indexed).
  const [sent, received] = await Promise.all([
    client.getLogs({
      event: transferEvent,
      args: { from: address },
      fromBlock: 0n,
      toBlock,
      strict: true,
    }),
    client.getLogs({
      event: transferEvent,
      args: { to: address },
      fromBlock: 0n,
      toBlock,
      strict: true,
    }),
  ])
  const byLog = new Map<string, (typeof sent)[number]>()
  // A transfer to oneself matches both queries; keep it once.
  for (const log of [...sent, ...received]) byLog.set(`${log.transactionHash}:${log.logIndex}`, log)
  const byTransaction = new Map<Hash, TokenTransfer[]>()
  for (const log of [...byLog.values()].sort((a, b) => a.logIndex - b.logIndex)) {
    const transfers = byTransaction.get(log.transactionHash) ?? []
    transfers.push({
      token: getAddress(log.address),
      from: log.args.from,
      to: log.args.to,
      value: log.args.value,
    })
    byTransaction.set(log.transactionHash, transfers)
  }
  return byTransaction
}

interface Candidate {
  readonly position: Position
  readonly hash: Hash
  readonly timestamp: number
  readonly from: Address
  readonly to: Address | null
  readonly nonce: number
  readonly nativeValue: bigint
}

/**
 * Reads an account's activity on a devnet, newest first: transactions it sent or received
 * (found by scanning blocks) and transactions that moved its ERC-20 balances (found by
 * Transfer logs). Pages with `limit` and an opaque, stable cursor. Meant for small chains:
 * it scans from the cursor down to genesis until the page is full.
 */
export const readAccountActivity = async (
  client: PublicClient,
  address: Address,
  options: ReadAccountActivityOptions,
): Promise<AccountActivityPage> => {
  if (!Number.isInteger(options.limit) || options.limit < 1) {
    throw new RangeError(`limit must be a positive integer, got ${options.limit}`)
  }
  const cursor =
    options.cursor === undefined ? undefined : decodeCursor(options.cursor, options.chainId)
  // No cache: a block number up to a polling interval old would hide the newest activity.
  const top = cursor?.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }))
  const transfers = await readTokenTransfers(client, address, top)
  const account = address.toLowerCase()

  // One more than the page, to know whether a next page exists.
  const wanted = options.limit + 1
  const candidates: Candidate[] = []
  for (let high = top; high >= 0n && candidates.length < wanted; high -= BigInt(blockWindow)) {
    const numbers: bigint[] = []
    for (let n = high; n >= 0n && n > high - BigInt(blockWindow); n--) numbers.push(n)
    const blocks = await Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    )
    for (const block of blocks) {
      for (const tx of [...block.transactions].reverse()) {
        const position = { blockNumber: block.number, index: tx.transactionIndex }
        const touches =
          tx.from.toLowerCase() === account ||
          tx.to?.toLowerCase() === account ||
          transfers.has(tx.hash)
        if (!touches || !isBelow(position, cursor)) continue
        candidates.push({
          position,
          hash: tx.hash,
          timestamp: Number(block.timestamp),
          from: getAddress(tx.from),
          to: tx.to === null ? null : getAddress(tx.to),
          nonce: tx.nonce,
          nativeValue: tx.value,
        })
        if (candidates.length === wanted) break
      }
      if (candidates.length === wanted) break
    }
  }

  const page = candidates.slice(0, options.limit)
  const receipts = await Promise.all(
    page.map((candidate) => client.getTransactionReceipt({ hash: candidate.hash })),
  )
  const items = page.map(({ position, ...candidate }, i): AccountActivityItem => {
    const receipt = receipts[i]
    return {
      ...candidate,
      blockNumber: position.blockNumber,
      contractAddress:
        receipt?.contractAddress == null ? null : getAddress(receipt.contractAddress),
      status: receipt?.status === "success" ? "confirmed" : "failed",
      tokenTransfers: transfers.get(candidate.hash) ?? [],
    }
  })
  const last = page.at(-1)
  return {
    items,
    next:
      candidates.length > options.limit && last !== undefined
        ? encodeCursor(options.chainId, last.position)
        : undefined,
  }
}
