import { amount, amountLarge, controlLarge, max as maxStyle } from "./AmountField.css"
import { LogoImage } from "./LogoImage"
import { TextField, type TextFieldProps } from "./TextField"

/** Props of {@link AmountField}. */
export interface AmountFieldProps
  extends Omit<
    TextFieldProps,
    "suffix" | "inputMode" | "type" | "size" | "inputClassName" | "controlClassName" | "hintAction"
  > {
  /** The token's symbol, shown after the amount ("ETH"). */
  readonly symbol?: string | undefined
  /** The token's logo, drawn before the symbol (its first letter when missing or unsafe). */
  readonly icon?: string | undefined
  /**
   * Fills in the most the visitor can use (the balance, less what the fee needs): a Max button
   * at the end of the hint's line, named `maxLabel`. Both are needed for the button to show.
   */
  readonly onMax?: (() => void) | undefined
  /** The Max button's text ("Max"). */
  readonly maxLabel?: string | undefined
  /** A form's main amount (a token box): larger figures in a taller box. */
  readonly large?: boolean | undefined
}

/**
 * A text field for a decimal amount with the token's symbol (and logo) after it, and optionally
 * the balance as its hint with a Max button. It opens the decimal keypad on phones and reads a
 * decimal comma (which some locales' keypads type) as a dot; the text is otherwise passed on
 * as typed, so the caller validates it (spec 5 decimal text).
 * @example
 * <AmountField label={message("myPlugin.amount")} symbol="ETH" value={amount} onChange={onAmount} />
 * <AmountField large label="Amount" symbol="ETH" icon={eth.icon} hint="Balance: 1.5 ETH"
 *   onMax={() => onAmount("1.5")} maxLabel="Max" value={amount} onChange={onAmount} />
 */
export const AmountField = ({
  symbol,
  icon,
  onMax,
  maxLabel,
  large = false,
  onChange,
  ...props
}: AmountFieldProps) => {
  const hasSymbol = symbol !== undefined && symbol !== ""
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      placeholder="0"
      {...props}
      type="text"
      inputMode="decimal"
      inputClassName={large ? `${amount} ${amountLarge}` : amount}
      controlClassName={large ? controlLarge : undefined}
      suffix={
        !hasSymbol ? undefined : icon === undefined ? (
          symbol
        ) : (
          <>
            <LogoImage src={icon} name={symbol} size="sm" />
            {symbol}
          </>
        )
      }
      hintAction={
        onMax === undefined || maxLabel === undefined ? undefined : (
          <button
            type="button"
            className={maxStyle}
            onClick={props.readOnly === true || props.disabled === true ? undefined : onMax}
            aria-disabled={props.readOnly === true || props.disabled === true ? true : undefined}
          >
            {maxLabel}
          </button>
        )
      }
      onChange={(value) => onChange(value.replace(",", "."))}
    />
  )
}
