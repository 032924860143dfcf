import { style } from "@vanilla-extract/css"

// The theme contract's variables by name (`--foyer-*`, ARCHITECTURE "one theme contract of CSS
// variables"): the plugin SDK exports the primitives and text styles but not the contract's
// `vars`, and a plugin view reaches no private ui/ path (as Activity.css.ts does).
const theme = {
  accent: "var(--foyer-color-accent)",
  background: "var(--foyer-color-background)",
  surface: "var(--foyer-color-surface)",
  surfaceHover: "var(--foyer-color-surface-hover)",
  text: "var(--foyer-color-text)",
  textMuted: "var(--foyer-color-text-muted)",
  border: "var(--foyer-color-border)",
  focus: "var(--foyer-color-focus)",
  error: "var(--foyer-color-error)",
  sizeXs: "var(--foyer-font-size-xs)",
  sizeSm: "var(--foyer-font-size-sm)",
  sizeXl: "var(--foyer-font-size-xl)",
  bold: "var(--foyer-font-weight-bold)",
  radiusBase: "var(--foyer-radius-base)",
  radiusSmall: "var(--foyer-radius-small)",
  radiusFull: "var(--foyer-radius-full)",
  xxs: "var(--foyer-space-xxs)",
  xs: "var(--foyer-space-xs)",
  sm: "var(--foyer-space-sm)",
  md: "var(--foyer-space-md)",
  lg: "var(--foyer-space-lg)",
  control: "var(--foyer-size-control)",
  icon: "var(--foyer-size-icon)",
  borderWidth: "var(--foyer-size-border)",
  focusRing: "var(--foyer-size-focus-ring)",
  duration: "var(--foyer-motion-duration)",
} as const

const focusRing = `${theme.focusRing} solid ${theme.focus}`

/** The two token boxes with the flip control between them. */
export const boxes = style({ display: "flex", flexDirection: "column", gap: theme.xs })

/**
 * One token box ("You pay", "You receive"): its label, the amount beside the token button, the
 * balance. The ring of the amount's focus is drawn around the whole box; red when the amount is
 * refused.
 */
export const box = style({
  display: "flex",
  flexDirection: "column",
  gap: theme.xs,
  paddingBlock: theme.md,
  paddingInline: theme.lg,
  border: `${theme.borderWidth} solid transparent`,
  borderRadius: theme.radiusBase,
  background: theme.surface,
  selectors: {
    "&:has(input:focus-visible)": { outline: focusRing },
    '&[data-invalid="true"]': { borderColor: theme.error },
  },
})

/** The box's label ("You pay"). */
export const boxLabel = style({
  color: theme.textMuted,
  fontSize: theme.sizeSm,
  fontWeight: theme.bold,
})

/** The amount and the token button on one line. */
export const amountRow = style({
  display: "flex",
  alignItems: "center",
  gap: theme.sm,
  minHeight: `calc(${theme.control} + ${theme.xs})`,
})

const amountText = {
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: "none",
  background: "transparent",
  color: theme.text,
  font: "inherit",
  fontSize: `calc(${theme.sizeXl} * 1.6)`,
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1.2,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
} as const

// An amount is written left to right (dir="ltr") in every language; under a right-to-left one it
// still sits against the box's inline start, which is then on the right.
const amountInRtl = { '[data-foyer][dir="rtl"] &': { textAlign: "end" } } as const

/** The amount to pay, typed large and borderless inside its box. */
export const amountInput = style({
  ...amountText,
  selectors: {
    ...amountInRtl,
    "&:focus": { outline: "none" },
    "&::placeholder": { color: theme.textMuted, opacity: 1 },
  },
})

/** The quoted amount to receive (read-only); muted while there is none. */
export const amountOutput = style({
  ...amountText,
  selectors: {
    ...amountInRtl,
    "&:empty::before": { content: '"0"', color: theme.textMuted },
  },
})

/** The token button: the token's logo, its symbol and a chevron, as a pill. */
export const tokenButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.xs,
  flexShrink: 0,
  maxWidth: "60%",
  minHeight: theme.control,
  paddingBlock: theme.xs,
  paddingInlineStart: theme.xs,
  paddingInlineEnd: theme.sm,
  border: `${theme.borderWidth} solid ${theme.border}`,
  borderRadius: theme.radiusFull,
  background: theme.background,
  color: theme.text,
  font: "inherit",
  fontWeight: theme.bold,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: theme.surfaceHover },
    "&:focus-visible": { outline: focusRing, outlineOffset: theme.focusRing },
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
  },
})

/**
 * The token button before a token is chosen: it says what to do ("Select the token to receive"),
 * in smaller type over up to two lines, ringed in the accent as a call to act.
 */
export const tokenButtonEmpty = style({
  maxWidth: "70%",
  paddingInlineStart: theme.md,
  borderColor: theme.accent,
  fontSize: theme.sizeSm,
  lineHeight: 1.2,
})

/** The symbol inside the token button, cut when long. */
export const tokenButtonText = style({
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** The call to choose inside the empty token button: wrapped rather than cut. */
export const tokenButtonPrompt = style({ minWidth: 0, textAlign: "start" })

/** The balance line under the amount, at the box's end, with Max after it. */
export const balanceRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: theme.sm,
  minHeight: `calc(${theme.icon} + ${theme.xs})`,
  color: theme.textMuted,
  fontSize: theme.sizeSm,
})

/** Max: a small chip after the balance. */
export const maxButton = style({
  paddingBlock: theme.xxs,
  paddingInline: theme.sm,
  border: `${theme.borderWidth} solid ${theme.border}`,
  borderRadius: theme.radiusFull,
  background: theme.background,
  color: theme.text,
  font: "inherit",
  fontSize: theme.sizeXs,
  fontWeight: theme.bold,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: theme.surfaceHover },
    "&:focus-visible": { outline: focusRing, outlineOffset: theme.focusRing },
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
  },
})

/** The refusal of the amount, under the pay box's amount. */
export const amountError = style({ margin: 0, color: theme.error, fontSize: theme.sizeSm })

/**
 * The flip control: a square icon button across the edges of the two boxes (it takes no height
 * of its own), ringed in the dialog's background so it reads as cut out of them.
 */
export const flipButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  alignSelf: "center",
  position: "relative",
  zIndex: 1,
  width: theme.control,
  height: theme.control,
  marginBlock: `calc(${theme.control} / -2)`,
  padding: 0,
  border: `${theme.xs} solid ${theme.background}`,
  borderRadius: theme.radiusSmall,
  background: theme.surface,
  color: theme.text,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: theme.surfaceHover },
    "&:focus-visible": { outline: focusRing },
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.6 },
  },
})

/** The quote's label/value rows. */
export const quoteRows = style({
  display: "flex",
  flexDirection: "column",
  gap: theme.xs,
  margin: 0,
  paddingInline: theme.xs,
  fontSize: theme.sizeSm,
})

/** One row: the label at the start, the value at the end. */
export const quoteRow = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: theme.md,
})

/** A row's label. */
export const quoteLabel = style({ color: theme.textMuted })

/** A row's value. */
export const quoteValue = style({
  margin: 0,
  color: theme.text,
  fontVariantNumeric: "tabular-nums",
  textAlign: "end",
  overflowWrap: "anywhere",
})

/** The token choice's top line: what is being chosen, and Cancel at its end. */
export const chooserHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: theme.sm,
})

/** Cancel of the token choice: a chip like Max, a little larger. */
export const cancelButton = style([
  maxButton,
  { paddingBlock: theme.xs, paddingInline: theme.md, fontSize: theme.sizeSm },
])

/** What the token choice is for ("Select the token to pay"). */
export const chooserTitle = style({ margin: 0, fontWeight: theme.bold })
