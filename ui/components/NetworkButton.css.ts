import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { pill } from "./pill.css"

/** The network button. */
export const networkButton = style([pill, { paddingInlineStart: vars.space.md }])

/** The network's image, when it has a safe one. */
export const networkImage = style({
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  flexShrink: 0,
})
