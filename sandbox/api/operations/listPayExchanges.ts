import { parsePayAsset } from "../../pay/parsePayAsset"
import { invalidAmountDescription, nativeDecimals, payAmountUnits } from "../../pay/payAmount"
import { exchangeBalance, sendableAsset } from "../../pay/sandboxPayAsset"
import { payExchangesPageSize, sandboxPayExchanges } from "../../pay/sandboxPayExchanges"
import type { PayPage } from "../../pay/startPayPage"
import { echoInput } from "../echoInput"
import { type FailedReply, failed, type OperationHandler } from "../OperationHandler"

/** The description of a 400 for an asset that is not an EVM or Solana CAIP-19 id. */
export const invalidPayAssetDescription = (asset: string): string =>
  `Invalid asset: ${echoInput(asset)} (a CAIP-19 id such as eip155:1/slip44:60, eip155:1/erc20:0x…, solana:<ref>/slip44:501 or solana:<ref>/token:<mint>)`

const pageOf = (text: string | null): number | FailedReply => {
  if (text === null) return 0
  if (!/^\d{1,6}$/.test(text)) {
    return failed(400, "page", `Invalid page: ${text} (a whole number from 0)`)
  }
  return Number(text)
}

/**
 * GET /v1/pay/exchanges with the sandbox exchange's pay `page`: the sandbox exchange, for what
 * it sends (a served EVM devnet's ETH; a served Solana devnet's SOL and known SPL token, where
 * the page pays), and only when its account holds `amount` (when given; an amount has at most
 * the asset's decimals); any other asset has no exchange (an empty list). Pages of
 * {@link payExchangesPageSize}. A devnet that does not answer is a 502 naming it (the read
 * throws, the server answers).
 */
export const listPayExchangesAt =
  (page: PayPage | undefined): OperationHandler<"listPayExchanges"> =>
  async (request, context) => {
    const assetText = request.query.get("asset") ?? ""
    const asset = parsePayAsset(assetText)
    if (asset === undefined) return failed(400, "asset", invalidPayAssetDescription(assetText))
    const sendable = sendableAsset(asset, context)
    const decimals = sendable?.decimals ?? nativeDecimals
    const amountText = request.query.get("amount")
    const value = amountText === null ? 0n : payAmountUnits(amountText, decimals)
    if (value === undefined) {
      return failed(400, "amount", invalidAmountDescription(amountText ?? "", decimals))
    }
    const pageNumber = pageOf(request.query.get("page"))
    if (typeof pageNumber !== "number") return pageNumber

    const held = sendable === undefined ? undefined : await exchangeBalance(asset, context, page)
    const exchanges = held !== undefined && held >= value ? sandboxPayExchanges : []
    const start = pageNumber * payExchangesPageSize
    return {
      _tag: "Ok",
      body: {
        exchanges: exchanges.slice(start, start + payExchangesPageSize),
        total: exchanges.length,
      },
    }
  }

/**
 * The API's own handler, without a pay page: EVM devnets' ETH only (the Solana exchange
 * account is the page's); `startSandbox` gives the API the page's.
 */
export const listPayExchanges = listPayExchangesAt(undefined)
