import type { ButtonHTMLAttributes } from "react"
import { button } from "./Button.css"

/** Props of {@link Button}: a native button's, plus its look. */
export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type"> {
  readonly variant?: keyof typeof button
}

/** A full-width button of the modal (type="button", so it never submits a host form). */
export const Button = ({ variant = "secondary", ...props }: ButtonProps) => (
  <button type="button" className={button[variant]} {...props} />
)
