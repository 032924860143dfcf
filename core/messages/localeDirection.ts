import type { Locale } from "./Locale"

/** Which way a language's text runs: left to right, or right to left (Arabic). */
export type TextDirection = "ltr" | "rtl"

const rightToLeft: ReadonlySet<Locale> = new Set(["ar"])

/**
 * The writing direction of a supported language: `rtl` for Arabic, `ltr` for the others. The
 * modal's, the page buttons' and the toasts' roots carry it as `dir`, so their logical CSS
 * properties (inline start and end) mirror the layout.
 * @example
 * localeDirection("ar") // "rtl"
 */
export const localeDirection = (locale: Locale): TextDirection =>
  rightToLeft.has(locale) ? "rtl" : "ltr"
