import { Duration, Schedule } from "effect"

/** How often the status of a payment under way is asked (once the exchange's page is open). */
export const payStatusPollInterval = Duration.seconds(2)

/** Polls a payment's status every {@link payStatusPollInterval}, until it is settled. */
export const payStatusPollSchedule: Schedule.Schedule<number> =
  Schedule.spaced(payStatusPollInterval)
