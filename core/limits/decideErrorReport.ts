import { Clock, Duration, Effect, Ref } from "effect"
import { errorReportWindow, limits } from "../Schedules"

/** Why an error report was dropped (spec 5). */
export type ErrorReportDropReason = "disabled" | "notBrowser" | "rateLimited"

/** Whether to send an error report, and the send times to keep for the next decision. */
export type ErrorReportDecision =
  | { readonly _tag: "Send"; readonly sent: ReadonlyArray<number> }
  | {
      readonly _tag: "Drop"
      readonly reason: ErrorReportDropReason
      readonly sent: ReadonlyArray<number>
    }

/** What the error-report rule looks at. */
export interface ErrorReportInput {
  /** Whether error reporting is enabled. */
  readonly enabled: boolean
  /** Whether the code runs in a browser (a `window` exists). */
  readonly inBrowser: boolean
  /** Epoch ms of the reports sent so far (older ones may be included; they are pruned). */
  readonly sent: ReadonlyArray<number>
  /** The current time, epoch ms. */
  readonly now: number
}

/** True when a `window` exists, i.e. the code runs in a browser. */
export const isBrowser = (): boolean => typeof window !== "undefined"

/**
 * The error-report rule (spec 5, 9): drop when reporting is disabled, outside a browser, or
 * when 5 or more reports were sent in the last 60 s (a sliding window over send times);
 * otherwise send. The returned `sent` list holds only the times still inside the window, plus
 * `now` when sending.
 */
export const decideErrorReport = (input: ErrorReportInput): ErrorReportDecision => {
  const windowMs = Duration.toMillis(errorReportWindow)
  const sent = input.sent.filter((t) => input.now - t < windowMs && t <= input.now)
  if (!input.enabled) return { _tag: "Drop", reason: "disabled", sent }
  if (!input.inBrowser) return { _tag: "Drop", reason: "notBrowser", sent }
  if (sent.length >= limits.errorReportsPerWindow)
    return { _tag: "Drop", reason: "rateLimited", sent }
  return { _tag: "Send", sent: [...sent, input.now] }
}

/** A stateful error-report gate over `decideErrorReport`, timed by Effect's `Clock`. */
export interface ErrorReportLimiter {
  /** Decides for one report now; a `Send` is recorded against the limit. */
  readonly decide: Effect.Effect<ErrorReportDecision>
}

/** Makes an `ErrorReportLimiter`; `inBrowser` defaults to checking for `window`. */
export const makeErrorReportLimiter = (options: {
  readonly enabled: boolean
  readonly inBrowser?: () => boolean
}): Effect.Effect<ErrorReportLimiter> =>
  Effect.map(Ref.make<ReadonlyArray<number>>([]), (sentRef) => ({
    decide: Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const inBrowser = (options.inBrowser ?? isBrowser)()
      return yield* Ref.modify(sentRef, (sent) => {
        const decision = decideErrorReport({ enabled: options.enabled, inBrowser, sent, now })
        return [decision, decision.sent]
      })
    }),
  }))
