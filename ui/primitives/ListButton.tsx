import type { ButtonHTMLAttributes } from "react"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { label as labelStyle, row, rowIcon, tag as tagStyle } from "./ListButton.css"

/** Props of {@link ListButton}. */
export interface ListButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type" | "children"> {
  /** The row's text; untrusted names are fine, they render as text. */
  readonly label: string
  /** An icon URL; drawn only when it is a data:image/ or https: URL. */
  readonly icon?: string | undefined
  /** A short tag at the end of the row. */
  readonly tag?: string | undefined
}

/**
 * A row of a list (a wallet, a network): the icon is decorative (alt="") since the label names
 * the button.
 */
export const ListButton = ({ label, icon, tag, ...props }: ListButtonProps) => (
  <button type="button" className={row} {...props}>
    {isSafeImageUrl(icon) ? (
      <img className={rowIcon} src={icon} alt="" />
    ) : (
      <span className={rowIcon} aria-hidden="true" />
    )}
    <span className={labelStyle}>{label}</span>
    {tag === undefined ? null : <span className={tagStyle}>{tag}</span>}
  </button>
)
