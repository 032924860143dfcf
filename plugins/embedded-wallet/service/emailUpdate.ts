import { Effect } from "effect"
import { type EmailInvalidError, validateEmail } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { emailChangePollSchedule, loginRequestTimeout } from "../EmbeddedWalletSchedules"
import type { FrameRequestName } from "../frame/FrameEvent"
import type { FrameRequestPayload, FrameSuccessPayload } from "../frame/FramePayloads"
import { en } from "../messages/en"

/** Spec 4's email update, as the embedded wallet's service offers it to its views. */
export interface EmailUpdateShape {
  /**
   * Starts an email change to `email` (spec 7 UPDATE_EMAIL): checks the address ('Please enter
   * a valid email address') and the 30 s email cooldown ('Please try again after {n} seconds',
   * spec 5) as an email login does, then asks the secure frame, which mails a code to the
   * current email. Calling it again starts the change again (a new code).
   */
  readonly startEmailUpdate: (
    email: string,
  ) => Effect.Effect<void, EmailInvalidError | EmbeddedWalletError>
  /**
   * Sends the code mailed to the current email (the primary step); the secure site then mails
   * a code to the new email. A wrong or expired code fails with the site's text.
   */
  readonly verifyEmailUpdatePrimary: (code: string) => Effect.Effect<void, EmbeddedWalletError>
  /**
   * Sends the code mailed to the new email (the secondary step, which returns the new email),
   * then polls the secure frame every 1 s (spec 4, 9) until the user it reports has the new
   * email, stores it (spec 4's email key) and gives it.
   */
  readonly verifyEmailUpdateSecondary: (code: string) => Effect.Effect<string, EmbeddedWalletError>
}

/** Asks the secure frame `name` (the service's typed frame request). */
export type FrameAsk = <Name extends FrameRequestName>(
  name: Name,
  payload: FrameRequestPayload<Name>,
) => Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError>

/** What the email update needs of the embedded wallet's service. */
export interface EmailUpdateDeps {
  readonly request: FrameAsk
  /** Runs an ask that mails a code under the email trigger rule (`emailTrigger`). */
  readonly trigger: <A, E>(send: Effect.Effect<A, E>) => Effect.Effect<A, E | EmbeddedWalletError>
  /** Stores the user's new email and tells the kit (the service's email store). */
  readonly emailChanged: (email: string) => Effect.Effect<void>
}

/**
 * Spec 4's email update over the secure frame: UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP, then
 * UPDATE_EMAIL_SECONDARY_OTP and the 1 s poll of GET_USER for the change. The poll gives up
 * after the login request timeout (120 s) with 'An error occurred': the site moved the address,
 * but the frame never said so.
 */
export const makeEmailUpdate = (deps: EmailUpdateDeps): EmailUpdateShape => ({
  startEmailUpdate: (address) =>
    Effect.gen(function* () {
      const email = yield* Effect.fromResult(validateEmail(address))
      yield* deps.trigger(deps.request("UPDATE_EMAIL", { email }))
    }),
  verifyEmailUpdatePrimary: (code) =>
    Effect.asVoid(deps.request("UPDATE_EMAIL_PRIMARY_OTP", { otp: code })),
  verifyEmailUpdateSecondary: (code) =>
    Effect.gen(function* () {
      const { newEmail } = yield* deps.request("UPDATE_EMAIL_SECONDARY_OTP", { otp: code })
      yield* deps.request("GET_USER", {}).pipe(
        Effect.repeat({
          schedule: emailChangePollSchedule,
          until: (user) => user.email === newEmail,
        }),
        Effect.timeoutOrElse({
          duration: loginRequestTimeout,
          orElse: () => Effect.fail(new EmbeddedWalletError({ message: en["error.frameError"] })),
        }),
      )
      yield* deps.emailChanged(newEmail)
      return newEmail
    }),
})
