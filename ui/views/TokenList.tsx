import { useId, useState } from "react"
import type { TokenBalance } from "../../core"
import { formatBalance } from "../format/formatBalance"
import { formatUsd } from "../format/formatUsd"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { list } from "../primitives/ListButton.css"
import { sectionHeading, stack } from "../primitives/Text.css"
import { tokenKey } from "./listedTokens"
import {
  amount,
  details,
  icon,
  initial,
  name as nameStyle,
  quantity,
  row,
  symbol as symbolStyle,
  value as valueStyle,
} from "./TokenList.css"

/**
 * A token's icon. The URL is drawn only when safe (data:image/ or https:); a missing, unsafe or
 * broken one shows the symbol's first letter instead. Decorative (alt=""): the token's name
 * follows it in the row.
 */
const TokenIcon = ({ url, symbol }: { readonly url: string; readonly symbol: string }) => {
  const [broken, setBroken] = useState<string | undefined>(undefined)
  if (isSafeImageUrl(url) && broken !== url) {
    return <img className={icon} src={url} alt="" onError={() => setBroken(url)} />
  }
  // The first character, not the first UTF-16 unit: a symbol may start with an emoji.
  const [first = ""] = symbol
  return <span className={`${icon} ${initial}`} data-initial={first} aria-hidden="true" />
}

/**
 * Props of {@link TokenList}: the tokens, and what names the list: its own heading (`label`),
 * or an element around it (`labelledBy`: the tab whose panel it is).
 */
export type TokenListProps = {
  /** The tokens in the order to show them, each once (see `listedTokens`). */
  readonly tokens: ReadonlyArray<TokenBalance>
} & (
  | {
      /** The visible heading; it names the list. */
      readonly label: string
      readonly labelledBy?: undefined
    }
  | {
      readonly label?: undefined
      /** The id of the element that names the list (no heading of its own is drawn). */
      readonly labelledBy: string
    }
)

/**
 * The account's tokens: a list named by its heading (or by the tab whose panel it is), one row
 * each with the icon, the name, the amount (cut to four decimals, as the balance is) and symbol,
 * and the USD value. Rows are text, not controls, so keyboard focus passes over the list. Names
 * and symbols are untrusted and render as text.
 */
export const TokenList = ({ label, labelledBy, tokens }: TokenListProps) => {
  const headingId = useId()
  return (
    <div className={stack}>
      {label === undefined ? null : (
        <h3 id={headingId} className={sectionHeading}>
          {label}
        </h3>
      )}
      <ul className={list} aria-labelledby={labelledBy ?? headingId}>
        {tokens.map((token) => {
          const usd = formatUsd(token.value)
          return (
            <li key={tokenKey(token)} className={row}>
              <TokenIcon url={token.iconUrl} symbol={token.symbol} />
              {/* Spaces between the parts, so that the row's text reads as words. */}
              <span className={details}>
                <span className={nameStyle}>{token.name === "" ? token.symbol : token.name}</span>{" "}
                {/* Amount then symbol, left to right in every language, as the balance reads. */}
                <span className={quantity}>
                  <bdi dir="ltr">
                    <span className={amount}>{formatBalance(token.quantity.numeric)}</span>{" "}
                    <span className={symbolStyle}>{token.symbol}</span>
                  </bdi>
                </span>
              </span>{" "}
              {usd === undefined ? null : <span className={valueStyle}>{usd}</span>}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
