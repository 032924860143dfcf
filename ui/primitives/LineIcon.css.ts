import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** A line icon at the size of the theme's icons. */
export const lineIcon = style({
  display: "block",
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
})
