import { Clock, Effect, Option } from "effect"
import type { MessagesShape, StorageShape } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { EmbeddedWalletStorageKeys as keys } from "../EmbeddedWalletStorageKeys"
import { ensureEmailLoginAllowed } from "../login/checkEmailLoginCooldown"

/**
 * Runs `send` (an ask to the secure frame that mails a code: connect email, or an email
 * update's start) under spec 5's email trigger rule: refused with 'Please try again after {n}
 * seconds' within 30 s of the last trigger, else the trigger time is stored (spec 3's last email
 * login time) and `send` runs; when `send` fails no code went out, so the time stored before is
 * put back and the visitor's retry is not held by the cooldown.
 */
export const emailTrigger =
  (storage: StorageShape, catalogue: Pick<MessagesShape, "text">) =>
  <A, E>(send: Effect.Effect<A, E>): Effect.Effect<A, E | EmbeddedWalletError> =>
    Effect.gen(function* () {
      const previous = Option.getOrUndefined(yield* storage.get(keys.lastEmailLoginTime))
      yield* ensureEmailLoginAllowed(previous).pipe(
        Effect.mapError(
          (cause) =>
            new EmbeddedWalletError({
              message: catalogue.text("error.emailCooldown", { n: cause.remainingSeconds }),
              cause,
            }),
        ),
      )
      yield* storage.set(keys.lastEmailLoginTime, yield* Clock.currentTimeMillis)
      return yield* send.pipe(
        Effect.tapError(() =>
          previous === undefined
            ? storage.remove(keys.lastEmailLoginTime)
            : storage.set(keys.lastEmailLoginTime, previous),
        ),
      )
    })
