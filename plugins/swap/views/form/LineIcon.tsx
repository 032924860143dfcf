import { icon as iconStyle } from "../Swap.css"

/** A 24×24 line icon in the text's colour; decorative, the control it sits in is named. */
export const LineIcon = ({ d }: { d: string }) => (
  <svg className={iconStyle} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
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

/** A chevron pointing down (a token button opens a choice). */
export const chevronDownPath = "M6 9l6 6 6-6"
/** Two opposed arrows (flip the tokens). */
export const flipArrows = "M8 4v15M4 8l4-4 4 4M16 20V5M12 16l4 4 4-4"
