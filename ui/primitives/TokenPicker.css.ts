import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The picker's label above the list. */
export const pickerLabel = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
})

/** The picker: label, then the list of tokens. */
export const picker = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })
