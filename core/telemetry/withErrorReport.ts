import { Cause, Effect, Option } from "effect"
import { categoryOf, type ErrorCategory } from "../errors/CategorizedError"
import { Telemetry } from "./Telemetry"

/**
 * A visitor declining in the wallet, or closing the modal on a connect, is their choice, not a
 * failure of the kit: never reported (category USER_REJECTED).
 */
const isUserRejection = (error: unknown): boolean => categoryOf(error) === "USER_REJECTED"

/**
 * Spec 8: "Categorised errors are reported and rethrown; the default category is internal SDK
 * error". Wraps an effect so that its failure (a typed error or a defect, not an interruption
 * or a user rejection) is reported through `Telemetry`, then fails with the very same cause.
 * Where no `Telemetry` is provided it only passes the failure on.
 * @example
 * const guarded = connections.connect("io.metamask").pipe(withErrorReport())
 * const asApi = api.getConvertQuotes(query).pipe(withErrorReport("API_ERROR"))
 */
export const withErrorReport =
  (category?: ErrorCategory) =>
  <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.tapCause(self, (cause) => {
      if (Cause.hasInterruptsOnly(cause)) return Effect.void
      const error = Cause.squash(cause)
      if (isUserRejection(error)) return Effect.void
      return Effect.flatMap(
        Effect.serviceOption(Telemetry),
        Option.match({
          onNone: () => Effect.void,
          onSome: (telemetry) => telemetry.reportError(error, category),
        }),
      )
    })
