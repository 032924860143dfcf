import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The column of account actions. */
export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
