import { Effect, Fiber, Queue, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makeFrameClient } from "../frame/FrameClient"
import {
  fail,
  frameClientOptions,
  initialise,
  makeFakeFrame,
  succeed,
} from "../frame/frameClientFixtures"
import { frameRequest } from "./frameRequest"

const run = <A, E>(effect: Effect.Effect<A, E, Scope.Scope>): Promise<A> =>
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(TestClock.layer())))

/** An initialised client, and CONNECT_EMAIL asked of it: the posted message and the pending answer. */
const askConnectEmail = Effect.gen(function* () {
  const frame = yield* makeFakeFrame
  const client = yield* makeFrameClient(frameClientOptions(frame))
  yield* initialise(frame)
  const answer = yield* Effect.forkChild(
    Effect.result(frameRequest(client, "CONNECT_EMAIL", { email: "ada@example.com" })),
  )
  const posted = yield* Queue.take(frame.posted)
  return { frame, posted, answer }
})

describe("a typed request to the secure frame (FramePayloads)", () => {
  it("sends the encoded payload and gives the decoded success payload", () =>
    run(
      Effect.gen(function* () {
        const { frame, posted, answer } = yield* askConnectEmail
        expect(posted.message).toMatchObject({
          type: "@w3m-app/CONNECT_EMAIL",
          payload: { email: "ada@example.com" },
        })
        succeed(frame, posted, { action: "VERIFY_OTP" })
        const result = yield* Fiber.join(answer)
        expect(result._tag === "Success" && result.success).toEqual({ action: "VERIFY_OTP" })
      }),
    ))

  it("an answer of the wrong shape is an EmbeddedWalletError 'An error occurred' (spec 8), never passed on", () =>
    run(
      Effect.gen(function* () {
        const { frame, posted, answer } = yield* askConnectEmail
        succeed(frame, posted, { action: "SEND_ME_YOUR_KEY" })
        const result = yield* Fiber.join(answer)
        expect(result._tag === "Failure" && result.failure).toMatchObject({
          _tag: "EmbeddedWalletError",
          message: "An error occurred",
        })
      }),
    ))

  it("the frame's error reply is an EmbeddedWalletError with its message (spec 8)", () =>
    run(
      Effect.gen(function* () {
        const { frame, posted, answer } = yield* askConnectEmail
        fail(frame, posted, { message: "Invalid email" })
        const result = yield* Fiber.join(answer)
        expect(result._tag === "Failure" && result.failure).toMatchObject({
          _tag: "EmbeddedWalletError",
          message: "Invalid email",
        })
      }),
    ))
})
