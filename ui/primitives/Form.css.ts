import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

// The forms' shared layout (send, buy, pay), apart from the text styles: those are part of the
// page's first paint, these load only with the views that use them.

/** A form's details under its fields (the network, the fee, a quote): rows on a surface. */
export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  fontSize: vars.font.sizeSm,
})

/** One detail: its name at the start, its value at the end. */
export const detail = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  margin: 0,
})

/** A detail's name. */
export const detailName = style({ margin: 0, color: vars.color.textMuted })

/** A detail's value: a logo and a name, or an amount. */
export const detailValue = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: "anywhere",
  textAlign: "end",
})

/** A logo before a line of text (a sentence, an amount), centred with it. */
export const withLogo = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
})

/** The details' rows without their box (a live region inside the box, a quote's lines). */
export const rows = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

/** The detail that matters most (what the visitor receives), in the text's colour, bold. */
export const detailLead = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.sizeBase,
  fontWeight: vars.font.weightBold,
  overflowWrap: "anywhere",
})

/** An amount shown on its own (what a payment asks for): large, figures of equal width. */
export const amount = style({
  margin: 0,
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
})

/** A detail written as a sentence ("Network fee: 0.0001 ETH"). */
export const detailText = style({ margin: 0, color: vars.color.textMuted })

/**
 * Read by screen readers, not drawn: a status announced as it changes while a control shows
 * the same words (a loading button's text).
 */
export const visuallyHidden = style({
  position: "absolute",
  width: vars.size.border,
  height: vars.size.border,
  margin: `calc(${vars.size.border} * -1)`,
  padding: 0,
  overflow: "hidden",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
})
