import { Clock, Effect, Fiber, Queue, type Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makeFrameClient } from "./FrameClient"
import type { FrameTimeoutError } from "./FrameTimeoutError"
import {
  type FakeFrame,
  frameClientOptions,
  initialise,
  makeFakeFrame,
  succeed,
} from "./frameClientFixtures"

const run = <A, E>(effect: Effect.Effect<A, E, Scope.Scope>): Promise<A> =>
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(TestClock.layer())))

/** A client on a stand-in frame that keeps each timeout callback it got. */
const clientWithTimeouts = Effect.gen(function* () {
  const frame: FakeFrame = yield* makeFakeFrame
  const timeouts: Array<FrameTimeoutError> = []
  const client = yield* makeFrameClient(
    frameClientOptions(frame, {
      onTimeout: (error) => Effect.sync(() => timeouts.push(error)),
    }),
  )
  return { frame, client, timeouts }
})

describe("FrameClient timeouts (spec 8, 9), on the test clock", () => {
  it("iframe_load_failed: a frame not ready after 20000 ms raises APKT003 and aborts every pending request", () =>
    run(
      Effect.gen(function* () {
        const { frame, client, timeouts } = yield* clientWithTimeouts
        const email = yield* Effect.forkChild(Effect.flip(client.request("CONNECT_EMAIL")))
        const rpc = yield* Effect.forkChild(
          Effect.flip(client.request("RPC_REQUEST", { method: "eth_accounts" })),
        )
        yield* TestClock.adjust(19_999)
        expect(timeouts).toEqual([])
        expect(email.pollUnsafe()).toBeUndefined()
        expect(yield* client.status).toBe("not-ready")
        yield* TestClock.adjust(1)
        expect(timeouts.map((error) => [error.kind, error.code, error.message])).toEqual([
          ["iframe_load_failed", "APKT003", "Network Error: Wallet Load Failed"],
        ])
        const emailError = yield* Fiber.join(email)
        expect(emailError._tag).toBe("FrameRequestAbortedError")
        expect(emailError.message).toBe("Something went wrong")
        expect(emailError.cause).toBe(timeouts[0])
        const rpcError = yield* Fiber.join(rpc)
        expect(rpcError.message).toBe("Request was aborted for RPC")
        expect(yield* client.status).toBe("load-failed")
        // Nothing was posted to a frame that never said it was ready, nor is later.
        frame.deliver({ type: "@w3m-frame/READY" })
        yield* TestClock.adjust(1_000)
        const late = yield* Effect.flip(client.request("GET_USER"))
        expect(late._tag).toBe("FrameRequestAbortedError")
        expect(yield* Queue.size(frame.posted)).toBe(0)
        expect(timeouts).toHaveLength(1)
      }),
    ))

  it("a frame ready before 20000 ms does not fail to load", () =>
    run(
      Effect.gen(function* () {
        const { frame, client, timeouts } = yield* clientWithTimeouts
        yield* TestClock.adjust(19_000)
        yield* initialise(frame)
        yield* TestClock.adjust(60_000)
        expect(timeouts).toEqual([])
        expect(yield* client.status).toBe("initialised")
      }),
    ))

  it("iframe_request_timeout: a login request unanswered after 120000 ms raises APKT004 and aborts every pending request", () =>
    run(
      Effect.gen(function* () {
        const { frame, client, timeouts } = yield* clientWithTimeouts
        yield* initialise(frame)
        const rpc = yield* Effect.forkChild(
          Effect.flip(client.request("RPC_REQUEST", { method: "personal_sign" })),
        )
        yield* Queue.take(frame.posted)
        yield* TestClock.adjust(60_000)
        const otp = yield* Effect.forkChild(Effect.flip(client.request("CONNECT_OTP")))
        yield* Queue.take(frame.posted)
        yield* TestClock.adjust(119_999)
        expect(timeouts).toEqual([])
        expect(otp.pollUnsafe()).toBeUndefined()
        expect(rpc.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        expect(timeouts.map((error) => [error.kind, error.code, error.message])).toEqual([
          ["iframe_request_timeout", "APKT004", "Wallet Request Timeout"],
        ])
        const otpError = yield* Fiber.join(otp)
        expect([otpError._tag, otpError.message]).toEqual([
          "FrameRequestAbortedError",
          "Something went wrong",
        ])
        const rpcError = yield* Fiber.join(rpc)
        expect([rpcError._tag, rpcError.message]).toEqual([
          "FrameRequestAbortedError",
          "Request was aborted for RPC",
        ])
        // The frame is still there: the next request goes out and is answered.
        const next = yield* Effect.forkChild(client.request("GET_USER"))
        succeed(frame, yield* Queue.take(frame.posted), "user")
        expect(yield* Fiber.join(next)).toBe("user")
      }),
    ))

  it("only login requests time out: an RPC request may wait longer than 120000 ms", () =>
    run(
      Effect.gen(function* () {
        const { frame, client, timeouts } = yield* clientWithTimeouts
        yield* initialise(frame)
        const rpc = yield* Effect.forkChild(
          client.request("RPC_REQUEST", { method: "eth_sendTransaction" }),
        )
        const posted = yield* Queue.take(frame.posted)
        yield* TestClock.adjust(600_000)
        expect(timeouts).toEqual([])
        succeed(frame, posted, "0xhash")
        expect(yield* Fiber.join(rpc)).toBe("0xhash")
      }),
    ))

  it("a login request answered in time raises nothing later", () =>
    run(
      Effect.gen(function* () {
        const { frame, client, timeouts } = yield* clientWithTimeouts
        yield* initialise(frame)
        const email = yield* Effect.forkChild(client.request("CONNECT_EMAIL"))
        succeed(frame, yield* Queue.take(frame.posted), { action: "CONNECT" })
        expect(yield* Fiber.join(email)).toEqual({ action: "CONNECT" })
        yield* TestClock.adjust(300_000)
        expect(timeouts).toEqual([])
      }),
    ))
})

describe("FrameClient sign-out (spec 4: disconnect waits at most 3 s for the frame's reply)", () => {
  it("asks the frame to sign out and goes on at 3000 ms without a reply", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* clientWithTimeouts
        yield* initialise(frame)
        const signOut = yield* Effect.forkChild(client.signOut)
        const posted = yield* Queue.take(frame.posted)
        expect(posted.message.type).toBe("@w3m-app/SIGN_OUT")
        yield* TestClock.adjust(2_999)
        expect(signOut.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        yield* Fiber.join(signOut)
      }),
    ))

  it("goes on as soon as the frame replies, with success or error", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* clientWithTimeouts
        yield* initialise(frame)
        const signOut = yield* Effect.forkChild(client.signOut)
        const posted = yield* Queue.take(frame.posted)
        frame.deliver({ type: "@w3m-frame/SIGN_OUT_ERROR", id: posted.message.id })
        yield* Fiber.join(signOut)
        // Initialising took the ready delay; the reply came before any more time passed.
        expect(yield* Clock.currentTimeMillis).toBe(500)
      }),
    ))

  it("a frame never ready does not hold sign-out past 3000 ms", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* clientWithTimeouts
        const signOut = yield* Effect.forkChild(client.signOut)
        yield* TestClock.adjust(3_000)
        yield* Fiber.join(signOut)
        expect(yield* Queue.size(frame.posted)).toBe(0)
      }),
    ))
})
