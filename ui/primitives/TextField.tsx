import { type InputHTMLAttributes, type ReactNode, useId } from "react"
import {
  control,
  error as errorStyle,
  field,
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
  /** Extra class for the input (a field built on this one, such as the amount field). */
  readonly inputClassName?: string | undefined
}

/** Joins the ids that describe the input, or undefined when none do. */
const describedBy = (...ids: ReadonlyArray<string | undefined>): string | undefined => {
  const present = ids.filter((id) => id !== undefined && id !== "")
  return present.length === 0 ? undefined : present.join(" ")
}

/**
 * A labelled text input: the label is bound to the input, an error is announced with it
 * (`aria-describedby`) and marks it invalid (`aria-invalid`), and a suffix (a symbol) is read
 * after it.
 * @example
 * <TextField label={message("send.receiver")} value={to} onChange={setTo} error={toError} />
 */
export const TextField = ({
  label,
  value,
  onChange,
  error,
  suffix,
  inputClassName,
  "aria-describedby": ownDescription,
  ...props
}: TextFieldProps) => {
  const id = useId()
  const errorId = `${id}-error`
  const suffixId = `${id}-suffix`
  const invalid = error !== undefined && error !== ""
  return (
    <div className={field}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <div className={control} data-invalid={invalid ? "true" : undefined}>
        <input
          {...props}
          id={id}
          className={inputClassName === undefined ? inputStyle : `${inputStyle} ${inputClassName}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(
            suffix === undefined ? undefined : suffixId,
            invalid ? errorId : undefined,
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
    </div>
  )
}
