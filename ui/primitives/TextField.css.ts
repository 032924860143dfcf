import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The field: label, control, error, stacked. */
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

/** The label above the control. */
export const label = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
})

/** The control's box: the input and an optional suffix; it draws the border and focus ring. */
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
    "&:focus-within": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
    '&[data-invalid="true"]': { borderColor: vars.color.error },
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
  selectors: { "&:focus": { outline: "none" } },
})

/** The suffix after the input (a token symbol). */
export const suffix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
})

/** The error under the control. */
export const error = style({ margin: 0, color: vars.color.error, fontSize: vars.font.sizeSm })
