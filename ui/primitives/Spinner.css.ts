import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

const spin = keyframes({ to: { transform: "rotate(360deg)" } })

/** A small busy indicator; it turns only when motion is allowed. */
export const spinner = style({
  display: "inline-block",
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRing} solid currentColor`,
  borderInlineEndColor: "transparent",
  "@media": {
    [motionAllowed]: { animation: `${spin} 800ms linear infinite` },
  },
})
