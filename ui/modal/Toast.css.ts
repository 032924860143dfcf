import { keyframes, style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.sm}))` },
  to: { opacity: 1, transform: "none" },
})

/** Where the toast floats: over the top of the panel. */
export const regions = style({
  position: "absolute",
  top: vars.space.md,
  insetInlineStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  display: "flex",
  justifyContent: "center",
  pointerEvents: "none",
})

/** The toast itself. */
export const toast = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.modal,
  fontSize: vars.font.sizeSm,
  pointerEvents: "auto",
  "@media": { [motionAllowed]: { animation: `${slideIn} ${vars.motion.duration} ease-out` } },
})

/** The colour of each variant. */
export const variants = styleVariants({
  success: { color: vars.color.success },
  loading: { color: vars.color.text },
  error: { color: vars.color.error },
})

/** The variant's icon. */
export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 })
