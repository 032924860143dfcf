import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The header row: back, title, close. */
export const header = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.control} 1fr ${vars.size.control}`,
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  // It stays whole at the top of a panel whose body scrolls.
  flexShrink: 0,
})

/** The title, centred. */
export const title = style({
  margin: 0,
  textAlign: "center",
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** The round icon buttons (back, close). */
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.control,
  height: vars.size.control,
  padding: 0,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
  },
})

/** Keeps the title centred when there is no back button. */
export const spacer = style({ width: vars.size.control })

/** An icon inside a button. */
export const icon = style({ width: vars.size.icon, height: vars.size.icon })

/**
 * An icon that points along the text (the Back arrow): mirrored under a right-to-left
 * language, where "back" points to the inline start on the right.
 */
export const directionalIcon = style({
  selectors: { '[data-foyer][dir="rtl"] &': { transform: "scaleX(-1)" } },
})
