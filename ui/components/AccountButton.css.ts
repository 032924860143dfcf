import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { pill } from "./pill.css"

/** The account button. */
export const accountButton = style([pill, { paddingInlineStart: vars.space.xs }])

/** The avatar circle at the start of the account button. */
export const avatar = style({
  width: vars.size.walletIcon,
  height: vars.size.walletIcon,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  objectFit: "cover",
  flexShrink: 0,
})

/** The balance part, set apart from the address. */
export const balance = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weightNormal,
  // An amount reads left to right in every language (issue 18).
  unicodeBidi: "isolate",
  direction: "ltr",
})
