import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The wallet above its families: its image, its name and the prompt, centred. */
export const wallet = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
})
