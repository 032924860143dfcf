import type { ActionGlyph } from "../../core"

/**
 * The Account view's own icons: SVG path data for a 24×24 viewBox, drawn as a 2-pixel round
 * outline, the conventions of the plugins' action icons (`AccountAction.icon`).
 */
export const accountGlyphs = {
  /** Two overlapping sheets: copy. */
  copy: "M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1",
  /** A power symbol: disconnect. */
  disconnect: "M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0",
  /** A small chevron pointing down: the network control opens a list. */
  chevronDown: "M7 10l5 5 5-5",
  /** A chevron pointing along the text: a row that opens a view. */
  chevronForward: "M9 6l6 6-6 6",
  /** Four squares: an action whose plugin gave no icon, or whose icon could not load. */
  fallback: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z",
} as const

/**
 * The glyphs an Account action names (`AccountAction.icon`), in the same conventions: drawn
 * from this chunk, so a plugin's factory, loaded with the page, carries only the name.
 */
export const actionGlyphs: Readonly<Record<ActionGlyph, string>> = {
  arrowOut: "M7 17L17 7M8 7h9v9",
  arrowIn: "M17 7L7 17M16 17H7V8",
  arrowsBothWays: "M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16",
  card: "M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2 10h20M6 15h4",
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z",
  person: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
}

/** Whether `d` is SVG path data (commands and numbers only), so that a plugin's icon draws. */
export const isPathData = (d: unknown): d is string =>
  typeof d === "string" && /^[MmLlHhVvCcSsQqTtAaZz0-9eE\s,.+-]+$/.test(d) && /^\s*[Mm]/.test(d)
