import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

/** A hover that a disabled button (either kind) does not get. */
const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])'

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.small,
  font: "inherit",
  fontWeight: vars.font.weightBold,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    // Both kinds of disabled look alike: `disabled`, and `aria-disabled` (which keeps the focus).
    '&:disabled, &[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: "progress" },
  },
  "@media": { [motionAllowed]: { transition: `background ${vars.motion.duration} ease` } },
})

/** The button looks: primary (accent), secondary (surface), danger (error text). */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.accentText,
      selectors: { [enabledHover]: { background: vars.color.accentHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { [enabledHover]: { background: vars.color.surfaceHover } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.error,
      borderColor: vars.color.border,
      selectors: { [enabledHover]: { background: vars.color.surfaceHover } },
    },
  ],
})
