import { style } from "@vanilla-extract/css"

// The receive view's own layout. Plugins reach the theme only through the SDK's primitives
// and text styles, so what is set here uses no theme value: sizes are in em (they follow the
// theme's font size), colours are inherited from the text styles around them.

/** The QR code: a square of at most 15em, centred (the code itself fills it). */
export const receiveQrFrame = style({
  width: "100%",
  maxWidth: "15em",
  margin: "0 auto",
})

/**
 * The address: monospace, selected whole with one click, and wrapped into even lines: at
 * most 22 characters a line, so an EVM address (42) shows as two lines of 22 and 20.
 */
export const receiveAddress = style({
  display: "inline-block",
  maxWidth: "22ch",
  fontFamily:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace',
  fontSize: "0.9em",
  fontWeight: "normal",
  lineHeight: 1.5,
  overflowWrap: "anywhere",
  userSelect: "all",
})

/** Centred text (the section's heading, over the centred notice and list). */
export const receiveCentred = style({ textAlign: "center" })

/** The supported networks: icon and name side by side, wrapping into centred rows. */
export const receiveNetworkList = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "0.5em 1em",
  margin: 0,
  padding: 0,
  listStyle: "none",
})

/** One network of the list. */
export const receiveNetwork = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4em",
})
