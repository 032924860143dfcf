import { parsePayAsset, parsePayRecipient } from "../../pay/parsePayAsset"
import { invalidAmountDescription, nativeDecimals, payAmountUnits } from "../../pay/payAmount"
import { sendableAsset } from "../../pay/sandboxPayAsset"
import { sandboxPayExchanges } from "../../pay/sandboxPayExchanges"
import type { PayPage } from "../../pay/startPayPage"
import { echoInput } from "../echoInput"
import { failed, type OperationHandler } from "../OperationHandler"
import { invalidPayAssetDescription } from "./listPayExchanges"

/** The description of the 503 when the API runs without the sandbox exchange's pay page. */
export const payPageMissingDescription =
  "The sandbox exchange's pay page is not running: it starts with the whole sandbox (startSandbox)"

/**
 * POST /v1/pay/sessions served by the sandbox exchange's pay `page`: checks the payment (a
 * listed exchange, a CAIP-19 asset the exchange sends, i.e. a served EVM devnet's native
 * currency or a served Solana devnet's SOL or known SPL token, a CAIP-10 recipient on the
 * asset's network, a positive amount with at most the asset's decimals), starts an
 * IN_PROGRESS session and answers its page and id. Without a page, a valid request is a 503.
 */
export const createPayUrlAt =
  (page: PayPage | undefined): OperationHandler<"createPayUrl"> =>
  async (request, context) => {
    const { exchangeId, amount } = request.body
    const exchange = sandboxPayExchanges.find((e) => e.id === exchangeId)
    if (exchange === undefined) {
      const known = sandboxPayExchanges.map((e) => e.id).join(", ")
      const description = `Unknown exchange: ${echoInput(exchangeId)} (the sandbox's: ${known})`
      return failed(400, "exchangeId", description)
    }
    const asset = parsePayAsset(request.body.asset)
    if (asset === undefined) {
      return failed(400, "asset", invalidPayAssetDescription(request.body.asset))
    }
    const recipient = parsePayRecipient(request.body.recipient)
    if (recipient === undefined) {
      return failed(
        400,
        "recipient",
        `Invalid recipient: ${echoInput(request.body.recipient)} (a CAIP-10 address such as eip155:1:0x… or solana:<ref>:<base58>)`,
      )
    }
    if (recipient.caipNetworkId !== asset.caipNetworkId) {
      return failed(
        400,
        "recipient",
        `The recipient is on ${recipient.caipNetworkId}, the asset on ${asset.caipNetworkId}`,
      )
    }
    const sendable = sendableAsset(asset, context)
    const decimals = sendable?.decimals ?? nativeDecimals
    const value = payAmountUnits(amount, decimals)
    if (value === undefined) {
      return failed(400, "amount", invalidAmountDescription(amount, decimals))
    }
    if (sendable === undefined) {
      return failed(400, "asset", `${exchange.name} does not send ${request.body.asset}`)
    }
    if (page === undefined) return failed(503, "sandbox", payPageMissingDescription)
    const onSolana = asset.kind === "sol" || asset.kind === "spl"
    if (onSolana && page.solanaPayer(asset.caipNetworkId) === undefined) {
      return failed(400, "asset", `${exchange.name} does not send ${request.body.asset}`)
    }
    const session = page.sessions.start({
      exchangeId,
      asset: request.body.asset,
      amount,
      value,
      symbol: sendable.symbol,
      payAsset: asset,
      recipient: recipient.address,
    })
    return { _tag: "Ok", body: { url: page.sessionUrl(session), sessionId: session.id } }
  }

/** The API's own handler, without a page: `startSandbox` gives the API one with its page. */
export const createPayUrl = createPayUrlAt(undefined)
