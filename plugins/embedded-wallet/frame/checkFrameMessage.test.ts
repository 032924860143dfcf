import { Option, Result } from "effect"
import { describe, expect, it } from "vitest"
import { checkAppMessage, checkFrameMessage, FrameMessageInvalidError } from "./checkFrameMessage"

describe("checkFrameMessage", () => {
  it("known frame events are accepted", () => {
    const reply = { type: "@w3m-frame/GET_USER_SUCCESS", id: "r1", payload: { email: "a@b.co" } }
    expect(checkFrameMessage(reply)).toEqual(Result.succeed(Option.some(reply)))
    expect(checkFrameMessage({ type: "@w3m-frame/READY" })).toEqual(
      Result.succeed(Option.some({ type: "@w3m-frame/READY" })),
    )
  })

  it("frame messages are checked against the known event list; invalid ones are a warning", () => {
    const result = checkFrameMessage({ type: "@w3m-frame/STEAL_KEYS", id: "r1" })
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(FrameMessageInvalidError)
      expect(result.failure.severity).toBe("warning")
      expect(result.failure.type).toBe("@w3m-frame/STEAL_KEYS")
    }
  })

  it("a known type with a malformed id is invalid too", () => {
    const result = checkFrameMessage({ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: 7 })
    expect(Result.isFailure(result)).toBe(true)
  })

  it("an app event echoed back is not a frame event", () => {
    expect(checkFrameMessage({ type: "@w3m-app/GET_USER", id: "r1" })).toEqual(
      Result.succeed(Option.none()),
    )
  })

  it("messages from other senders are ignored", () => {
    for (const data of [
      undefined,
      "hi",
      { source: "react-devtools" },
      { type: 3 },
      { type: "x" },
    ]) {
      expect(checkFrameMessage(data)).toEqual(Result.succeed(Option.none()))
    }
  })
})

describe("checkAppMessage", () => {
  it("known app events with a request id are accepted", () => {
    const request = { type: "@w3m-app/SWITCH_NETWORK", id: "r2", payload: { chainId: 1 } }
    expect(checkAppMessage(request)).toEqual(Result.succeed(Option.some(request)))
  })

  it("an app event needs its random request id", () => {
    expect(Result.isFailure(checkAppMessage({ type: "@w3m-app/CONNECT_EMAIL" }))).toBe(true)
  })

  it("unknown app events are invalid", () => {
    const result = checkAppMessage({ type: "@w3m-app/NOPE", id: "r3" })
    expect(Result.isFailure(result) && result.failure.type).toBe("@w3m-app/NOPE")
  })
})
