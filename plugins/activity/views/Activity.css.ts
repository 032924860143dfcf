import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`, ARCHITECTURE "one theme contract of CSS
// variables"): the plugin SDK (foyer-kit/react/plugin) exports the primitives and text styles but
// not the contract's `vars`, and a plugin view reaches no private ui/ path.
const theme = {
  surface: "var(--foyer-color-surface)",
  textMuted: "var(--foyer-color-text-muted)",
  error: "var(--foyer-color-error)",
  background: "var(--foyer-color-background)",
  sizeSm: "var(--foyer-font-size-sm)",
  sizeXs: "var(--foyer-font-size-xs)",
  bold: "var(--foyer-font-weight-bold)",
  radiusSmall: "var(--foyer-radius-small)",
  radiusFull: "var(--foyer-radius-full)",
  xxs: "var(--foyer-space-xxs)",
  xs: "var(--foyer-space-xs)",
  sm: "var(--foyer-space-sm)",
} as const

/** One month: its heading, then its transactions. */
export const month = style({ display: "flex", flexDirection: "column", gap: theme.sm })

/** The transactions of a month. */
export const list = style({
  display: "flex",
  flexDirection: "column",
  gap: theme.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

/** A transaction: what happened and with whom at the start, amounts and time at the end. */
export const row = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: theme.sm,
  padding: theme.sm,
  borderRadius: theme.radiusSmall,
  background: theme.surface,
})

/** A column of a row's lines. */
export const column = style({
  display: "flex",
  flexDirection: "column",
  gap: theme.xxs,
  minWidth: 0,
})

/** The end column: amounts and time, aligned to the end. */
export const endColumn = style([column, { alignItems: "flex-end", textAlign: "end" }])

/** What happened ("Sent"). */
export const kind = style({ fontWeight: theme.bold })

/** A secondary line: counterparty, time. */
export const detail = style({
  color: theme.textMuted,
  fontSize: theme.sizeSm,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** An amount moved. */
export const amount = style({ fontWeight: theme.bold, overflowWrap: "anywhere" })

/** The mark of a transaction that failed. */
export const failed = style({
  alignSelf: "flex-start",
  padding: `${theme.xxs} ${theme.sm}`,
  borderRadius: theme.radiusFull,
  background: theme.background,
  color: theme.error,
  fontSize: theme.sizeXs,
  fontWeight: theme.bold,
})
