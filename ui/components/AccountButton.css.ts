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

/**
 * The profile name or address. A name is untrusted and may be long: it is cut with an ellipsis
 * at half the modal's width, so the button never widens the page.
 */
export const name = style({
  minWidth: 0,
  maxWidth: `calc(${vars.size.modalWidth} / 2)`,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** The balance part, set apart from the address. */
export const balance = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weightNormal,
  // An amount reads left to right in every language (issue 18).
  unicodeBidi: "isolate",
  direction: "ltr",
})
