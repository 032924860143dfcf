import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** The search field's label. */
export const searchLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textMuted,
  marginBottom: `calc(-1 * ${vars.space.sm})`,
})

/** The search field. */
export const searchField = style({
  width: "100%",
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  font: "inherit",
  selectors: {
    "&:focus-visible": {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: 0,
    },
  },
})

/** "New to wallets?": a disclosure under the list. */
export const newToWallets = style({ color: vars.color.text })

// Its summary, a keyboard control like a link, and the space between its parts.
globalStyle(`${newToWallets} > * + *`, { marginTop: vars.space.sm })
globalStyle(`${newToWallets} > summary`, {
  cursor: "pointer",
  fontWeight: vars.font.weightBold,
  paddingBlock: vars.space.sm,
})
globalStyle(`${newToWallets} > summary:focus-visible`, {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusRing,
})
