/**
 * The embedded wallet's delays, timeouts and polls (spec 4, 5, 9), named once. They are the
 * plugin's own: the kernel's times stay in `core/Schedules.ts`, and code of this plugin
 * imports these rather than writing a duration inline.
 */
import { Duration, Schedule } from "effect"

/** Delay before re-syncing the auth connector after leaving the Farcaster view (spec 2, 9). */
export const farcasterReloadDelay = Duration.millis(100)
/** Extra delay after the secure frame reports ready (spec 4, 9). */
export const frameReadyDelay = Duration.millis(500)
/** The secure frame must be ready within this time, else iframe_load_failed (spec 8, 9). */
export const frameLoadTimeout = Duration.millis(20_000)
/** Login requests to the secure frame time out after this (iframe_request_timeout, spec 8, 9). */
export const loginRequestTimeout = Duration.millis(120_000)
/** Disconnect waits at most this long for the frame's reply (spec 4, 9). */
export const signOutTimeout = Duration.millis(3_000)
/** Minimum time between two email-login triggers (spec 5, 9). */
export const emailLoginCooldown = Duration.seconds(30)
/** How often the social-login popup is checked for having been closed (spec 4, 9). */
export const popupClosedPoll = Duration.seconds(1)
/** How often the UI polls for the new email during an email update (spec 4, 9). */
export const emailChangePoll = Duration.seconds(1)

/** Checks every 1 s whether the social-login popup was closed (spec 4, 9). */
export const popupClosedPollSchedule: Schedule.Schedule<number> = Schedule.spaced(popupClosedPoll)
/** Polls every 1 s for the new email during an email update (spec 4, 9). */
export const emailChangePollSchedule: Schedule.Schedule<number> = Schedule.spaced(emailChangePoll)
