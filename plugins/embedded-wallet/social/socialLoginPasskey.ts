import { Effect } from "effect"
import { FlowError } from "../../../core"
import { popupClosedPollSchedule } from "../EmbeddedWalletSchedules"

/** What a social login's passkey step watches while the secure frame asks the visitor. */
export interface SocialPasskeyWait {
  /** Whether the modal (whose ConnectingSocial shows the frame) is still open. */
  readonly modalOpen: () => boolean
  /** Whether this login is still the visitor's latest (a later one stops it). */
  readonly current: () => boolean
}

/**
 * Checks every 1 s (the first check at once), as the popup's wait does (spec 4): the modal
 * closed fails with 'Modal closed' (no view shows the frame any more, so the step could never
 * end); a later login interrupts it. Never succeeds.
 */
const shownWatch = (wait: SocialPasskeyWait): Effect.Effect<never, FlowError> =>
  Effect.suspend(() => {
    if (!wait.current()) return Effect.interrupt
    if (!wait.modalOpen()) return Effect.fail(new FlowError({ reason: "modalClosed" }))
    return Effect.void
  }).pipe(Effect.repeat(popupClosedPollSchedule), Effect.andThen(Effect.never))

/**
 * Runs a social login's passkey `step` (issue 37: GET_USER with `showsFrame` while
 * ConnectingSocial shows the secure frame) until the frame answers, or the modal closes
 * ('Modal closed'), or a later login takes over (interrupted).
 * @example
 * yield* whileSocialPasskeyStep({ modalOpen, current }, request("GET_USER", { showsFrame: true }))
 */
export const whileSocialPasskeyStep = <A, E>(
  wait: SocialPasskeyWait,
  step: Effect.Effect<A, E>,
): Effect.Effect<A, E | FlowError> => Effect.raceFirst(step, shownWatch(wait))
