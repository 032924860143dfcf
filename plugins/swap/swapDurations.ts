import { Duration } from "effect"

/**
 * How long the amount must stay unchanged before it is quoted: typing "1.25" asks for one
 * quote, not four. A quote still running when the form changes is interrupted.
 */
export const quoteDebounce = Duration.millis(300)
