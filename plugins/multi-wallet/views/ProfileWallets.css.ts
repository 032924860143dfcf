import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`, ARCHITECTURE "one theme contract of CSS
// variables"): the plugin SDK exports the primitives and text styles but not the contract's
// `vars`, and a plugin view reaches no private ui/ path (as plugins/activity does).
const theme = {
  surface: "var(--foyer-color-surface)",
  surfaceHover: "var(--foyer-color-surface-hover)",
  background: "var(--foyer-color-background)",
  text: "var(--foyer-color-text)",
  textMuted: "var(--foyer-color-text-muted)",
  border: "var(--foyer-color-border)",
  focus: "var(--foyer-color-focus)",
  success: "var(--foyer-color-success)",
  sizeSm: "var(--foyer-font-size-sm)",
  sizeXs: "var(--foyer-font-size-xs)",
  bold: "var(--foyer-font-weight-bold)",
  radiusSmall: "var(--foyer-radius-small)",
  radiusFull: "var(--foyer-radius-full)",
  control: "var(--foyer-size-control)",
  focusRing: "var(--foyer-size-focus-ring)",
  borderWidth: "var(--foyer-size-border)",
  xxs: "var(--foyer-space-xxs)",
  xs: "var(--foyer-space-xs)",
  sm: "var(--foyer-space-sm)",
} as const

const focusVisible = {
  "&:focus-visible": { outline: `${theme.focusRing} solid ${theme.focus}`, outlineOffset: "2px" },
} as const

/** A chain family: its heading, then its wallets. */
export const family = style({ display: "flex", flexDirection: "column", gap: theme.xs })

/** A family's wallets. */
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: theme.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

/** A wallet: its icon, its name over its address and status, then its buttons. */
export const row = style({
  display: "flex",
  alignItems: "center",
  gap: theme.sm,
  padding: theme.sm,
  borderRadius: theme.radiusSmall,
  background: theme.surface,
})

/** The name and the line under it; takes the row's free width, cut when too long. */
export const identity = style({
  display: "flex",
  flexDirection: "column",
  gap: theme.xxs,
  flex: 1,
  minWidth: 0,
})

/** The wallet's name. */
export const name = style({
  fontWeight: theme.bold,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** The shortened address and the status, side by side. */
export const detail = style({
  display: "flex",
  alignItems: "center",
  gap: theme.xs,
  color: theme.textMuted,
  fontSize: theme.sizeSm,
})

/** The connection's status: a small pill. */
export const status = style({
  padding: `0 ${theme.xs}`,
  borderRadius: theme.radiusFull,
  background: theme.background,
  fontSize: theme.sizeXs,
  fontWeight: theme.bold,
})

/** The current connection's status, in the success colour. */
export const currentStatus = style([status, { color: theme.success }])

/** Switch: a small outlined pill, beside the row's text. */
export const switchButton = style({
  flexShrink: 0,
  minHeight: `calc(${theme.control} * 0.8)`,
  padding: `0 ${theme.sm}`,
  border: `${theme.borderWidth} solid ${theme.border}`,
  borderRadius: theme.radiusFull,
  background: theme.background,
  color: theme.text,
  font: "inherit",
  fontSize: theme.sizeSm,
  fontWeight: theme.bold,
  cursor: "pointer",
  selectors: { "&:hover": { background: theme.surfaceHover }, ...focusVisible },
})

/** Disconnect: an icon button, above the 24-pixel target size. */
export const disconnectButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: `calc(${theme.control} * 0.8)`,
  height: `calc(${theme.control} * 0.8)`,
  padding: 0,
  border: "none",
  borderRadius: theme.radiusFull,
  background: "transparent",
  color: theme.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: theme.surfaceHover, color: theme.text },
    ...focusVisible,
  },
})

/** A button whose action is under way: it looks disabled and ignores clicks. */
export const busy = style({ opacity: 0.6, cursor: "progress" })

/** A family's "Recent" heading, under its connected wallets: smaller and muted. */
export const recentHeading = style({
  margin: `${theme.xs} 0 0`,
  color: theme.textMuted,
  fontSize: theme.sizeSm,
  fontWeight: theme.bold,
})
