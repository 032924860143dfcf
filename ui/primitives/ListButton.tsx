import { type ButtonHTMLAttributes, useEffect, useState } from "react"
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
export const ListButton = ({ label, icon, tag, ...props }: ListButtonProps) => {
  const drawn = useDrawnOnce()
  return (
    <button type="button" className={row} {...props}>
      {drawn && isSafeImageUrl(icon) ? (
        <img className={rowIcon} src={icon} alt="" />
      ) : (
        <span className={rowIcon} aria-hidden="true" />
      )}
      <span className={labelStyle}>{label}</span>
      {tag === undefined ? null : <span className={tagStyle}>{tag}</span>}
    </button>
  )
}

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
