import { type Address, maxUint256 } from "viem"
import { type AssetInfo, findAssetInfo, nativeAssetInfo, tokenAssetInfo } from "../api/assetInfo"
import { echoInput } from "../api/echoInput"
import { type FailedReply, failed, type SandboxContext } from "../api/OperationHandler"
import { parseAccountAddress } from "../api/parseAccountAddress"
import { nativeTokenAddress } from "../api/priceTable"
import type { ServedDevnet } from "../api/SandboxDevnet"
import type { SandboxExchange } from "./seedExchange"

/** A served devnet that has an exchange. */
export type ExchangeDevnet = ServedDevnet & { readonly exchange: SandboxExchange }

/** An asset named by a convert request, found on a devnet with an exchange. */
export interface SwapAsset {
  readonly devnet: ExchangeDevnet
  readonly asset: AssetInfo
  /** Its CAIP-10 address as the sandbox writes it (0xeeee…eeee for the native currency). */
  readonly caipAddress: string
  /** The ERC-20 the pools hold it as: the token itself, or WETH for the native currency. */
  readonly poolToken: Address
  readonly native: boolean
}

const isNative = (address: string) => address.toLowerCase() === nativeTokenAddress

/** The devnet of a CAIP-2 id if the sandbox serves it with an exchange; else the 400 to answer. */
export const exchangeDevnet = (
  context: SandboxContext,
  caipNetworkId: string,
  field: string,
): ExchangeDevnet | FailedReply => {
  const devnet = context.devnet(caipNetworkId)
  if (devnet === undefined) return failed(400, field, `Unsupported chain: ${caipNetworkId}`)
  if (devnet.exchange === undefined) {
    return failed(400, field, `Unsupported chain for swaps: ${caipNetworkId} has no exchange`)
  }
  return devnet as ExchangeDevnet
}

/** Whether a value is a failed reply rather than what was asked for. */
export const isFailed = <A>(value: A | FailedReply): value is FailedReply =>
  typeof value === "object" && value !== null && "_tag" in value && value._tag === "Failed"

/**
 * The assets a devnet's exchange swaps: its native currency, then every seeded token that
 * one of its pools holds (so never the spam AIRDROP, which has none).
 */
export const swapAssetsOf = (devnet: ExchangeDevnet): ReadonlyArray<AssetInfo> => {
  const pooled = new Set(
    devnet.exchange.pairs.flatMap((pool) => [pool.tokenA.toLowerCase(), pool.tokenB.toLowerCase()]),
  )
  return [
    nativeAssetInfo(),
    ...devnet.tokens
      .filter((token) => pooled.has(token.address.toLowerCase()))
      .map((token) => tokenAssetInfo(token)),
  ]
}

/**
 * Reads the CAIP-10 address of an asset in the query or body field `field`: a seeded token
 * or the native currency (0xeeee…eeee) of a devnet with an exchange; else the 400 to answer.
 */
export const resolveSwapAsset = (
  context: SandboxContext,
  caipAddress: string,
  field: string,
): SwapAsset | FailedReply => {
  const parsed = parseAccountAddress(caipAddress)
  if (parsed?.caipNetworkId === undefined) {
    return failed(400, field, `Invalid CAIP-10 address: ${caipAddress}`)
  }
  const devnet = exchangeDevnet(context, parsed.caipNetworkId, field)
  if (isFailed(devnet)) return devnet
  const asset = findAssetInfo(devnet, parsed.address)
  if (asset === undefined) {
    return failed(400, field, `Unknown token on ${devnet.caipNetworkId}: ${parsed.address}`)
  }
  const native = isNative(parsed.address)
  return {
    devnet,
    asset,
    caipAddress: `${devnet.caipNetworkId}:${native ? nativeTokenAddress : parsed.address}`,
    poolToken: asset.address ?? devnet.exchange.weth,
    native,
  }
}

/** The source and target of a swap, both on the same devnet. */
export interface SwapPair {
  readonly from: SwapAsset
  readonly to: SwapAsset
}

/**
 * Reads a swap's `from` and `to` CAIP-10 addresses: two different assets of the same
 * devnet with an exchange; else the 400 to answer.
 */
export const resolveSwapPair = (
  context: SandboxContext,
  from: string,
  to: string,
): SwapPair | FailedReply => {
  const source = resolveSwapAsset(context, from, "from")
  if (isFailed(source)) return source
  const target = resolveSwapAsset(context, to, "to")
  if (isFailed(target)) return target
  if (source.devnet !== target.devnet) {
    return failed(400, "to", `Cannot swap across networks: ${from} to ${to}`)
  }
  if (source.poolToken === target.poolToken) {
    return failed(400, "to", `Cannot swap an asset for itself: ${to}`)
  }
  return { from: source, to: target }
}

/** The most digits an amount may have: those of the largest uint256 (2^256 - 1). */
const maxAmountDigits = String(maxUint256).length

/**
 * Reads an amount in smallest units: decimal digits, more than zero and a uint256; else the
 * 400 to answer. The length is checked first: BigInt's parse grows faster than the text
 * (a 10-million-digit amount held the event loop for seconds), and no longer text is a uint256.
 */
export const parseSwapAmount = (text: string, field = "amount"): bigint | FailedReply => {
  const amount = text.length <= maxAmountDigits && /^\d+$/.test(text) ? BigInt(text) : undefined
  return amount !== undefined && amount > 0n && amount <= maxUint256
    ? amount
    : failed(
        400,
        field,
        `Invalid amount: ${echoInput(text)} (a whole number of smallest units above 0 and below 2^256)`,
      )
}

/** Reads the user's address, plain or CAIP-10; else the 400 to answer. */
export const parseSwapUser = (text: string, field = "userAddress"): Address | FailedReply => {
  const parsed = parseAccountAddress(text)
  return parsed === undefined ? failed(400, field, `Invalid address: ${text}`) : parsed.address
}
