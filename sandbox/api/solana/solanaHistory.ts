import { type Address, address, isSignature, type Signature } from "@solana/kit"
import { formatUnits } from "viem"
import type {
  HistoryTransaction,
  HistoryTransfer,
  TransactionHistory,
} from "../../../core/api/generated/schemas"
import type { AssetInfo } from "../assetInfo"
import { readSolanaDevnet, type ServedSolanaDevnet } from "./SandboxSolanaDevnet"
import { solAssetInfo, splTokenAssetInfo } from "./solanaAssets"
import { readOwnedTokenAccounts } from "./solanaBalances"

/** The `cursor` of a history request is not a page end the sandbox handed out. */
export class SolanaCursorInvalidError extends Error {
  constructor(readonly cursor: string) {
    super(`Invalid cursor: ${cursor}`)
    this.name = "SolanaCursorInvalidError"
  }
}

/** What one transaction moved for the account: an amount of one asset, signed. */
interface Movement {
  /** The asset, when the sandbox knows it by name; undefined for an unknown mint. */
  readonly asset: Omit<AssetInfo, "address"> | undefined
  readonly decimals: number
  /** Base units: positive in, negative out. */
  readonly delta: bigint
}

/** A transaction as getTransaction answers it in jsonParsed with version 0 accepted. */
type ParsedTransaction = NonNullable<Awaited<ReturnType<typeof readTransaction>>>

const readTransaction = (
  devnet: ServedSolanaDevnet,
  signature: Signature,
  abortSignal: AbortSignal,
) =>
  devnet.rpc
    .getTransaction(signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 })
    .send({ abortSignal })

const toTransfer = (movement: Movement): HistoryTransfer => {
  const numeric = formatUnits(
    movement.delta < 0n ? -movement.delta : movement.delta,
    movement.decimals,
  )
  const price = movement.asset?.priceUsd ?? null
  return {
    fungible_info:
      movement.asset === undefined
        ? { name: null, symbol: null, icon: null }
        : {
            name: movement.asset.name,
            symbol: movement.asset.symbol,
            icon: { url: movement.asset.iconUrl },
          },
    nft_info: null,
    direction: movement.delta > 0n ? "in" : "out",
    quantity: { numeric },
    value: price === null ? null : Number(numeric) * price,
    price,
  }
}

/** One entry of a transaction meta's pre- or postTokenBalances, as far as history reads it. */
interface MetaTokenBalance {
  readonly mint: string
  readonly owner?: string
  readonly uiTokenAmount: { readonly amount: string; readonly decimals: number }
}

/** A transaction meta's token balances summed by `keyOf` (entries it gives no key are left out). */
const sumTokenBalances = (
  balances: ReadonlyArray<MetaTokenBalance>,
  keyOf: (balance: MetaTokenBalance) => string | undefined,
) => {
  const sums = new Map<string, { readonly amount: bigint; readonly decimals: number }>()
  for (const balance of balances) {
    const key = keyOf(balance)
    if (key === undefined) continue
    sums.set(key, {
      amount: (sums.get(key)?.amount ?? 0n) + BigInt(balance.uiTokenAmount.amount),
      decimals: balance.uiTokenAmount.decimals,
    })
  }
  return sums
}

/**
 * What a transaction moved for `owner`, from its balances before and after (the sandbox parses
 * no program's instructions, and balances tell every program's transfers alike): SOL, the fee
 * given back to the fee payer (a fee is no transfer, as gas is none on EVM), then each token
 * whose balance over the owner's token accounts changed. A failed transaction moved nothing but
 * its fee.
 */
const movementsOf = (
  devnet: ServedSolanaDevnet,
  owner: string,
  transaction: ParsedTransaction,
): ReadonlyArray<Movement> => {
  const { meta } = transaction
  if (meta === null) return []
  const keys = transaction.transaction.message.accountKeys.map((key) => key.pubkey)
  const index = keys.indexOf(address(owner))
  const sol =
    index === -1
      ? 0n
      : BigInt(meta.postBalances[index] ?? 0n) -
        BigInt(meta.preBalances[index] ?? 0n) +
        (index === 0 ? BigInt(meta.fee) : 0n)
  // The owner's amount of each mint, over all its token accounts.
  const ownMint = (balance: MetaTokenBalance) =>
    balance.owner === owner ? balance.mint : undefined
  const before = sumTokenBalances(meta.preTokenBalances ?? [], ownMint)
  const after = sumTokenBalances(meta.postTokenBalances ?? [], ownMint)
  const tokens = [...new Set([...before.keys(), ...after.keys()])].flatMap((mint) => {
    const delta = (after.get(mint)?.amount ?? 0n) - (before.get(mint)?.amount ?? 0n)
    const decimals = after.get(mint)?.decimals ?? before.get(mint)?.decimals ?? 0
    const token = devnet.tokens.find((known) => known.mint === mint)
    return delta === 0n
      ? []
      : [{ asset: token === undefined ? undefined : splTokenAssetInfo(token), decimals, delta }]
  })
  return [
    ...(sol === 0n ? [] : [{ asset: solAssetInfo, decimals: solAssetInfo.decimals, delta: sol }]),
    ...tokens,
  ]
}

/**
 * Who the transaction sent to: the first owner, other than the fee payer, whose tokens grew,
 * else the first account whose SOL grew, else the program of its first instruction.
 */
const recipientOf = (transaction: ParsedTransaction): string => {
  const { meta } = transaction
  const { message } = transaction.transaction
  const keys = message.accountKeys.map((key) => key.pubkey)
  const feePayer = keys[0]
  if (meta !== null) {
    // What each owner held of each mint: an owner whose amount grew received tokens.
    const holding = (balance: MetaTokenBalance) =>
      balance.owner === undefined ? undefined : JSON.stringify([balance.owner, balance.mint])
    const before = sumTokenBalances(meta.preTokenBalances ?? [], holding)
    const after = sumTokenBalances(meta.postTokenBalances ?? [], holding)
    for (const balance of meta.postTokenBalances ?? []) {
      const key = holding(balance)
      if (key === undefined || balance.owner === undefined || balance.owner === feePayer) continue
      if ((after.get(key)?.amount ?? 0n) > (before.get(key)?.amount ?? 0n)) return balance.owner
    }
    const gainer = keys.findIndex(
      (key, index) =>
        key !== feePayer &&
        BigInt(meta.postBalances[index] ?? 0n) > BigInt(meta.preBalances[index] ?? 0n),
    )
    if (gainer !== -1) return keys[gainer] ?? ""
  }
  return message.instructions[0]?.programId ?? ""
}

const toTransaction = (
  devnet: ServedSolanaDevnet,
  owner: string,
  signature: Signature,
  transaction: ParsedTransaction,
): HistoryTransaction => {
  const feePayer = transaction.transaction.message.accountKeys[0]?.pubkey ?? ""
  const movements = movementsOf(devnet, owner, transaction)
  const moved = (out: boolean) => movements.some((movement) => movement.delta < 0n === out)
  const operationType =
    feePayer !== owner ? "receive" : moved(true) ? (moved(false) ? "trade" : "send") : "execute"
  return {
    id: `${devnet.caipNetworkId}:${signature}`,
    metadata: {
      operationType,
      hash: signature,
      minedAt: new Date(Number(transaction.blockTime ?? 0n) * 1000).toISOString(),
      sentFrom: feePayer,
      sentTo: recipientOf(transaction),
      status: transaction.meta?.err === null ? "confirmed" : "failed",
      // Solana transactions have no nonce; a recent blockhash orders them instead.
      nonce: 0,
      application: null,
      chain: devnet.caipNetworkId,
    },
    transfers: movements.map(toTransfer),
  }
}

/** Where a page of history starts and how long it is. */
export interface SolanaHistoryPage {
  /** The `next` of the previous page: the signature of its last transaction. */
  readonly cursor: string | undefined
  readonly limit: number
}

/**
 * One page of `owner`'s history on a Solana devnet, newest first: the transactions that name
 * the owner or one of its token accounts (getSignaturesForAddress of each, as a token
 * transfer to an existing account does not name its owner), each read with getTransaction
 * and told as what it moved for the owner. `next` is the signature of the page's last
 * transaction (null on the last page). Throws {@link SolanaCursorInvalidError} for a cursor
 * that is not a signature of the devnet's.
 */
export const solanaHistory = (
  devnet: ServedSolanaDevnet,
  owner: string,
  page: SolanaHistoryPage,
): Promise<TransactionHistory> =>
  readSolanaDevnet(devnet, async (abortSignal) => {
    const { cursor, limit } = page
    if (cursor !== undefined) {
      const known =
        isSignature(cursor) && (await readTransaction(devnet, cursor, abortSignal)) !== null
      if (!known) throw new SolanaCursorInvalidError(cursor)
    }
    const before = cursor === undefined || !isSignature(cursor) ? undefined : cursor
    const at = address(owner)
    const tokenAccounts = await readOwnedTokenAccounts(devnet, at, abortSignal)
    const lists = await Promise.all(
      [at, ...tokenAccounts.map((account): Address => account.address)].map((each) =>
        devnet.rpc
          .getSignaturesForAddress(each, {
            limit: limit + 1,
            ...(before === undefined ? {} : { before }),
          })
          .send({ abortSignal }),
      ),
    )
    const bySignature = new Map(lists.flat().map((entry) => [entry.signature, entry]))
    const newestFirst = [...bySignature.values()].sort((a, b) =>
      a.slot === b.slot ? 0 : a.slot > b.slot ? -1 : 1,
    )
    const listed = newestFirst.slice(0, limit)
    const transactions = await Promise.all(
      listed.map((entry) => readTransaction(devnet, entry.signature, abortSignal)),
    )
    return {
      data: listed.flatMap((entry, index) => {
        const transaction = transactions[index]
        return transaction === null || transaction === undefined
          ? []
          : [toTransaction(devnet, owner, entry.signature, transaction)]
      }),
      next: newestFirst.length > limit ? (listed.at(-1)?.signature ?? null) : null,
    }
  })
