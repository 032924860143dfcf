import type { FrameRequestName } from "./FrameEvent"

/**
 * The login requests: those a visitor is waiting on while signing in (or changing the sign-in
 * email, whose steps are a sign-in's), which time out after the
 * login request timeout (spec 8: "iframe_request_timeout (login requests after 120 s)").
 * Others (an RPC request waiting for an approval, the Farcaster sign-in a visitor finishes on
 * a phone) may rightly take longer.
 */
export const loginRequestNames = [
  "CONNECT_EMAIL",
  "CONNECT_DEVICE",
  "CONNECT_OTP",
  "CONNECT_SOCIAL",
  "GET_SOCIAL_REDIRECT_URI",
  // Farcaster's sign-in address (the site opens a relay channel): lost while the frame reloads,
  // it would leave ConnectingFarcaster loading for good. Its approval wait (CONNECT_FARCASTER)
  // is not a login request: the visitor answers on a phone, in their own time.
  "GET_FARCASTER_URI",
  // The email change's steps: codes mailed and checked as a sign-in's, which the visitor waits on
  // in UpdateEmailWallet; unanswered, they would leave the view busy for good.
  "UPDATE_EMAIL",
  "UPDATE_EMAIL_PRIMARY_OTP",
  "UPDATE_EMAIL_SECONDARY_OTP",
] as const satisfies ReadonlyArray<FrameRequestName>

/** Whether `name` is a login request, which times out after 120 s. */
export const isLoginRequest = (name: FrameRequestName): boolean =>
  (loginRequestNames as ReadonlyArray<FrameRequestName>).includes(name)
