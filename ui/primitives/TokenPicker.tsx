import { useId } from "react"
import { ListButton } from "./ListButton"
import { list } from "./ListButton.css"
import { LogoImage, type LogoImageProps } from "./LogoImage"
import { picker, pickerLabel } from "./TokenPicker.css"

/** A token the visitor may choose (native or ERC-20). */
export interface TokenOption {
  /** Unique in the list: the token's address, or a fixed id for the native token. */
  readonly id: string
  readonly symbol: string
  /** The token's name, shown before its symbol when known. */
  readonly name?: string | undefined
  /** An icon URL; drawn only when it is a data:image/ or https: URL. */
  readonly icon?: string | undefined
  /** The balance as the visitor should read it ("1.2345"), shown at the row's end. */
  readonly balance?: string | undefined
}

/** Props of {@link TokenPicker}. */
export interface TokenPickerProps {
  /** The visible label; it names the list. */
  readonly label: string
  readonly tokens: ReadonlyArray<TokenOption>
  /** The id of the chosen token, if any. */
  readonly selected: string | undefined
  readonly onSelect: (id: string) => void
  /** The logos' shape: `round` (tokens, networks; the default) or `square` (payment methods). */
  readonly shape?: LogoImageProps["shape"]
}

/**
 * A labelled list of tokens to choose from, one row button each (logo, name and symbol,
 * balance); the chosen one is pressed (`aria-pressed`), which outlines it. A token without a
 * logo it may draw (none, unsafe or broken) shows its symbol's first letter instead.
 * @example
 * <TokenPicker label={message("myPlugin.token")} tokens={tokens} selected={token} onSelect={onToken} />
 */
export const TokenPicker = ({
  label,
  tokens,
  selected,
  onSelect,
  shape = "round",
}: TokenPickerProps) => {
  const labelId = useId()
  return (
    <div className={picker}>
      <p id={labelId} className={pickerLabel}>
        {label}
      </p>
      <ul className={list} aria-labelledby={labelId}>
        {tokens.map((token) => (
          <li key={token.id}>
            <ListButton
              label={token.name === undefined ? token.symbol : `${token.name} (${token.symbol})`}
              logo={<LogoImage src={token.icon} name={token.symbol} shape={shape} />}
              tag={token.balance}
              aria-pressed={token.id === selected}
              onClick={() => onSelect(token.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
