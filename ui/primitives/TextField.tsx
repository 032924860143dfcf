import { type InputHTMLAttributes, type ReactNode, useId } from "react"
import {
  control,
  error as errorStyle,
  field,
  footer,
  hint as hintStyle,
  input as inputStyle,
  label as labelStyle,
  suffix as suffixStyle,
} from "./TextField.css"

/** Props of {@link TextField}: a native input's, with the value as a string and a visible label. */
export interface TextFieldProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "className" | "id" | "value" | "onChange" | "children" | "aria-invalid"
  > {
  /** The visible label; it names the input. */
  readonly label: string
  readonly value: string
  /** Called with the new text on every change. */
  readonly onChange: (value: string) => void
  /** An error under the field; the input is then marked invalid and described by it. */
  readonly error?: string | undefined
  /** Drawn after the input inside the field (a unit or token symbol); it also describes it. */
  readonly suffix?: ReactNode
  /** A help text under the field (limits, a balance); it describes the input, after the error. */
  readonly hint?: string | undefined
  /** A control at the end of the hint's line (a Max button); not part of the description. */
  readonly hintAction?: ReactNode
  /** Extra class for the input (a field built on this one, such as the amount field). */
  readonly inputClassName?: string | undefined
  /** Extra class for the control's box (a field built on this one). */
  readonly controlClassName?: string | undefined
}

/** Joins the ids that describe the input, or undefined when none do. */
const describedBy = (...ids: ReadonlyArray<string | undefined>): string | undefined => {
  const present = ids.filter((id) => id !== undefined && id !== "")
  return present.length === 0 ? undefined : present.join(" ")
}

const joined = (base: string, extra: string | undefined) =>
  extra === undefined ? base : `${base} ${extra}`

/**
 * A labelled text input: the label is bound to the input; an error is announced with it
 * (`aria-describedby`), marks it invalid (`aria-invalid`) and draws the field in the error
 * colour; a suffix (a symbol) and a hint (limits, a balance) are read after it. A read-only or
 * disabled field (a form locked while it sends) looks dimmed.
 * @example
 * <TextField label={message("send.receiver")} value={to} onChange={setTo} error={toError} />
 */
export const TextField = ({
  label,
  value,
  onChange,
  error,
  suffix,
  hint,
  hintAction,
  inputClassName,
  controlClassName,
  "aria-describedby": ownDescription,
  ...props
}: TextFieldProps) => {
  const id = useId()
  const errorId = `${id}-error`
  const suffixId = `${id}-suffix`
  const hintId = `${id}-hint`
  const invalid = error !== undefined && error !== ""
  const hinted = hint !== undefined && hint !== ""
  const locked = props.readOnly === true || props.disabled === true
  return (
    <div className={field}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <div
        className={joined(control, controlClassName)}
        data-invalid={invalid ? "true" : undefined}
        data-locked={locked ? "true" : undefined}
      >
        <input
          {...props}
          id={id}
          className={joined(inputStyle, inputClassName)}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(
            suffix === undefined ? undefined : suffixId,
            invalid ? errorId : undefined,
            hinted ? hintId : undefined,
            ownDescription,
          )}
        />
        {suffix === undefined ? null : (
          <span id={suffixId} className={suffixStyle}>
            {suffix}
          </span>
        )}
      </div>
      {invalid ? (
        <p id={errorId} className={errorStyle}>
          {error}
        </p>
      ) : null}
      {hinted || hintAction !== undefined ? (
        <div className={footer}>
          {hinted ? (
            <p id={hintId} className={hintStyle}>
              {hint}
            </p>
          ) : null}
          {hintAction}
        </div>
      ) : null}
    </div>
  )
}
