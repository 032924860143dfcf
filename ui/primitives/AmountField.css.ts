import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** An amount: figures of equal width, a little larger than body text. */
export const amount = style({
  fontSize: vars.font.sizeLg,
  fontVariantNumeric: "tabular-nums",
})

/** A form's main amount: the figures larger still. */
export const amountLarge = style({
  fontSize: vars.font.sizeXl,
  fontWeight: vars.font.weightBold,
})

/** The main amount's box: taller than a field's, a token box. */
export const controlLarge = style({
  minHeight: `calc(${vars.size.control} * 1.5)`,
  borderRadius: vars.radius.base,
})

/** The Max button: a small pill at the end of the balance's line. */
export const max = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightBold,
  cursor: "pointer",
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
  },
})
