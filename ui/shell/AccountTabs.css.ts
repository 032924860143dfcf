import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

/** The tabs and the selected tab's panel. */
export const tabs = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

/** The tab list: a segmented control, its tabs sharing the width. */
export const tabList = style({
  display: "flex",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
})

/** A tab; the selected one is raised on the background colour. */
export const tab = style({
  flex: "1 1 0",
  minWidth: 0,
  minHeight: `calc(${vars.size.control} * 0.8)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.full,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text },
    '&[aria-selected="true"]': {
      background: vars.color.background,
      borderColor: vars.color.border,
      color: vars.color.text,
    },
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
  "@media": {
    [motionAllowed]: {
      transition: `background ${vars.motion.duration} ease, color ${vars.motion.duration} ease`,
    },
  },
})

/** A tab's panel. */
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  borderRadius: vars.radius.small,
  selectors: {
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
  },
})
