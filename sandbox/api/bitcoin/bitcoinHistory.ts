import { formatUnits } from "viem"
import type {
  HistoryTransaction,
  HistoryTransfer,
  TransactionHistory,
} from "../../../core/api/generated/schemas"
import type { EsploraTransaction } from "../../bitcoin/esploraJson"
import { btcAssetInfo } from "./bitcoinAssets"
import { EsploraStatusError, readEsplora, type ServedBitcoinChain } from "./SandboxBitcoinChain"

/** Esplora's page of an address's confirmed transactions. */
const esploraPageSize = 25

/** The `cursor` of a history request is not a txid of the address's history. */
export class BitcoinCursorInvalidError extends Error {
  constructor(readonly cursor: string) {
    super(`Invalid cursor: ${cursor}`)
    this.name = "BitcoinCursorInvalidError"
  }
}

const toTransfer = (satoshis: bigint, direction: HistoryTransfer["direction"]): HistoryTransfer => {
  const numeric = formatUnits(satoshis, btcAssetInfo.decimals)
  const price = btcAssetInfo.priceUsd ?? null
  return {
    fungible_info: {
      name: btcAssetInfo.name,
      symbol: btcAssetInfo.symbol,
      icon: { url: btcAssetInfo.iconUrl },
    },
    nft_info: null,
    direction,
    quantity: { numeric },
    value: price === null ? null : Number(numeric) * price,
    price,
  }
}

/**
 * A transaction as the account saw it. Bitcoin has no sender field: the account sent when one
 * of the outputs it spent was its own, and then moved what its inputs held less its change and
 * the fee (the fee is not a transfer, as gas is none on EVM); it received what was paid to it
 * otherwise. Paying only itself is a `self` transfer of what came back.
 */
const toTransaction = (
  chain: ServedBitcoinChain,
  scriptHex: string,
  transaction: EsploraTransaction,
): HistoryTransaction => {
  const own = (output: { readonly scriptpubkey: string } | null) =>
    output?.scriptpubkey === scriptHex
  const sum = (values: ReadonlyArray<number>) =>
    values.reduce((total, value) => total + BigInt(value), 0n)
  const spent = sum(
    transaction.vin.flatMap((input) => (own(input.prevout) ? [input.prevout!.value] : [])),
  )
  const received = sum(transaction.vout.flatMap((output) => (own(output) ? [output.value] : [])))
  const paidOthers = sum(transaction.vout.flatMap((output) => (own(output) ? [] : [output.value])))
  const sent = spent > 0n
  const allInputsOwn = transaction.vin.every((input) => own(input.prevout))
  const out = allInputsOwn ? paidOthers : spent - received
  const transfers = !sent
    ? [toTransfer(received, "in")]
    : paidOthers === 0n
      ? [toTransfer(received, "self")]
      : [toTransfer(out, "out")]
  const firstOther = transaction.vout.find((output) => !own(output))
  const self = transaction.vout.find(own)
  return {
    id: `${chain.caipNetworkId}:${transaction.txid}`,
    metadata: {
      operationType: sent ? "send" : "receive",
      hash: transaction.txid,
      minedAt: new Date(transaction.status.block_time * 1000).toISOString(),
      sentFrom: transaction.vin[0]?.prevout?.scriptpubkey_address ?? "",
      sentTo: sent
        ? (firstOther?.scriptpubkey_address ?? self?.scriptpubkey_address ?? "")
        : (self?.scriptpubkey_address ?? ""),
      status: transaction.status.confirmed ? "confirmed" : "pending",
      // Bitcoin transactions have no nonce: the outputs they spend order them.
      nonce: 0,
      application: null,
      chain: chain.caipNetworkId,
    },
    transfers,
  }
}

/** Where a page of history starts and how long it is. */
export interface BitcoinHistoryPage {
  /** The `next` of the previous page: the txid of its last transaction. */
  readonly cursor: string | undefined
  readonly limit: number
}

/**
 * One page of an address's history on a Bitcoin chain, newest first, read from its Esplora
 * API (/address/:a/txs/chain, 25 a page, after the cursor's txid), each transaction told as
 * what it moved for the address (`scriptHex`, its output script). `next` is the txid of the
 * page's last transaction (null on the last page). Throws {@link BitcoinCursorInvalidError}
 * for a cursor that is not a txid of the address's history.
 */
export const bitcoinHistory = async (
  chain: ServedBitcoinChain,
  address: string,
  scriptHex: string,
  page: BitcoinHistoryPage,
): Promise<TransactionHistory> => {
  const { cursor, limit } = page
  if (cursor !== undefined && !/^[0-9a-f]{64}$/.test(cursor)) {
    throw new BitcoinCursorInvalidError(cursor)
  }
  const base = `/address/${encodeURIComponent(address)}/txs/chain`
  const listed: EsploraTransaction[] = []
  let after = cursor
  // One more than the page holds tells whether another page follows.
  while (listed.length <= limit) {
    let batch: EsploraTransaction[]
    try {
      batch = await readEsplora<EsploraTransaction[]>(
        chain,
        after === undefined ? base : `${base}/${after}`,
      )
    } catch (error) {
      if (error instanceof EsploraStatusError && error.status === 400 && after === cursor) {
        throw new BitcoinCursorInvalidError(cursor ?? "")
      }
      throw error
    }
    listed.push(...batch)
    if (batch.length < esploraPageSize) break
    after = batch.at(-1)?.txid
  }
  const shown = listed.slice(0, limit)
  return {
    data: shown.map((transaction) => toTransaction(chain, scriptHex, transaction)),
    next: listed.length > limit ? (shown.at(-1)?.txid ?? null) : null,
  }
}
