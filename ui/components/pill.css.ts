import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

/** The look shared by the page buttons (connect, account, network): a rounded pill. */
export const pill = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
  "@media": {
    [motionAllowed]: { transition: `background ${vars.motion.duration} ease` },
  },
})
