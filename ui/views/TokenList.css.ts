import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** One token: icon, then name over amount and symbol, then the USD value at the end. */
export const row = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  minHeight: vars.size.control,
  padding: vars.space.sm,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
})

/** The token's icon, or the blank that stands for a missing one. */
export const icon = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.walletIcon,
  height: vars.size.walletIcon,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  objectFit: "cover",
})

/**
 * A missing icon: the first letter of the symbol, drawn from its `data-initial` by CSS so that
 * it is not part of the row's text (the symbol is already read out in the row).
 */
export const initial = style({
  selectors: { "&::before": { content: "attr(data-initial)" } },
})

/** Name on the first line, amount and symbol on the second; long untrusted names are cut. */
export const details = style({
  display: "flex",
  flexDirection: "column",
  flex: 1,
  minWidth: 0,
})

/** The token's name. */
export const name = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontWeight: vars.font.weightBold,
})

/** The second line: the amount and the symbol, one left-to-right run (issue 18). */
export const quantity = style({
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

/** The amount held, in whole tokens. */
export const amount = style({ fontVariantNumeric: "tabular-nums" })

/** The token's symbol after its amount. */
export const symbol = style({ color: vars.color.textMuted })

/** The USD value at the row's end. */
export const value = style({
  flexShrink: 0,
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.font.weightBold,
  // An amount reads left to right in every language (issue 18).
  unicodeBidi: "isolate",
  direction: "ltr",
})
