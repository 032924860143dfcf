import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { FrameReplyError } from "./FrameReplyError"

describe("FrameReplyError", () => {
  it("surfaces the error reply's payload message", () => {
    const error = new FrameReplyError({ event: "CONNECT_OTP", payloadMessage: "Invalid code" })
    expect(error._tag).toBe("FrameReplyError")
    expect(error.message).toBe("Invalid code")
    expect(error.event).toBe("CONNECT_OTP")
  })

  it("reads 'An error occurred' when the reply has no message", () => {
    expect(new FrameReplyError({}).message).toBe("An error occurred")
    expect(new FrameReplyError({ payloadMessage: "" }).message).toBe("An error occurred")
  })

  it("builds from a payload of any shape, keeping it as cause", () => {
    const payload = { message: "Email already in use", code: "E1" }
    const error = FrameReplyError.fromPayload(payload, "UPDATE_EMAIL")
    expect(error.message).toBe("Email already in use")
    expect(error.event).toBe("UPDATE_EMAIL")
    expect(error.cause).toBe(payload)
    expect(FrameReplyError.fromPayload(undefined).message).toBe("An error occurred")
    expect(FrameReplyError.fromPayload({ message: 42 }).message).toBe("An error occurred")
  })

  it("reads the reply's reason and the numbers its text names, ignoring fields of the wrong type", () => {
    const error = FrameReplyError.fromPayload({
      message: "The code is not correct; 2 attempts left",
      reason: "wrong_code",
      attemptsLeft: 2,
      retryAfter: "soon",
    })
    expect([error.reason, error.attemptsLeft, error.retryAfter]).toEqual([
      "wrong_code",
      2,
      undefined,
    ])
    const odd = FrameReplyError.fromPayload({ message: "x", reason: 7, attemptsLeft: Number.NaN })
    expect([odd.reason, odd.attemptsLeft]).toEqual([undefined, undefined])
  })

  it("fails an Effect and is caught by its tag", () => {
    const program = Effect.fail(FrameReplyError.fromPayload({ message: "Nope" })).pipe(
      Effect.catchTag("FrameReplyError", (error) => Effect.succeed(error.message)),
    )
    expect(Effect.runSync(program)).toBe("Nope")
  })
})
