import { keyframes, style } from "@vanilla-extract/css"
import { Duration } from "effect"
import { modalShake } from "../../core/Schedules"
import { vars } from "../theme/contract.css"
import { motionAllowed } from "../theme/motion"

// The modal has no entrance animation: it shows whole in the frame after the click (issue 14).
// A fade from transparent made that frame show next to nothing, and a rise into place promoted
// the panel to a layer of its own whose start held the next frame's commit (10-20 ms, traced),
// which the keyboard's Enter, followed by its keyup, waited behind.
// The shake of spec 2 lasts `modalShake` (500 ms), the time the store keeps its flag set.
// (This file runs at build time only, so reading the kernel's schedule here costs no JS.)
const shakeFrames = keyframes({
  "0%, 100%": { transform: "translateX(0)" },
  "20%, 60%": { transform: `translateX(calc(-1 * ${vars.space.sm}))` },
  "40%, 80%": { transform: `translateX(${vars.space.sm})` },
})

/** A phone-sized viewport: the dialog becomes a bottom sheet. */
const phone = "screen and (max-width: 480px)"

/** The full-viewport backdrop of the dialog. */
export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: vars.space.lg,
  background: vars.color.overlay,
  // The theme's overlayBlur; "0px" (the default) draws no filter pass at all.
  backdropFilter: `blur(${vars.size.overlayBlur})`,
  // Drawn ahead and hidden until the click (ModalFrame's `hidden`, with `inert`): laid out but
  // not drawn, so the click's frame only paints it (its layout, and the icons' own set-up, are
  // done). The flex display above wins over the attribute's display: none.
  selectors: { "&[hidden]": { visibility: "hidden" } },
  "@media": {
    // On a phone the dialog is a bottom sheet: full width, against the bottom edge, the
    // backdrop showing only above it. (A media query cannot read a theme variable.)
    [phone]: { alignItems: "flex-end", padding: 0, paddingBlockStart: vars.space.xl },
  },
})

/** The wrapper of the inline (embedded) modal. */
export const inline = style({ display: "block" })

/** The panel: the dialog itself. */
export const panel = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxWidth: vars.size.modalWidth,
  // Never taller than the viewport less the overlay's margin above and below (issue 34): the
  // header stays, the body scrolls inside (see `body`). dvh is the viewport as it is now on a
  // phone, with the browser's bars shown; vh is the fallback of browsers without dvh.
  maxHeight: [`calc(100vh - 2 * ${vars.space.lg})`, `calc(100dvh - 2 * ${vars.space.lg})`],
  overflow: "hidden",
  borderRadius: vars.radius.base,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.modal,
  border: `${vars.size.border} solid ${vars.color.border}`,
  selectors: {
    "&:focus": { outline: "none" },
    "&:focus-visible": { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
  },
  "@media": {
    [phone]: {
      // The dialog only: the embedded (inline) modal stays a card in the page.
      selectors: {
        [`${overlay} &`]: {
          maxWidth: "none",
          maxHeight: [`calc(100vh - ${vars.space.xl})`, `calc(100dvh - ${vars.space.xl})`],
          borderEndStartRadius: 0,
          borderEndEndRadius: 0,
          borderBlockEndWidth: 0,
        },
      },
    },
  },
})

/** Added for the 500 ms shake when the visitor tries to close a modal that may not close. */
export const shaking = style({
  "@media": {
    [motionAllowed]: { animation: `${shakeFrames} ${Duration.toMillis(modalShake)}ms ease-in-out` },
  },
})

/**
 * The view area under the header: it takes the panel's height left and scrolls inside, so a
 * long view never pushes the header (or the toast under it) out of sight.
 */
export const body = style({
  display: "flex",
  flexDirection: "column",
  flex: "1 1 auto",
  // A flex item's minimum height is its content's unless set: without this it would not shrink.
  minHeight: 0,
  overflowY: "auto",
  // A scroll that reaches the end does not go on to scroll the page behind the dialog.
  overscrollBehavior: "contain",
  gap: vars.space.md,
  // A little room at the top, so that a focus ring there is not cut by the scroll box.
  padding: `${vars.space.xs} ${vars.space.lg} ${vars.space.lg}`,
})

/** A failure said in place of (or above) a view: the view could not be loaded or shown. */
export const alertText = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: "center",
  color: vars.color.error,
})
