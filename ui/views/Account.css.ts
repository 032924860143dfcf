import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusRing,
} as const

const hoverTransition = {
  "@media": { [motionAllowed]: { transition: `background ${vars.motion.duration} ease` } },
} as const

/** The view: the network control, the identity, the actions, the tokens, disconnect. */
export const view = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

/** The row above the identity, holding the network control at its start. */
export const topBar = style({ display: "flex", justifyContent: "flex-start" })

/** The secondary controls (the network, disconnect): small outlined pills, not full-width slabs. */
const secondaryPill = style([
  {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    border: `${vars.size.border} solid ${vars.color.border}`,
    borderRadius: vars.radius.full,
    font: "inherit",
    fontSize: vars.font.sizeSm,
    fontWeight: vars.font.weightBold,
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surfaceHover },
      "&:focus-visible": focusRing,
    },
  },
  hoverTransition,
])

/** The network control: the active network's logo and name in a small pill that opens the list. */
export const networkChip = style([
  secondaryPill,
  {
    maxWidth: "100%",
    padding: `${vars.space.xs} ${vars.space.sm}`,
    background: vars.color.surface,
    color: vars.color.text,
  },
])

/** The network's name in its control; a long one is cut. */
export const networkName = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** Avatar, name or address with its copy control, address under a name, balance: centred. */
export const identity = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  minWidth: 0,
})

/** The account's picture (its name's image or its identicon), round. */
export const avatar = style({
  display: "block",
  width: vars.size.avatar,
  height: vars.size.avatar,
  marginBlockEnd: vars.space.sm,
  // The round crop also clips an inline SVG (the identicon): a replaced element's content is
  // cut to its border radius.
  overflow: "hidden",
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  objectFit: "cover",
})

/** The name (or the address) and the copy control beside it. */
export const nameRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  maxWidth: "100%",
})

/** The name, or the short address when there is none. */
export const name = style({
  margin: 0,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
})

/** The short address under a name. */
export const address = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
})

/** A small round icon-only button (copy the address). */
export const iconButton = style([
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    // Smaller than a full control, beside a line of text; still above the 24-pixel target size.
    width: `calc(${vars.size.control} * 0.8)`,
    height: `calc(${vars.size.control} * 0.8)`,
    padding: 0,
    border: "none",
    borderRadius: vars.radius.full,
    background: "transparent",
    color: vars.color.textMuted,
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surfaceHover, color: vars.color.text },
      "&:focus-visible": focusRing,
    },
  },
  hoverTransition,
])

/**
 * The native balance, the view's largest type: twice the base size (a step the theme has no
 * variable for, computed from the base so that a dApp's base size scales it).
 */
export const balance = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: `calc(${vars.font.sizeBase} * 2)`,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  fontVariantNumeric: "tabular-nums",
  overflowWrap: "anywhere",
  textAlign: "center",
})

/** The balance's place while it loads. */
export const balanceLoading = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
})

/** The primary actions (Buy, Swap, Receive, Send): equal tiles in one row, wrapping if many. */
export const primaryRow = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.control} * 1.6), 1fr))`,
  gap: vars.space.sm,
})

/** A primary action: its icon above its short label. */
export const primaryAction = style([
  {
    display: "flex",
    flexDirection: "column",
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    width: "100%",
    height: "100%",
    padding: `${vars.space.sm} ${vars.space.xs}`,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
    font: "inherit",
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surfaceHover },
      "&:focus-visible": focusRing,
    },
  },
  hoverTransition,
])

/** The round well a primary action's icon sits in, in the accent colour. */
export const primaryIcon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.walletIcon,
  height: vars.size.walletIcon,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.accentText,
})

/** A primary action's label, small; a long translation wraps rather than overflows. */
export const primaryLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  lineHeight: 1.2,
  textAlign: "center",
  overflowWrap: "anywhere",
})

/** The other actions' rows (Activity, Choose a name). */
export const actionList = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

/** A listed action: its icon, its label, a chevron at the end. */
export const actionRow = style([
  {
    display: "flex",
    alignItems: "center",
    gap: vars.space.md,
    width: "100%",
    minHeight: vars.size.control,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    color: vars.color.text,
    font: "inherit",
    textAlign: "start",
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surfaceHover },
      "&:focus-visible": focusRing,
    },
  },
  hoverTransition,
])

/** The round well of a listed action's icon. */
export const rowIcon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: vars.size.walletIcon,
  height: vars.size.walletIcon,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.textMuted,
})

/** A listed action's label; a long one is cut. */
export const rowLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.font.weightBold,
})

/** The row at the bottom: disconnect. */
export const footer = style({ display: "flex", justifyContent: "center" })

/** Disconnect: a small pill in the error colour, not a full-width slab. */
export const disconnect = style([
  secondaryPill,
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    background: "transparent",
    color: vars.color.error,
  },
])

/** A small icon beside small text (the network control's chevron, disconnect's symbol). */
export const smallGlyph = style({
  width: `calc(${vars.size.icon} * 0.8)`,
  height: `calc(${vars.size.icon} * 0.8)`,
})

/** The neutral disc that keeps an action icon's place while its chunk loads. */
export const placeholderGlyph = style({ opacity: 0.25 })

/**
 * An icon that points along the text (a row's chevron): mirrored under a right-to-left
 * language, where "forward" points to the inline end on the left.
 */
export const directional = style({
  selectors: { '[data-foyer][dir="rtl"] &': { transform: "scaleX(-1)" } },
})
