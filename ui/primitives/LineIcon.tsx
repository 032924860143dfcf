import { lineIcon } from "./LineIcon.css"

/** Props of {@link LineIcon}. */
export interface LineIconProps {
  /** SVG path data for a 24×24 viewBox. */
  readonly d: string
  /** Classes added to the icon's own (sizing, mirroring). */
  readonly className?: string
  /** What the icon is, in `data-icon` ("loaded", "fallback"): its state, for styles and tests. */
  readonly state?: string
}

/**
 * A 24×24 outline icon drawn in the text's colour (a 2-pixel stroke, round caps and joins: the
 * conventions of Lucide's icons); decorative, the control it sits in is named.
 * @example
 * <LineIcon d="M6 9l6 6 6-6" />
 */
export const LineIcon = ({ d, className, state }: LineIconProps) => (
  <svg
    className={className === undefined ? lineIcon : `${lineIcon} ${className}`}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    data-icon={state}
  >
    <path
      d={d}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)
