import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightBold,
  lineHeight: 1,
  objectFit: "cover",
  userSelect: "none",
})

/** The image's (or monogram's) box, by size: `sm` beside text, `md` in a row, `lg` on its own. */
export const logo = styleVariants({
  sm: [base, { width: vars.size.icon, height: vars.size.icon, fontSize: vars.font.sizeXs }],
  md: [
    base,
    { width: vars.size.walletIcon, height: vars.size.walletIcon, fontSize: vars.font.sizeSm },
  ],
  lg: [base, { width: vars.size.avatar, height: vars.size.avatar, fontSize: vars.font.sizeXl }],
})

/** Square corners (a wallet's or payment method's logo) instead of a circle (a token's). */
export const squared = style({ borderRadius: vars.radius.small })

/** A monogram: the letter comes from `data-monogram` (see LogoImage). */
export const letter = style({
  selectors: { "&::before": { content: "attr(data-monogram)" } },
})
