import { useEffect, useRef, useState } from "react"
import {
  TextField,
  type TokenOption,
  TokenPicker,
  textStyles,
  useMessage,
} from "../../../../ui/plugin"
import type { SwapToken } from "../../SwapToken"
import { searchSwapTokens } from "../../swapTokenLists"
import * as styles from "../Swap.css"

/** Which token of the swap: the one paid (source) or the one received. */
export type Side = "source" | "to"

const toOption = (token: SwapToken): TokenOption => ({
  id: token.caipAddress,
  symbol: token.symbol,
  name: token.name,
  icon: token.logoUri,
})

/**
 * The token choice, a step of the view in place of the form: what is chosen, Cancel (back to the
 * form), a search field (focused on arrival) and the matching tokens.
 */
export const TokenChooser = (props: {
  side: Side
  tokens: ReadonlyArray<SwapToken>
  selected: SwapToken | undefined
  onSelect: (token: SwapToken) => void
  onBack: () => void
}) => {
  const message = useMessage()
  const [search, setSearch] = useState("")
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    root.current?.querySelector("input")?.focus()
  }, [])
  const shown = searchSwapTokens(props.tokens, search)
  return (
    <div ref={root} className={textStyles.stack}>
      <div className={styles.chooserHeader}>
        <p className={styles.chooserTitle}>
          {message(props.side === "source" ? "swap.source.choose" : "swap.to.choose")}
        </p>
        <button type="button" className={styles.cancelButton} onClick={props.onBack}>
          {message("swap.token.cancel")}
        </button>
      </div>
      <TextField
        label={message("swap.token.search")}
        value={search}
        onChange={setSearch}
        autoComplete="off"
        spellCheck={false}
      />
      {shown.length === 0 ? (
        <p className={textStyles.paragraph}>{message("swap.token.none")}</p>
      ) : (
        <TokenPicker
          label={message("swap.token.list")}
          tokens={shown.map(toOption)}
          selected={props.selected?.caipAddress}
          onSelect={(id) => {
            const token = shown.find((candidate) => candidate.caipAddress === id)
            if (token !== undefined) props.onSelect(token)
          }}
        />
      )}
    </div>
  )
}
