import { type ButtonHTMLAttributes, type ReactNode, useEffect, useState } from "react"
import { isSafeImageUrl } from "../images/isSafeImageUrl"
import { label as labelStyle, monogram, row, rowIcon, tag as tagStyle } from "./ListButton.css"

/** Props of {@link ListButton}. */
export interface ListButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "type" | "children"> {
  /** The row's text; untrusted names are fine, they render as text. */
  readonly label: string
  /** An icon URL; drawn only when it is a data:image/ or https: URL, else the label's first letter. */
  readonly icon?: string | undefined
  /** A logo drawn in place of `icon` (a `LogoImage` with its own shape and fallback). */
  readonly logo?: ReactNode
  /** A short tag at the end of the row. */
  readonly tag?: string | undefined
}

/**
 * A row of a list (a wallet, a network): the icon is decorative (alt="") since the label names
 * the button. A row with no icon it may draw shows the label's first letter in the icon's
 * place, never an empty square. (Not `LogoImage`: this row is part of the page's first paint,
 * which is kept as small as it can be.)
 */
export const ListButton = ({ label, icon, logo, tag, ...props }: ListButtonProps) => {
  const drawn = useDrawnOnce()
  return (
    <button type="button" className={row} {...props}>
      {logo !== undefined ? (
        logo
      ) : !isSafeImageUrl(icon) ? (
        <span
          className={`${rowIcon} ${monogram}`}
          data-monogram={firstLetter(label)}
          aria-hidden="true"
        />
      ) : drawn ? (
        <img className={rowIcon} src={icon} alt="" />
      ) : (
        <span className={rowIcon} aria-hidden="true" />
      )}
      <span className={labelStyle}>{label}</span>
      {tag === undefined ? null : <span className={tagStyle}>{tag}</span>}
    </button>
  )
}

/** A label's first character (a whole emoji, not a UTF-16 unit), upper-cased. */
const firstLetter = (label: string): string => ([...label.trim()][0] ?? "").toLocaleUpperCase()

/**
 * False until the row's first frame has been drawn, true from the start of the one after.
 * Wallet icons are SVG data URLs, and the browser sets each one up as a document of its own
 * when the image is inserted: drawn with the row, two of them held the modal's first frame
 * back ~30 ms (issue 14); inserted in the very next animation frame, they held back that
 * frame's other callbacks. The icon's place is kept by a blank of the same size, so nothing
 * moves when it appears.
 */
const useDrawnOnce = (): boolean => {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => {
    if (typeof requestAnimationFrame !== "function") return setDrawn(true)
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setDrawn(true))
    })
    return () => cancelAnimationFrame(frame)
  }, [])
  return drawn
}
