import { describe, expect, it } from "vitest"
import { frameRequestNames } from "./FrameEvent"
import { isLoginRequest } from "./loginRequests"

describe("login requests (spec 8: iframe_request_timeout applies to login requests)", () => {
  it("are the email, device, one-time-code and social sign-in steps, Farcaster's address, and the email change's (not Farcaster's approval wait)", () => {
    expect(frameRequestNames.filter(isLoginRequest)).toEqual([
      "CONNECT_EMAIL",
      "CONNECT_DEVICE",
      "CONNECT_OTP",
      "CONNECT_SOCIAL",
      "GET_FARCASTER_URI",
      "GET_SOCIAL_REDIRECT_URI",
      "UPDATE_EMAIL",
      "UPDATE_EMAIL_PRIMARY_OTP",
      "UPDATE_EMAIL_SECONDARY_OTP",
    ])
  })
})
