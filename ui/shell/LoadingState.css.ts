import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The loading state's row. */
export const loading = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
})
