import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** An amount: figures of equal width, a little larger than body text. */
export const amount = style({
  fontSize: vars.font.sizeLg,
  fontVariantNumeric: "tabular-nums",
})
