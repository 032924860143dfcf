import { style } from "@vanilla-extract/css"
import { vars } from "../theme/contract.css"

/**
 * The QR code: dark modules (the developer's `qrColor`) on a light background in both
 * modes, since phone cameras fail to read an inverted code. The quiet zone is part of the
 * drawing, so the background always surrounds the modules.
 */
export const qrCode = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "1",
  borderRadius: vars.radius.small,
  background: vars.color.qrBackground,
  fill: vars.color.qr,
  // Module edges stay sharp at any scale; anti-aliased seams between runs confuse scanners.
  shapeRendering: "crispEdges",
})
