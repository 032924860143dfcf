import { style } from "@vanilla-extract/css"

/** The provider buttons, one under another, as a plain list (its bullets and indent removed). */
export const socialList = style({
  display: "flex",
  flexDirection: "column",
  gap: "var(--foyer-space-sm)",
  margin: 0,
  padding: 0,
  listStyle: "none",
})
