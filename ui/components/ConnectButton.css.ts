import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { pill } from "./pill.css"

/** The connect button: the pill in the accent colour. */
export const connectButton = style([
  pill,
  {
    background: vars.color.accent,
    borderColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: { "&:hover": { background: vars.color.accentHover } },
  },
])
