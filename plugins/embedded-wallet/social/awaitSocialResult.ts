import { Effect, Option, Result } from "effect"
import { FlowError, type SocialProvider } from "../../../core"
import { popupClosedPollSchedule } from "../EmbeddedWalletSchedules"
import {
  checkSocialLoginMessage,
  type SocialLoginUntrustedOriginError,
} from "../login/checkSocialLoginMessage"
import type { SocialPopup } from "./SocialPopup"

/** A message the page received: who sent it (origin, window) and what (`MessageEvent`'s fields). */
export interface SocialWindowMessage {
  readonly origin: string
  readonly source: unknown
  readonly data: unknown
}

/** What waiting for a social-login result watches. */
export interface SocialResultWait {
  readonly provider: SocialProvider
  readonly popup: SocialPopup
  /** The secure site's origin: the only one whose results count (spec 5). */
  readonly secureOrigin: string
  /** The page's window messages (the popup posts its result to its opener). */
  readonly onMessage: (listener: (message: SocialWindowMessage) => void) => () => void
  /** Whether the modal is still open. */
  readonly modalOpen: () => boolean
  /** Whether this login is still the visitor's latest (a later one stops it); always by default. */
  readonly current?: () => boolean
}

/**
 * The first social-login result from the popup, as a message (spec 4): a result URI from the
 * trusted secure-site origin and the popup's own window. A result from another origin fails
 * with `SocialLoginUntrustedOriginError` ('Untrusted Origin', spec 5); messages that carry no
 * result, and results of the trusted origin from another window, are ignored.
 */
export const socialResultMessage = (
  wait: SocialResultWait,
): Effect.Effect<string, SocialLoginUntrustedOriginError> =>
  Effect.callback<string, SocialLoginUntrustedOriginError>((resume) => {
    let stop: (() => void) | undefined
    const settle = (outcome: Effect.Effect<string, SocialLoginUntrustedOriginError>) => {
      stop?.()
      stop = undefined
      resume(outcome)
    }
    stop = wait.onMessage((message) => {
      const checked = checkSocialLoginMessage(message, wait.secureOrigin, wait.provider)
      if (Result.isFailure(checked)) return settle(Effect.fail(checked.failure))
      if (Option.isNone(checked.success) || message.source !== wait.popup.source) return
      settle(Effect.succeed(checked.success.value))
    })
    return Effect.sync(() => stop?.())
  })

/**
 * Checks every 1 s (spec 4, 9; the first check at once): the modal closed fails with 'Modal
 * closed' and closes the popup, the popup closed fails with 'Popup closed'; a later login
 * interrupts it. Never succeeds.
 */
const closedWatch = (wait: SocialResultWait): Effect.Effect<never, FlowError> =>
  Effect.suspend(() => {
    if (wait.current?.() === false) return Effect.interrupt
    if (!wait.modalOpen()) {
      wait.popup.close()
      return Effect.fail(new FlowError({ reason: "modalClosed" }))
    }
    if (wait.popup.isClosed()) return Effect.fail(new FlowError({ reason: "popupClosed" }))
    return Effect.void
  }).pipe(Effect.repeat(popupClosedPollSchedule), Effect.andThen(Effect.never))

/**
 * Runs `work` (sending the popup to the provider, waiting for its result) while the popup and
 * the modal are watched (spec 4): whichever ends first ends the flow, so closing the popup or
 * the modal rejects it ('Popup closed', 'Modal closed') even while a frame request is out.
 */
export const whileSocialPopupOpen = <A, E>(
  wait: SocialResultWait,
  work: Effect.Effect<A, E>,
): Effect.Effect<A, E | FlowError> => Effect.raceFirst(work, closedWatch(wait))

/**
 * Waits for the social-login result URI (spec 4 "message received from the trusted
 * secure-site origin with a result URI") while the popup and the modal are watched every 1 s.
 * @example
 * const resultUri = yield* awaitSocialResult({ provider: "google", popup, secureOrigin, onMessage, modalOpen })
 */
export const awaitSocialResult = (
  wait: SocialResultWait,
): Effect.Effect<string, SocialLoginUntrustedOriginError | FlowError> =>
  whileSocialPopupOpen(wait, socialResultMessage(wait))
