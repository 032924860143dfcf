import { style } from "@vanilla-extract/css"
import { button } from "../primitives/Button.css"
import { row } from "../primitives/ListButton.css"
import { vars } from "../theme/contract.css"

/** The QR code's frame: a little room so the code does not touch the modal's edges. */
export const qrFrame = style({
  padding: `0 ${vars.space.xl}`,
})

/** The countdown under the QR code. */
export const expiry = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
})

/** The expired notice; empty (and taking no room) until the code expires. */
export const expiredNotice = style({
  margin: 0,
  color: vars.color.text,
  textAlign: "center",
  selectors: { "&:empty": { display: "none" } },
})

/** The copy and refresh buttons. */
export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

/** The chosen wallet's deep link, drawn as the primary button. */
export const openWalletLink = style([button.primary, { textDecoration: "none" }])

/** A wallet's deep link in a list, drawn as a list row. */
export const walletLinkRow = style([row, { textDecoration: "none" }])
