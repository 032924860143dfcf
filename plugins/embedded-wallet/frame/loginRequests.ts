import type { FrameRequestName } from "./FrameEvent"

/**
 * The login requests: those a visitor is waiting on while signing in, which time out after the
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
] as const satisfies ReadonlyArray<FrameRequestName>

/** Whether `name` is a login request, which times out after 120 s. */
export const isLoginRequest = (name: FrameRequestName): boolean =>
  (loginRequestNames as ReadonlyArray<FrameRequestName>).includes(name)
