import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/**
 * The plugins' sections, grouped in a fieldset only so the legal checkbox can disable them all
 * at once: it draws no box of its own, and stacks the sections as the view stacks its parts.
 */
export const sectionsGroup = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
})
