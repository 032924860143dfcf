import { randomUUID } from "node:crypto"
import { formatUnits } from "viem"
import {
  findOnrampAsset,
  findOnrampDevnet,
  onrampPaymentCurrencies,
} from "../../onramp/onrampCatalog"
import {
  findOnrampSolanaAsset,
  findOnrampSolanaDevnet,
  priceSolanaOnrampPurchase,
} from "../../onramp/onrampSolanaCatalog"
import { type PricedPurchase, priceOnrampPurchase } from "../../onramp/priceOnrampPurchase"
import { formatFiatCents, parseFiatCents, withinLimit } from "../../onramp/quoteOnramp"
import { failed, type OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"
import type { ServedDevnet } from "../SandboxDevnet"
import type { ServedSolanaDevnet } from "../solana/SandboxSolanaDevnet"

/**
 * A quote from the sandbox's prices: the subtotal is the amount paid, the purchase amount is
 * subtotal / price of the asset, the network fee is the delivery's gas at the devnet's gas
 * price in dollars (on a Solana devnet: its one signature's fee at the SOL price, plus a token
 * account's rent for an SPL token), and the total
 * is subtotal + network fee. The devnet is the purchase currency's network named by `network`
 * (a network name), else its first network the sandbox serves (EVM or Solana, by chain id). An amount outside every payment method's limits is a 400 that lists them.
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
  // Each network the sandbox serves: an EVM devnet or a Solana devnet, by its chain id.
  type Chain =
    | { readonly _tag: "Evm"; readonly devnet: ServedDevnet }
    | { readonly _tag: "Solana"; readonly solana: ServedSolanaDevnet }
  const candidates = purchaseCurrency.networks.flatMap(
    (each): Array<{ name: string; chain: Chain }> => {
      const devnet = findOnrampDevnet(context.devnets, each.chain_id)
      if (devnet !== undefined)
        return [{ name: each.name, chain: { _tag: "Evm" as const, devnet } }]
      const solana = findOnrampSolanaDevnet(context.solanaDevnets, each.chain_id)
      return solana === undefined
        ? []
        : [{ name: each.name, chain: { _tag: "Solana" as const, solana } }]
    },
  )
  const chain = (candidates.find((each) => each.name === network) ?? candidates[0])?.chain
  if (chain === undefined) {
    return failed(
      400,
      "purchaseCurrency.networks",
      `None of the networks of ${purchaseCurrency.symbol} is a sandbox devnet`,
    )
  }
  const unsold = (caipNetworkId: string) =>
    failed(
      400,
      "purchaseCurrency.symbol",
      `The sandbox onramp does not sell ${purchaseCurrency.symbol} on ${caipNetworkId}`,
    )
  let asset: { readonly symbol: string; readonly decimals: number }
  let priced: PricedPurchase
  if (chain._tag === "Solana") {
    const found = findOnrampSolanaAsset(chain.solana, purchaseCurrency.symbol)
    if (found === undefined) return unsold(chain.solana.caipNetworkId)
    asset = found
    priced = priceSolanaOnrampPurchase(found, cents)
  } else {
    const { devnet } = chain
    const found = findOnrampAsset(devnet, purchaseCurrency.symbol)
    if (found === undefined) return unsold(devnet.caipNetworkId)
    asset = found
    priced = await readDevnet(devnet, () => priceOnrampPurchase(devnet, found, cents))
  }
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
