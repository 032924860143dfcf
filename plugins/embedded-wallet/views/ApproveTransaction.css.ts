import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`, ARCHITECTURE "one theme contract of CSS
// variables"): the plugin SDK exports the primitives and text styles but not the contract's
// `vars`, and a plugin view reaches no private ui/ path (as plugins/activity does).
const theme = {
  control: "var(--foyer-size-control)",
  md: "var(--foyer-space-md)",
  lg: "var(--foyer-space-lg)",
} as const

/**
 * The part of the view the secure frame covers: tall enough for the frame's request details
 * and its Approve and Reject buttons (nine controls' height), its own text centred behind.
 */
export const frameArea = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.md,
  minHeight: `calc(${theme.control} * 9)`,
  padding: theme.lg,
})
