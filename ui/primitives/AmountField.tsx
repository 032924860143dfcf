import { amount } from "./AmountField.css"
import { TextField, type TextFieldProps } from "./TextField"

/** Props of {@link AmountField}. */
export interface AmountFieldProps
  extends Omit<TextFieldProps, "suffix" | "inputMode" | "type" | "inputClassName"> {
  /** The token's symbol, shown after the amount ("ETH"). */
  readonly symbol?: string | undefined
}

/**
 * A text field for a decimal amount with the token's symbol after it. It opens the decimal
 * keypad on phones and reads a decimal comma (which some locales' keypads type) as a dot; the
 * text is otherwise passed on as typed, so the caller validates it (spec 5 decimal text).
 * @example
 * <AmountField label={message("myPlugin.amount")} symbol="ETH" value={amount} onChange={onAmount} />
 */
export const AmountField = ({ symbol, onChange, ...props }: AmountFieldProps) => (
  <TextField
    autoComplete="off"
    spellCheck={false}
    placeholder="0"
    {...props}
    type="text"
    inputMode="decimal"
    inputClassName={amount}
    suffix={symbol === undefined || symbol === "" ? undefined : symbol}
    onChange={(value) => onChange(value.replace(",", "."))}
  />
)
