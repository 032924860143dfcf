import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The branding line: small, muted and centred, the last thing in the Connect view. */
export const branding = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  textAlign: "center",
})
