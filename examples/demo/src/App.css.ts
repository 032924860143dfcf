import { globalStyle, style, styleVariants } from "@vanilla-extract/css"

// The host page's own look (the kit styles itself under its data-foyer roots). Static CSS
// files, so the page works under a Content-Security-Policy without 'unsafe-inline'.

globalStyle("body", { margin: 0 })

const base = style({
  minHeight: "100vh",
  boxSizing: "border-box",
  padding: "24px",
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  lineHeight: 1.5,
  // Long addresses wrap rather than widen the page past a phone's screen.
  overflowWrap: "anywhere",
})

/** The page in light and dark mode. */
export const page = styleVariants({
  light: [base, { background: "#f6f7f9", color: "#1b1f24" }],
  dark: [base, { background: "#121417", color: "#e8eaed" }],
})

/** The page header: title and the theme switch. */
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "16px",
  maxWidth: "880px",
  margin: "0 auto 32px",
})

/** The page title. */
export const title = style({ fontSize: "1.5rem", margin: 0 })

/** The light/dark switch. */
export const toggle = style({
  font: "inherit",
  padding: "8px 14px",
  borderRadius: "8px",
  border: "1px solid currentColor",
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
})

/** The main column. */
export const main = style({ maxWidth: "880px", margin: "0 auto" })

/** The row of Foyer's buttons. */
export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "12px",
  marginBottom: "32px",
})

/** The sandbox wallet note. */
export const note = style({
  borderLeft: "4px solid #2b59c3",
  padding: "8px 16px",
  maxWidth: "640px",
})

globalStyle(`${note} code`, { fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace" })

/** The note's heading. */
export const noteTitle = style({ fontSize: "1rem", margin: "0 0 4px" })

/** A start-up problem (no configuration). */
export const problem = style({ color: "#b3261e" })

/** A panel of the demo (message signing). */
export const panel = style({ maxWidth: "640px", marginBottom: "32px" })

/** A field and its button side by side. */
export const row = style({ display: "flex", gap: "8px", marginTop: "4px" })

/** A text field. */
export const field = style({
  flex: 1,
  font: "inherit",
  padding: "8px",
  borderRadius: "8px",
  border: "1px solid currentColor",
  background: "transparent",
  color: "inherit",
})

/** The signature: long hex, wrapped anywhere. */
export const output = style({ overflowWrap: "anywhere", fontFamily: "ui-monospace, monospace" })
