import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The field: label, control, error, hint, stacked. */
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

/** The label above the control. */
export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
})

/**
 * The control's box: the input and an optional suffix; it draws the border and the focus ring
 * (the same ring as the buttons'), red when the field is invalid, dimmed when it is locked.
 */
export const control = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    "&:focus-within": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.error },
    '&[data-invalid="true"]:focus-within': { outlineColor: vars.color.error },
    '&[data-locked="true"]': { background: vars.color.surface, color: vars.color.textMuted },
  },
})

/** The input itself, borderless inside the control. */
export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.sm} 0`,
  border: "none",
  background: "transparent",
  color: "inherit",
  font: "inherit",
  selectors: {
    "&:focus": { outline: "none" },
    "&::placeholder": { color: vars.color.textMuted, opacity: 1 },
  },
})

/** The suffix after the input (a token symbol). */
export const suffix = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
})

/** The error under the control. */
export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSm })

/** The hint's line: the hint, then an optional control at its end. */
export const footer = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.sm,
})

/** The hint under the control (limits, a balance). */
export const hint = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  overflowWrap: "anywhere",
})
