import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`, ARCHITECTURE "one theme contract of CSS
// variables"): the plugin SDK exports the primitives and text styles but not the contract's
// `vars`, and a plugin's section reaches no private ui/ path (as plugins/activity does).
const theme = {
  textMuted: "var(--foyer-color-text-muted)",
  border: "var(--foyer-color-border)",
  borderWidth: "var(--foyer-size-border)",
  sizeSm: "var(--foyer-font-size-sm)",
  bold: "var(--foyer-font-weight-bold)",
  sm: "var(--foyer-space-sm)",
  md: "var(--foyer-space-md)",
} as const

/** The section: its divider heading, then the email form. */
export const section = style({ display: "flex", flexDirection: "column", gap: theme.md })

/**
 * The heading drawn as a divider under the wallet list: "Or continue with email" between two
 * rules, so the section reads as the other way in.
 */
export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: theme.sm,
  margin: 0,
  color: theme.textMuted,
  fontSize: theme.sizeSm,
  fontWeight: theme.bold,
  textAlign: "center",
  selectors: {
    "&::before, &::after": {
      content: '""',
      flex: 1,
      borderTop: `${theme.borderWidth} solid ${theme.border}`,
    },
  },
})
