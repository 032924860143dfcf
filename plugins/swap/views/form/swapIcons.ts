// The swap form's icons: SVG path data for the SDK's LineIcon.

/** A chevron pointing down (a token button opens a choice). */
export const chevronDownPath = "M6 9l6 6 6-6"
/** Two opposed arrows (flip the tokens). */
export const flipArrows = "M8 4v15M4 8l4-4 4 4M16 20V5M12 16l4 4 4-4"
