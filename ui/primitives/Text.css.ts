import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/** A paragraph of explanation. */
export const paragraph = style({ margin: 0, color: vars.color.textMuted, textAlign: "center" })

/** A prominent line (an address, a wallet name). */
export const strong = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  textAlign: "center",
  overflowWrap: "anywhere",
})

/** An error message. */
export const errorMessage = style({ margin: 0, color: vars.color.error, textAlign: "center" })

/** A vertical stack of blocks. */
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

/** A centred column (status screens). */
export const centred = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
})

/** A large round image or placeholder (wallet, avatar). */
export const bigIcon = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  objectFit: "cover",
})

/** A small heading inside a view. */
export const sectionHeading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
})

/** A status line with a spinner before its text. */
export const statusRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  textAlign: "center",
})
