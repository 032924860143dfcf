import { formatUnits } from "viem"
import { cutDecimals, useMessage } from "../../../../ui/plugin"
import type { SwapQuote } from "../../SwapState"
import type { SwapToken } from "../../SwapToken"
import { swapSlippage } from "../../swapSlippage"
import * as styles from "../Swap.css"

/** The quote's rows, label then value: price impact, network fee, slippage, minimum received. */
export const QuoteDetails = ({ quote, toToken }: { quote: SwapQuote; toToken: SwapToken }) => {
  const message = useMessage()
  if (quote._tag !== "Ready") return null
  const amount = (units: bigint, decimals: number, symbol: string) =>
    `${cutDecimals(formatUnits(units, decimals))} ${symbol}`
  const rows: ReadonlyArray<{ label: string; value: string; amount: boolean }> = [
    ...(quote.priceImpact === undefined
      ? []
      : [
          {
            label: message("swap.quote.priceImpact"),
            value: message("swap.quote.percent", { value: quote.priceImpact.toFixed(2) }),
            amount: true,
          },
        ]),
    quote.fee === undefined
      ? { label: message("swap.quote.fee"), value: message("swap.quote.unknown"), amount: false }
      : {
          label: message("swap.quote.fee"),
          value: amount(quote.fee, quote.feeCurrency.decimals, quote.feeCurrency.symbol),
          amount: true,
        },
    {
      label: message("swap.quote.slippage"),
      value: message("swap.quote.percent", { value: swapSlippage }),
      amount: true,
    },
    {
      label: message("swap.quote.minimumReceived"),
      value: amount(quote.amountOutMin, toToken.decimals, toToken.symbol),
      amount: true,
    },
  ]
  return (
    <dl className={styles.quoteRows}>
      {rows.map((row) => (
        <div key={row.label} className={styles.quoteRow}>
          <dt className={styles.quoteLabel}>{row.label}</dt>
          <dd className={styles.quoteValue} dir={row.amount ? "ltr" : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
