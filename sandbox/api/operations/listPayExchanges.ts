import { parsePayAsset } from "../../pay/parsePayAsset"
import { invalidAmountDescription, nativeDecimals, payAmountUnits } from "../../pay/payAmount"
import {
  payExchangesPageSize,
  payerAccountIndex,
  sandboxPayExchanges,
} from "../../pay/sandboxPayExchanges"
import { echoInput } from "../echoInput"
import { type FailedReply, failed, type OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"

/** The description of a 400 for an asset that is not an EVM CAIP-19 id. */
export const invalidPayAssetDescription = (asset: string): string =>
  `Invalid asset: ${echoInput(asset)} (a CAIP-19 id such as eip155:1/slip44:60 or eip155:1/erc20:0x…)`

const pageOf = (text: string | null): number | FailedReply => {
  if (text === null) return 0
  if (!/^\d{1,6}$/.test(text)) {
    return failed(400, "page", `Invalid page: ${text} (a whole number from 0)`)
  }
  return Number(text)
}

/**
 * GET /v1/pay/exchanges: the sandbox exchange, for the native currency of a devnet the
 * sandbox serves, and only when its account holds `amount` (when given); any other asset
 * has no exchange (an empty list). Pages of {@link payExchangesPageSize}. A devnet that does
 * not answer is a 502 naming it (`readDevnet` throws, the server answers).
 */
export const listPayExchanges: OperationHandler<"listPayExchanges"> = async (request, context) => {
  const assetText = request.query.get("asset") ?? ""
  const asset = parsePayAsset(assetText)
  if (asset === undefined) return failed(400, "asset", invalidPayAssetDescription(assetText))
  const amountText = request.query.get("amount")
  const value = amountText === null ? 0n : payAmountUnits(amountText, nativeDecimals)
  if (value === undefined) return failed(400, "amount", invalidAmountDescription(amountText ?? ""))
  const page = pageOf(request.query.get("page"))
  if (typeof page !== "number") return page

  const devnet = context.devnet(asset.caipNetworkId)
  const payer = devnet?.accounts[payerAccountIndex]
  const canPay =
    asset.kind === "native" &&
    devnet !== undefined &&
    payer !== undefined &&
    (await readDevnet(devnet, () => devnet.client.getBalance({ address: payer.address }))) >= value
  const exchanges = canPay ? sandboxPayExchanges : []
  const start = page * payExchangesPageSize
  return {
    _tag: "Ok",
    body: {
      exchanges: exchanges.slice(start, start + payExchangesPageSize),
      total: exchanges.length,
    },
  }
}
