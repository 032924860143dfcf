import type { ButtonHTMLAttributes } from "react"
import { button } from "./Button.css"
import { spinner } from "./Spinner.css"

/** Props of {@link Button}: a native button's, plus its look and its busy state. */
export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type"> {
  readonly variant?: keyof typeof button
  /**
   * The action it started is under way: a spinner before the text, `aria-busy`, and the button
   * is disabled (`aria-disabled`, clicks ignored) until it ends.
   */
  readonly loading?: boolean | undefined
}

/**
 * A full-width button of the modal (type="button", so it never submits a host form). While
 * `loading` it is disabled with `aria-disabled` rather than `disabled`: a disabled button drops
 * the keyboard's focus to the page, and the visitor who pressed it should find it still under
 * their finger when the action ends. Both kinds of disabled look the same.
 * @example
 * <Button variant="primary" loading={sending} onClick={send}>{message("send.submit")}</Button>
 */
export const Button = ({
  variant = "secondary",
  loading = false,
  children,
  onClick,
  "aria-disabled": ariaDisabled,
  ...props
}: ButtonProps) => (
  <button
    type="button"
    className={button[variant]}
    {...props}
    aria-busy={loading ? true : undefined}
    aria-disabled={loading ? true : ariaDisabled}
    onClick={loading ? undefined : onClick}
  >
    {loading ? <span className={spinner} aria-hidden="true" /> : null}
    {children}
  </button>
)
