import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The text shown instead of a view that cannot be shown. */
export const errorText = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.error,
})
