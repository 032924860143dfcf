import { Duration, Schedule } from "effect"

/** How often the status of a payment under way is asked (once the exchange's page is open). */
export const payStatusPollInterval = Duration.seconds(2)

/**
 * How long a payment may stay in progress before the view stops waiting: the visitor left the
 * exchange's page without confirming or cancelling.
 */
export const payStatusTimeout = Duration.minutes(10)

/** Polls a payment's status every {@link payStatusPollInterval}, until it is settled. */
export const payStatusPollSchedule: Schedule.Schedule<number> =
  Schedule.spaced(payStatusPollInterval)
