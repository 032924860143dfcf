import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

/** A list without bullets or indentation. */
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

/** A row button: icon, label, optional tag. */
export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  width: "100%",
  minHeight: vars.size.control,
  padding: vars.space.sm,
  border: `${vars.size.border} solid transparent`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    '&[aria-current="true"], &[aria-pressed="true"]': { borderColor: vars.color.accent },
    // As the Button's: both kinds of disabled look alike.
    '&:disabled, &[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
  },
  "@media": { [motionAllowed]: { transition: `background ${vars.motion.duration} ease` } },
})

/** The row's label; long untrusted names are cut with an ellipsis. */
export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.font.weightBold,
})

/** A small tag at the end of a row ("Recent", "Installed", "Active"). */
export const tag = style({
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
})

/** The icon at the start of a row. */
export const rowIcon = style({
  width: vars.size.walletIcon,
  height: vars.size.walletIcon,
  flexShrink: 0,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  objectFit: "cover",
})

/**
 * The icon's place when there is no image: the label's first letter, centred, drawn from its
 * `data-monogram` by CSS so that it is not part of the row's text (the label follows it).
 */
export const monogram = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  selectors: { "&::before": { content: "attr(data-monogram)" } },
})
