import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`): a plugin's view reaches no private
// ui/ path for the contract's `vars` (as sections/EmailSection.css.ts).
const theme = { sm: "var(--foyer-space-sm)", text: "var(--foyer-color-text)" } as const

/** The status line: the spinner beside what is under way. */
export const statusLine = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.sm,
  margin: 0,
  color: theme.text,
})
