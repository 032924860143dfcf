import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The legal notice below the wallets: a small, muted, centred line. */
export const notice = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: "center",
})

/** A legal document's link: underlined, so it is told from the text by more than colour. */
export const link = style({
  color: vars.color.text,
  textDecoration: "underline",
  borderRadius: vars.radius.small,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
})

/** The checkbox and its sentence, side by side. */
export const checkboxRow = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})

/** The native checkbox in the accent colour, as tall as a line of the sentence. */
export const checkbox = style({
  flexShrink: 0,
  width: "1.1em",
  height: "1.1em",
  margin: `${vars.space.xxs} 0 0`,
  accentColor: vars.color.accent,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
})

/** Why the wallets are disabled, under the checkbox until it is ticked. */
export const reason = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
})
