/**
 * The onramp plugin's delays and polls, named once (STYLE: no magic numbers inline). They are
 * the plugin's own: the kernel's times stay in `core/Schedules.ts`.
 */
import { Duration, Schedule } from "effect"

/**
 * How long the amount and the choices must stay unchanged before a quote is asked for, so
 * that typing "250" asks once, not three times.
 */
export const onrampQuoteDebounce = Duration.millis(400)

/**
 * How often the purchase popup is checked for having been closed: the same 1 s as the
 * social-login popup (spec 9 "Popup-closed check ... 1 s").
 */
export const onrampPopupClosedPoll = Duration.seconds(1)

/** Checks the purchase popup every 1 s. */
export const onrampPopupClosedSchedule: Schedule.Schedule<number> =
  Schedule.spaced(onrampPopupClosedPoll)
