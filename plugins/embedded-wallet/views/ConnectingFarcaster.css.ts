import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`): a plugin's view reaches no private
// ui/ path for the contract's `vars` (as sections/EmailSection.css.ts).
const theme = {
  xl: "var(--foyer-space-xl)",
  accent: "var(--foyer-color-accent)",
  focus: "var(--foyer-color-focus)",
  focusRing: "var(--foyer-size-focus-ring)",
  bold: "var(--foyer-font-weight-bold)",
} as const

/** The QR code's frame: a little room so the code does not touch the modal's edges. */
export const farcasterQr = style({ padding: `0 ${theme.xl}` })

/** The link that opens the sign-in address in the Farcaster app, centred under the buttons. */
export const openLink = style({
  alignSelf: "center",
  color: theme.accent,
  fontWeight: theme.bold,
  selectors: {
    "&:focus-visible": {
      outline: `${theme.focusRing} solid ${theme.focus}`,
      outlineOffset: theme.focusRing,
    },
  },
})
