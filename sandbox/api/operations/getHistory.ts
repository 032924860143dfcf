import { type Address, formatUnits } from "viem"
import type { HistoryTransaction, HistoryTransfer } from "../../../core/api/generated/schemas"
import {
  type AccountActivityItem,
  ActivityCursorInvalidError,
  readAccountActivity,
} from "../../devnet/readAccountActivity"
import {
  type InternalNativeTransfer,
  readInternalNativeTransfers,
} from "../../devnet/readInternalNativeTransfers"
import { type PricesUsd, readPoolPricesUsd } from "../../exchange/poolPrices"
import { type AssetInfo, nativeAssetInfo, tokenAssetInfo } from "../assetInfo"
import { BitcoinCursorInvalidError, bitcoinHistory } from "../bitcoin/bitcoinHistory"
import { echoInput } from "../echoInput"
import { failed, type OperationHandler } from "../OperationHandler"
import { readAccountAddress } from "../parseAccountAddress"
import { readDevnet } from "../readDevnet"
import { resolveDevnets } from "../resolveDevnets"
import type { ServedDevnet } from "../SandboxDevnet"
import { SolanaCursorInvalidError, solanaHistory } from "../solana/solanaHistory"

const same = (a: string | null, b: string): boolean =>
  a !== null && a.toLowerCase() === b.toLowerCase()

const directionOf = (
  account: Address,
  from: string,
  to: string | null,
): HistoryTransfer["direction"] =>
  same(from, account) ? (same(to, account) ? "self" : "out") : "in"

/** An asset movement; a spam token also carries nft_info with is_spam, which hides it (spec 5). */
const toTransfer = (
  asset: AssetInfo | undefined,
  amount: bigint,
  decimals: number,
  direction: HistoryTransfer["direction"],
): HistoryTransfer => {
  const numeric = formatUnits(amount, decimals)
  const price = asset?.priceUsd ?? null
  return {
    fungible_info:
      asset === undefined
        ? { name: null, symbol: null, icon: null }
        : { name: asset.name, symbol: asset.symbol, icon: { url: asset.iconUrl } },
    nft_info:
      asset?.spam === true ? { name: asset.name, content: null, flags: { is_spam: true } } : null,
    direction,
    quantity: { numeric },
    value: price === null ? null : Number(numeric) * price,
    price,
  }
}

/**
 * What the transaction was for the account: deploy, trade (a call of the devnet exchange's
 * router, as the real service calls a swap), send, execute (no value moved) or receive.
 */
const operationTypeOf = (
  devnet: ServedDevnet,
  account: Address,
  item: AccountActivityItem,
): string => {
  if (!same(item.from, account)) return "receive"
  if (item.to === null) return "deploy"
  if (devnet.exchange !== undefined && same(item.to, devnet.exchange.router)) return "trade"
  return item.nativeValue > 0n || item.tokenTransfers.length > 0 ? "send" : "execute"
}

const toTransaction = (
  devnet: ServedDevnet,
  prices: PricesUsd,
  account: Address,
  item: AccountActivityItem,
  internal: ReadonlyArray<InternalNativeTransfer>,
): HistoryTransaction => {
  // A reverted transaction moved no ether; its logs (hence token transfers) are gone too.
  const native =
    item.nativeValue > 0n && item.status === "confirmed"
      ? [
          toTransfer(
            nativeAssetInfo(prices),
            item.nativeValue,
            18,
            directionOf(account, item.from, item.to),
          ),
        ]
      : []
  const tokens = item.tokenTransfers.map((transfer) => {
    const token = devnet.tokens.find((t) => same(t.address, transfer.token))
    const asset = token === undefined ? undefined : tokenAssetInfo(token, prices)
    // An unknown token's decimals are unknown: its amount stays in base units.
    return toTransfer(
      asset,
      transfer.value,
      asset?.decimals ?? 0,
      directionOf(account, transfer.from, transfer.to),
    )
  })
  // Ether a contract paid the account (a token-to-ETH swap's proceeds) or that the account
  // paid as a contract: the real service lists both sides of a trade.
  const internalNative = internal.map((transfer) =>
    toTransfer(
      nativeAssetInfo(prices),
      transfer.value,
      18,
      directionOf(account, transfer.from, transfer.to),
    ),
  )
  return {
    id: `${devnet.caipNetworkId}:${item.hash}`,
    metadata: {
      operationType: operationTypeOf(devnet, account, item),
      hash: item.hash,
      minedAt: new Date(item.timestamp * 1000).toISOString(),
      sentFrom: item.from,
      sentTo: item.to ?? item.contractAddress ?? "",
      status: item.status,
      nonce: item.nonce,
      application: null,
      chain: devnet.caipNetworkId,
    },
    transfers: [...native, ...tokens, ...internalNative],
  }
}

/**
 * One page of an account's history on a devnet, newest first, indexed from the devnet's
 * blocks and ERC-20 Transfer logs, with an opaque `next` cursor (null on the last page). The
 * ether contracts moved to or from the account in the listed transactions is read from the
 * node's call traces (`debug_traceTransaction`), as no log records it; a transaction the node
 * has no trace of (a restarted devnet's seeding) lists what its block and logs show.
 * The network comes from `chainId` (CAIP-2) or a CAIP-10 address: history is listed per
 * network. On a Solana devnet the page is `solanaHistory`'s (getSignaturesForAddress and
 * getTransaction, told from the balances each transaction changed); on the Bitcoin chain
 * `bitcoinHistory`'s (its Esplora API's pages, told from the outputs each spent and paid). Onramp purchases (`onramp=coinbase`) are empty here: `startSandbox` wraps this
 * handler with its onramp page's orders (sandbox/onramp/withOnrampHistory), which lists them
 * once this handler has checked the request. A devnet that does not answer is a 502 naming
 * it (`readDevnet` throws, the server answers).
 */
export const getHistory: OperationHandler<"getHistory"> = async (request, context) => {
  const raw = request.params.address ?? ""
  const account = readAccountAddress(raw)
  if (account._tag === "Invalid") return failed(400, "address", account.description)
  const network = request.query.get("chainId") ?? account.caipNetworkId
  if (network === undefined) {
    return failed(400, "chainId", "The sandbox lists history per network: give chainId (CAIP-2)")
  }
  const resolved = resolveDevnets(context, raw, network)
  if (resolved._tag === "Failed") return resolved
  const onramp = request.query.get("onramp")
  if (onramp !== null) {
    return onramp === "coinbase"
      ? { _tag: "Ok", body: { data: [], next: null } }
      : failed(400, "onramp", `Invalid value of onramp: expected coinbase, got ${onramp}`)
  }
  const cursor = request.query.get("cursor") ?? undefined
  if (resolved._tag === "Bitcoin") {
    const [chain] = resolved.devnets
    if (chain === undefined) return failed(400, "chainId", `Unsupported chain: ${network}`)
    try {
      const page = { cursor, limit: context.historyPageSize }
      return {
        _tag: "Ok",
        body: await bitcoinHistory(chain, resolved.address, resolved.scriptHex, page),
      }
    } catch (error) {
      if (error instanceof BitcoinCursorInvalidError) {
        return failed(400, "cursor", `Invalid cursor: ${echoInput(error.cursor)}`)
      }
      throw error
    }
  }
  if (resolved._tag === "Solana") {
    const [devnet] = resolved.devnets
    if (devnet === undefined) return failed(400, "chainId", `Unsupported chain: ${network}`)
    try {
      const page = { cursor, limit: context.historyPageSize }
      return { _tag: "Ok", body: await solanaHistory(devnet, resolved.address, page) }
    } catch (error) {
      if (error instanceof SolanaCursorInvalidError) {
        return failed(400, "cursor", `Invalid cursor: ${echoInput(error.cursor)}`)
      }
      throw error
    }
  }
  const [devnet] = resolved.devnets
  if (devnet === undefined) return failed(400, "chainId", `Unsupported chain: ${network}`)
  try {
    // Values are at the pools' prices now, as the real service values history at today's.
    const [page, prices] = await readDevnet(devnet, () =>
      Promise.all([
        readAccountActivity(devnet.client, resolved.address, {
          chainId: devnet.chainId,
          cursor,
          limit: context.historyPageSize,
        }),
        readPoolPricesUsd(devnet),
      ]),
    )
    // Traced only for what the page lists; a reverted transaction moved no ether.
    const internal = await readDevnet(devnet, () =>
      Promise.all(
        page.items.map((item) =>
          item.status === "confirmed"
            ? readInternalNativeTransfers(devnet.client, item.hash, resolved.address)
            : [],
        ),
      ),
    )
    return {
      _tag: "Ok",
      body: {
        data: page.items.map((item, index) =>
          toTransaction(devnet, prices, resolved.address, item, internal[index] ?? []),
        ),
        next: page.next ?? null,
      },
    }
  } catch (error) {
    if (error instanceof ActivityCursorInvalidError) {
      return failed(400, "cursor", `Invalid cursor: ${cursor}`)
    }
    throw error
  }
}
