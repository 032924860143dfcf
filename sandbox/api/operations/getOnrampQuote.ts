import { randomUUID } from "node:crypto"
import { formatUnits } from "viem"
import {
  findOnrampAsset,
  findOnrampDevnet,
  onrampPaymentCurrencies,
} from "../../onramp/onrampCatalog"
import { priceOnrampPurchase } from "../../onramp/priceOnrampPurchase"
import { formatFiatCents, parseFiatCents, withinLimit } from "../../onramp/quoteOnramp"
import { failed, type OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"

/**
 * A quote from the sandbox's prices: the subtotal is the amount paid, the purchase amount is
 * subtotal / price of the asset, the network fee is the delivery's gas at the devnet's gas
 * price in dollars, and the total is subtotal + network fee. The devnet is the purchase
 * currency's network named by `network` (a network name or chain id), else its first network
 * the sandbox serves. An amount outside every payment method's limits is a 400 that lists them.
 */
export const getOnrampQuote: OperationHandler<"getOnrampQuote"> = async (request, context) => {
  const { purchaseCurrency, paymentCurrency, amount, network } = request.body
  const payment = onrampPaymentCurrencies.find(
    (currency) => currency.id.toUpperCase() === paymentCurrency.id.toUpperCase(),
  )
  if (payment === undefined) {
    const taken = onrampPaymentCurrencies.map((currency) => currency.id).join(", ")
    return failed(
      400,
      "paymentCurrency.id",
      `Unsupported payment currency: ${paymentCurrency.id} (the sandbox onramp takes ${taken})`,
    )
  }
  const cents = parseFiatCents(amount)
  if (cents === undefined) {
    return failed(400, "amount", `Invalid amount: ${amount} (decimal text, at most 2 decimals)`)
  }
  if (!payment.payment_method_limits.some((limit) => withinLimit(cents, limit))) {
    const limits = payment.payment_method_limits
      .map((limit) => `${limit.id} ${limit.min} to ${limit.max}`)
      .join(", ")
    return failed(
      400,
      "amount",
      `Amount ${amount} ${payment.id} is outside the payment limits: ${limits} ${payment.id}`,
    )
  }
  const candidates = purchaseCurrency.networks.flatMap((each) => {
    const devnet = findOnrampDevnet(context.devnets, each.chain_id)
    return devnet === undefined ? [] : [{ name: each.name, devnet }]
  })
  const devnet = (candidates.find((each) => each.name === network) ?? candidates[0])?.devnet
  if (devnet === undefined) {
    return failed(
      400,
      "purchaseCurrency.networks",
      `None of the networks of ${purchaseCurrency.symbol} is a sandbox devnet`,
    )
  }
  const asset = findOnrampAsset(devnet, purchaseCurrency.symbol)
  if (asset === undefined) {
    return failed(
      400,
      "purchaseCurrency.symbol",
      `The sandbox onramp does not sell ${purchaseCurrency.symbol} on ${devnet.caipNetworkId}`,
    )
  }
  const priced = await readDevnet(devnet, () => priceOnrampPurchase(devnet, asset, cents))
  if (priced._tag === "NoPrice") {
    return failed(400, "purchaseCurrency.symbol", `The sandbox has no price for ${priced.symbol}`)
  }
  const fiat = (value: bigint) => ({ amount: formatFiatCents(value), currency: payment.id })
  return {
    _tag: "Ok",
    body: {
      paymentSubtotal: fiat(priced.subtotalCents),
      networkFee: fiat(priced.networkFeeCents),
      paymentTotal: fiat(priced.totalCents),
      purchaseAmount: {
        amount: formatUnits(priced.purchaseUnits, asset.decimals),
        currency: asset.symbol,
      },
      quoteId: `sandbox-quote-${randomUUID()}`,
    },
  }
}
