import { Effect, Exit, Fiber, Option, Queue, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { makeFrameClient } from "./FrameClient"
import {
  type FakeFrame,
  fail,
  frameClientOptions,
  initialise,
  makeFakeFrame,
  type Posted,
  secureOrigin,
  succeed,
  withWarnings,
} from "./frameClientFixtures"

const run = <A, E>(effect: Effect.Effect<A, E, Scope.Scope>): Promise<A> =>
  Effect.runPromise(effect.pipe(Effect.scoped, Effect.provide(TestClock.layer())))

/** A client on a stand-in frame, taken to initialised. */
const initialisedClient = Effect.gen(function* () {
  const frame = yield* makeFakeFrame
  const client = yield* makeFrameClient(frameClientOptions(frame))
  yield* initialise(frame)
  return { frame, client }
})

/**
 * Asks GET_USER, has `forge` deliver what must answer nothing (given the frame and the posted
 * request), checks the request still waits, then that the frame's real reply answers it.
 */
const onlyTheRealReplyAnswers = (forge: (frame: FakeFrame, posted: Posted) => void) =>
  run(
    Effect.gen(function* () {
      const { frame, client } = yield* initialisedClient
      const fiber = yield* Effect.forkChild(client.request("GET_USER"))
      const posted = yield* Queue.take(frame.posted)
      forge(frame, posted)
      yield* Effect.yieldNow
      expect(fiber.pollUnsafe()).toBeUndefined()
      succeed(frame, posted, "real")
      expect(yield* Fiber.join(fiber)).toBe("real")
    }),
  )

describe("FrameClient: requests and replies (spec 7)", () => {
  it("posts { type, id, payload } with a random id to the secure origin only, never '*'", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* initialisedClient
        const fiber = yield* Effect.forkChild(client.request("CONNECT_EMAIL", { email: "a@b.co" }))
        const posted = yield* Queue.take(frame.posted)
        expect(posted.targetOrigin).toBe(secureOrigin)
        expect(posted.message).toEqual({
          type: "@w3m-app/CONNECT_EMAIL",
          id: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
          payload: { email: "a@b.co" },
        })
        succeed(frame, posted, { action: "VERIFY_OTP" })
        expect(yield* Fiber.join(fiber)).toEqual({ action: "VERIFY_OTP" })
      }),
    ))

  it("each request has its own random id: two concurrent requests answered out of order each get their own reply", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* initialisedClient
        const user = yield* Effect.forkChild(client.request("GET_USER"))
        const chain = yield* Effect.forkChild(client.request("GET_CHAIN_ID"))
        const first = yield* Queue.take(frame.posted)
        const second = yield* Queue.take(frame.posted)
        expect(first.message.id).not.toBe(second.message.id)
        expect(first.message).not.toHaveProperty("payload")
        const [userPosted, chainPosted] =
          first.message.type === "@w3m-app/GET_USER" ? [first, second] : [second, first]
        succeed(frame, chainPosted, { chainId: 10 })
        expect(yield* Fiber.join(chain)).toEqual({ chainId: 10 })
        expect(user.pollUnsafe()).toBeUndefined()
        succeed(frame, userPosted, { email: "a@b.co" })
        expect(yield* Fiber.join(user)).toEqual({ email: "a@b.co" })
      }),
    ))

  it("a reply from another origin is ignored", () =>
    onlyTheRealReplyAnswers((frame, posted) => {
      const forged = {
        type: "@w3m-frame/GET_USER_SUCCESS",
        id: posted.message.id,
        payload: "forged",
      }
      frame.deliver(forged, { origin: "https://evil.example" })
      frame.deliver(forged, { origin: "https://secure.example.evil.example" })
      frame.deliver(forged, { origin: "http://secure.example" })
    }))

  it("a reply from the secure origin but another window than the frame's is ignored", () =>
    onlyTheRealReplyAnswers((frame, posted) => {
      const forged = {
        type: "@w3m-frame/GET_USER_SUCCESS",
        id: posted.message.id,
        payload: "forged",
      }
      // A popup or another frame of the same site, or the page itself.
      frame.deliver(forged, { source: { postMessage: () => undefined } })
      frame.deliver(forged, { source: null })
    }))

  it("a reply of another request's type, or to an unknown id, answers nothing", () =>
    onlyTheRealReplyAnswers((frame, posted) => {
      frame.deliver({ type: "@w3m-frame/SIGN_OUT_SUCCESS", id: posted.message.id })
      frame.deliver({ type: "@w3m-frame/GET_USER_SUCCESS", id: "someone-else", payload: 1 })
      frame.deliver({ type: "@w3m-frame/GET_USER_SUCCESS", payload: 2 })
    }))

  it("error replies surface with the payload message, else 'An error occurred' (spec 8)", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* initialisedClient
        const withMessage = yield* Effect.forkChild(Effect.flip(client.request("CONNECT_OTP")))
        fail(frame, yield* Queue.take(frame.posted), { message: "Invalid code" })
        const error = yield* Fiber.join(withMessage)
        expect(error._tag).toBe("FrameReplyError")
        expect(error.message).toBe("Invalid code")
        const without = yield* Effect.forkChild(Effect.flip(client.request("CONNECT_OTP")))
        fail(frame, yield* Queue.take(frame.posted))
        expect((yield* Fiber.join(without)).message).toBe("An error occurred")
      }),
    ))

  it("frame messages are checked against the known event list; invalid ones are logged as a warning (spec 5)", () =>
    run(
      withWarnings((warnings) =>
        Effect.gen(function* () {
          const { frame } = yield* initialisedClient
          frame.deliver({ type: "@w3m-frame/STEAL_KEYS", id: "1" })
          // Only the frame's own messages are checked: others are not ours to warn about.
          frame.deliver(
            { type: "@w3m-frame/STEAL_KEYS", id: "2" },
            { origin: "https://evil.example" },
          )
          frame.deliver({ source: "react-devtools" })
          yield* Effect.yieldNow
          expect(warnings).toEqual([
            expect.stringMatching(
              /^\[foyer\] The frame message @w3m-frame\/STEAL_KEYS is not a known event\./,
            ),
          ])
        }),
      ),
    ))

  it("a request fails with FrameNotSetError when the frame has no window any more", () =>
    run(
      Effect.gen(function* () {
        const frame = yield* makeFakeFrame
        const client = yield* makeFrameClient(frameClientOptions(frame))
        yield* initialise(frame)
        yield* client.dispose
        const error = yield* Effect.flip(client.request("GET_USER"))
        expect(error._tag).toBe("FrameNotSetError")
        expect(error.message).toBe("The secure frame is not set.")
      }),
    ))
})

describe("FrameClient: readiness (spec 4 'Secure frame')", () => {
  it("not ready, ready on the ready event, +500 ms, dApp data sync and smart-account networks, then initialised; requests wait for it", () =>
    run(
      Effect.gen(function* () {
        const frame = yield* makeFakeFrame
        const client = yield* makeFrameClient(frameClientOptions(frame))
        expect(yield* client.status).toBe("not-ready")
        const user = yield* Effect.forkChild(client.request("GET_USER"))
        yield* TestClock.adjust(5_000)
        expect(yield* Queue.size(frame.posted)).toBe(0)
        // A ready event from elsewhere is not the frame's.
        frame.deliver({ type: "@w3m-frame/READY" }, { origin: "https://evil.example" })
        yield* TestClock.adjust(1_000)
        expect(yield* client.status).toBe("not-ready")
        frame.deliver({ type: "@w3m-frame/READY" })
        expect(yield* client.status).toBe("ready")
        yield* TestClock.adjust(499)
        expect(yield* Queue.size(frame.posted)).toBe(0)
        yield* TestClock.adjust(1)
        const sync = yield* Queue.take(frame.posted)
        const networks = yield* Queue.take(frame.posted)
        expect(sync.message).toMatchObject({
          type: "@w3m-app/SYNC_DAPP_DATA",
          payload: { name: "Demo" },
        })
        expect(networks.message.type).toBe("@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS")
        succeed(frame, sync)
        yield* Effect.yieldNow
        expect(yield* client.status).toBe("ready")
        expect(yield* Queue.size(frame.posted)).toBe(0)
        succeed(frame, networks, [8453])
        const request = yield* Queue.take(frame.posted)
        expect(request.message.type).toBe("@w3m-app/GET_USER")
        expect(yield* client.status).toBe("initialised")
        expect(yield* client.smartAccountNetworks).toEqual(Option.some([8453]))
        succeed(frame, request, { email: "a@b.co" })
        expect(yield* Fiber.join(user)).toEqual({ email: "a@b.co" })
      }),
    ))

  it("a failed dApp data sync or smart-account fetch is a warning; the frame is initialised all the same", () =>
    run(
      withWarnings((warnings) =>
        Effect.gen(function* () {
          const frame = yield* makeFakeFrame
          const client = yield* makeFrameClient(frameClientOptions(frame))
          frame.deliver({ type: "@w3m-frame/READY" })
          yield* TestClock.adjust(500)
          fail(frame, yield* Queue.take(frame.posted), { message: "no dapp" })
          fail(frame, yield* Queue.take(frame.posted))
          const fiber = yield* Effect.forkChild(client.request("IS_CONNECTED"))
          succeed(frame, yield* Queue.take(frame.posted), { isConnected: false })
          expect(yield* Fiber.join(fiber)).toEqual({ isConnected: false })
          expect(yield* client.smartAccountNetworks).toEqual(Option.none())
          expect(warnings).toEqual([
            "[foyer] the secure frame's dApp data sync failed: no dapp",
            "[foyer] the secure frame's smart-account networks failed: An error occurred",
          ])
        }),
      ),
    ))

  it("a second ready event does not sync again", () =>
    run(
      Effect.gen(function* () {
        const { frame } = yield* initialisedClient
        frame.deliver({ type: "@w3m-frame/READY" })
        yield* TestClock.adjust(1_000)
        expect(yield* Queue.size(frame.posted)).toBe(0)
      }),
    ))
})

describe("FrameClient: the frame on the page", () => {
  it("mounts one frame at the secure site's URL with the spec's query", () =>
    run(
      Effect.gen(function* () {
        const frame = yield* makeFakeFrame
        const client = yield* makeFrameClient(frameClientOptions(frame))
        expect(client.origin).toBe(secureOrigin)
        expect(frame.mounted).toEqual([
          "https://secure.example/frame?projectId=p1&chainId=1&version=1.2.3&enableLogger=false&rpcUrl=https%3A%2F%2Frpc.example%2Fv1",
        ])
      }),
    ))

  it("dispose removes the frame and the listener and aborts every pending request", () =>
    run(
      Effect.gen(function* () {
        const { frame, client } = yield* initialisedClient
        const rpc = yield* Effect.forkChild(
          Effect.flip(client.request("RPC_REQUEST", { method: "personal_sign", params: [] })),
        )
        yield* Queue.take(frame.posted)
        expect(frame.listeners()).toBe(1)
        yield* client.dispose
        expect(frame.removed()).toBe(true)
        expect(frame.listeners()).toBe(0)
        const error = yield* Fiber.join(rpc)
        expect(error._tag).toBe("FrameRequestAbortedError")
        expect(error.message).toBe("Request was aborted for RPC")
        expect(yield* client.status).toBe("disposed")
      }),
    ))

  it("closing the scope it was made in disposes it too, and aborts requests still waiting for readiness", () =>
    run(
      Effect.gen(function* () {
        const frame = yield* makeFakeFrame
        const scope = yield* Scope.make()
        const client = yield* Scope.provide(scope)(makeFrameClient(frameClientOptions(frame)))
        const waiting = yield* Effect.forkChild(Effect.flip(client.request("CONNECT_SOCIAL")))
        yield* Effect.yieldNow
        yield* Scope.close(scope, Exit.void)
        expect(frame.removed()).toBe(true)
        expect(frame.listeners()).toBe(0)
        const error = yield* Fiber.join(waiting)
        expect(error._tag).toBe("FrameRequestAbortedError")
        expect(error.message).toBe("Something went wrong")
        expect(yield* Queue.size(frame.posted)).toBe(0)
      }),
    ))
})
