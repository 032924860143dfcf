import { Effect } from "effect"
import { parseDateTime } from "./parseDateTime"
import {
  SiwxMessageExpiredError,
  SiwxMessageInvalidError,
  SiwxMessageNotYetIssuedError,
  SiwxMessageNotYetValidError,
} from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"

type TimeFields = Pick<SiwxMessageFields, "issuedAt" | "expirationTime" | "notBefore">

/**
 * Succeeds when `now` lies in the message's window: not before its issued-at, not before its
 * not-before, and before its expiration time (at the expiration instant it has expired, as in
 * EIP-4361 and viem's `validateSiweMessage`).
 * @example
 * yield* checkSiwxTimeWindow(fields, new Date())
 */
export const checkSiwxTimeWindow = (
  fields: TimeFields,
  now: Date,
): Effect.Effect<
  void,
  | SiwxMessageInvalidError
  | SiwxMessageNotYetIssuedError
  | SiwxMessageExpiredError
  | SiwxMessageNotYetValidError
> =>
  Effect.suspend(() => {
    if (Number.isNaN(now.getTime())) {
      return Effect.die(new RangeError("checkSiwxTimeWindow: 'now' is an invalid Date"))
    }
    const instant = (part: keyof TimeFields, text: string) => {
      const date = parseDateTime(text)
      return date === undefined
        ? Effect.fail(
            new SiwxMessageInvalidError({
              part,
              reason: `the ${part} '${text}' is not an RFC 3339 date-time`,
            }),
          )
        : Effect.succeed(date)
    }
    return Effect.gen(function* () {
      const issuedAt = yield* instant("issuedAt", fields.issuedAt)
      if (now < issuedAt) {
        return yield* new SiwxMessageNotYetIssuedError({ issuedAt: fields.issuedAt, now })
      }
      if (fields.notBefore !== undefined) {
        const notBefore = yield* instant("notBefore", fields.notBefore)
        if (now < notBefore) {
          return yield* new SiwxMessageNotYetValidError({ notBefore: fields.notBefore, now })
        }
      }
      if (fields.expirationTime !== undefined) {
        const expirationTime = yield* instant("expirationTime", fields.expirationTime)
        if (now >= expirationTime) {
          return yield* new SiwxMessageExpiredError({
            expirationTime: fields.expirationTime,
            now,
          })
        }
      }
    })
  })
