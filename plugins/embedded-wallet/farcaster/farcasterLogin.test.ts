import { Deferred, Effect, Exit, Fiber, Scope } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameRequestName } from "../frame/FrameEvent"
import type { FrameRequestPayload, FrameSuccessPayload, FrameUser } from "../frame/FramePayloads"
import { leaveFarcaster } from "../leaveFarcaster"
import { onTestClock, outcome } from "../social/socialLoginFixtures"
import { type FarcasterLoginStatus, makeFarcasterLogin } from "./farcasterLogin"

const farcasterUrl = "http://127.0.0.1:4100/farcaster/sign-in?channel=one"
const user: FrameUser = {
  email: null,
  address: "0x52908400098527886E0F7030069857D2E4169EE7",
  chainId: 10,
  accounts: [{ address: "0x52908400098527886E0F7030069857D2E4169EE7", type: "eoa" }],
  userName: "ada",
  preferredAccountType: "eoa",
  smartAccountDeployed: false,
}

type Answer = Effect.Effect<unknown, EmbeddedWalletError>

/** The Farcaster sign-in over a secure frame the test drives (answers by request name, in turn). */
const makeHarness = (answers: Partial<Record<FrameRequestName, ReadonlyArray<Answer>>> = {}) => {
  const requests: Array<{ readonly name: FrameRequestName; readonly payload: unknown }> = []
  const connected: Array<FrameUser> = []
  const leave: Array<string> = []
  const page = { modalOpen: true, usageExceeded: false }
  const turns = new Map<FrameRequestName, number>()
  const request = <Name extends FrameRequestName>(
    name: Name,
    payload: FrameRequestPayload<Name>,
  ): Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError> => {
    requests.push({ name, payload })
    const turn = turns.get(name) ?? 0
    turns.set(name, turn + 1)
    const scripted = answers[name]
    const fallback: Answer =
      name === "GET_FARCASTER_URI"
        ? Effect.succeed({ url: farcasterUrl })
        : name === "CONNECT_FARCASTER"
          ? Effect.succeed(user)
          : Effect.fail(new EmbeddedWalletError({ message: `unexpected ${name}` }))
    const answer = scripted?.[Math.min(turn, scripted.length - 1)] ?? fallback
    // The test's answers are of the request's success payload (see the defaults above).
    return answer as Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError>
  }
  const farcaster = makeFarcasterLogin({
    request,
    modalOpen: () => page.modalOpen,
    usageExceeded: () => page.usageExceeded,
    connected: (signedIn) => Effect.sync(() => void connected.push(signedIn)),
    reloadAuthProvider: Effect.sync(() => void leave.push("reloadAuthProvider")),
    syncDappData: Effect.sync(() => void leave.push("syncDappData")),
    scope: Scope.makeUnsafe(),
  })
  const statuses: Array<FarcasterLoginStatus | undefined> = []
  farcaster.farcasterLogin.subscribe(() => statuses.push(farcaster.farcasterLogin.getSnapshot()))
  const asked = () => requests.map((r) => r.name)
  return { farcaster, requests, asked, connected, leave, page, statuses }
}

const refused = (message: string): Answer => Effect.fail(new EmbeddedWalletError({ message }))

describe("Farcaster sign-in, the dApp's side (spec 2, 4, 7)", () => {
  it("spec 4, 7: the address asked (GET_FARCASTER_URI) and shown, the approval awaited (CONNECT_FARCASTER), then the kit connected with the user", async () => {
    const harness = makeHarness()
    const exit = await onTestClock(Effect.exit(harness.farcaster.connectFarcaster))
    expect(outcome(exit)).toBe("succeeded")
    expect(harness.requests).toEqual([
      { name: "GET_FARCASTER_URI", payload: undefined },
      { name: "CONNECT_FARCASTER", payload: undefined },
    ])
    expect(harness.statuses).toEqual([
      { step: "loading" },
      { step: "waiting", url: farcasterUrl },
      { step: "connecting" },
      undefined,
    ])
    expect(harness.connected).toEqual([user])
  })

  it("CONNECT_FARCASTER may wait minutes for the visitor's phone: no timeout while the modal stays open", async () => {
    const harness = makeHarness({ CONNECT_FARCASTER: [Effect.never] })
    const waiting = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.farcaster.connectFarcaster)
        yield* TestClock.adjust("10 minutes")
        const status = harness.farcaster.farcasterLogin.getSnapshot()
        const running = fiber.pollUnsafe() === undefined
        yield* Fiber.interrupt(fiber)
        return { running, status }
      }),
    )
    expect(waiting).toEqual({ running: true, status: { step: "waiting", url: farcasterUrl } })
  })

  it("spec 8: an address the frame cannot give, or no web address, is 'Failed to connect to farcaster'; nothing is awaited", async () => {
    for (const answer of [
      refused("relay unreachable"),
      Effect.succeed({ url: "javascript:alert(1)" }),
    ]) {
      const harness = makeHarness({ GET_FARCASTER_URI: [answer] })
      const exit = await onTestClock(Effect.exit(harness.farcaster.connectFarcaster))
      expect(outcome(exit)).toBe("Failed to connect to farcaster")
      expect(harness.asked()).toEqual(["GET_FARCASTER_URI"])
      expect(harness.statuses.at(-1)).toMatchObject({ step: "failed" })
    }
  })

  it("spec 8: a refused approval is 'Failed to connect to farcaster' (the frame's text kept as the cause), and nothing connects", async () => {
    const harness = makeHarness({ CONNECT_FARCASTER: [refused("The sign-in was declined")] })
    const exit = await onTestClock(Effect.exit(harness.farcaster.connectFarcaster))
    expect(outcome(exit)).toBe("Failed to connect to farcaster")
    const failed = harness.statuses.at(-1)
    expect(failed?.step === "failed" ? failed.error.cause : undefined).toMatchObject({
      _tag: "FlowError",
      reason: "failedToConnectFarcaster",
      cause: { message: "The sign-in was declined" },
    })
    expect(harness.connected).toEqual([])
  })

  it("spec 2: a second call stops the first and reuses its stored URL and the frame's wait (asked once); a failure forgets them, so trying again asks for a fresh address", async () => {
    const second = "http://127.0.0.1:4100/farcaster/sign-in?channel=two"
    const approval = Deferred.makeUnsafe<FrameUser, EmbeddedWalletError>()
    const harness = makeHarness({
      GET_FARCASTER_URI: [Effect.succeed({ url: farcasterUrl }), Effect.succeed({ url: second })],
      CONNECT_FARCASTER: [Deferred.await(approval), Effect.succeed(user)],
    })
    const shown = await onTestClock(
      Effect.gen(function* () {
        const first = yield* Effect.forkChild(harness.farcaster.connectFarcaster)
        yield* Effect.yieldNow
        // A second call (the view shown again) reuses the address: the QR code does not change.
        const again = yield* Effect.forkChild(harness.farcaster.connectFarcaster)
        yield* Effect.yieldNow
        yield* TestClock.adjust("1 second")
        const stopped = yield* Fiber.await(first)
        const askedWhileWaiting = harness.asked()
        yield* Deferred.fail(approval, new EmbeddedWalletError({ message: "expired" }))
        const failed = yield* Fiber.await(again)
        const fresh = yield* Effect.exit(harness.farcaster.connectFarcaster)
        return { stopped, askedWhileWaiting, again: outcome(failed), fresh: outcome(fresh) }
      }),
    )
    expect(Exit.hasInterrupts(shown.stopped)).toBe(true)
    expect(shown.askedWhileWaiting).toEqual(["GET_FARCASTER_URI", "CONNECT_FARCASTER"])
    expect(shown.again).toBe("Failed to connect to farcaster")
    expect(shown.fresh).toBe("succeeded")
    expect(harness.asked()).toEqual([
      "GET_FARCASTER_URI",
      "CONNECT_FARCASTER",
      "GET_FARCASTER_URI",
      "CONNECT_FARCASTER",
    ])
    expect(
      harness.statuses.flatMap((status) => (status?.step === "waiting" ? [status.url] : [])),
    ).toEqual([farcasterUrl, farcasterUrl, second])
    expect(harness.connected).toEqual([user])
  })

  it("spec 4, 9: the modal closed while waiting is 'Modal closed' at the next 1 s check, and the frame's wait is no longer listened to", async () => {
    let stopped = false
    const harness = makeHarness({
      CONNECT_FARCASTER: [
        Effect.never.pipe(
          Effect.onInterrupt(() =>
            Effect.sync(() => {
              stopped = true
            }),
          ),
        ),
      ],
    })
    const steps = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.farcaster.connectFarcaster)
        yield* Effect.yieldNow
        harness.page.modalOpen = false
        yield* TestClock.adjust("999 millis")
        const before = fiber.pollUnsafe()
        yield* TestClock.adjust("1 millis")
        return { before, after: yield* Fiber.await(fiber) }
      }),
    )
    expect(steps.before).toBeUndefined()
    expect(outcome(steps.after)).toBe("Modal closed")
    expect(harness.connected).toEqual([])
    expect(stopped).toBe(true)
  })

  it("spec 2: over the plan's usage limit (UsageExceeded shows) nothing is asked and nothing connects", async () => {
    const harness = makeHarness()
    harness.page.usageExceeded = true
    const exit = await onTestClock(Effect.exit(harness.farcaster.connectFarcaster))
    expect(outcome(exit)).toBe("succeeded")
    expect(harness.requests).toEqual([])
    expect(harness.statuses).toEqual([])
  })

  it("issue 37: an answer naming a passkey step runs it (GET_USER with showsFrame) before the kit connects; a refused recovery is the frame's text", async () => {
    const enrol = makeHarness({
      CONNECT_FARCASTER: [Effect.succeed({ ...user, passkey: "enrol" })],
      GET_USER: [Effect.succeed(user)],
    })
    const done = await onTestClock(Effect.exit(enrol.farcaster.connectFarcaster))
    expect(outcome(done)).toBe("succeeded")
    expect(enrol.requests.at(-1)).toEqual({ name: "GET_USER", payload: { showsFrame: true } })
    expect(enrol.statuses).toEqual([
      { step: "loading" },
      { step: "waiting", url: farcasterUrl },
      { step: "passkey", passkey: "enrol" },
      { step: "connecting" },
      undefined,
    ])
    expect(enrol.connected).toEqual([user])

    const recover = makeHarness({
      CONNECT_FARCASTER: [Effect.succeed({ ...user, passkey: "recover" })],
      GET_USER: [refused("No key share for this browser")],
    })
    const refusal = await onTestClock(Effect.exit(recover.farcaster.connectFarcaster))
    expect(outcome(refusal)).toBe("No key share for this browser")
    expect(recover.connected).toEqual([])
  })

  it("issue 37: the modal closed during the passkey step is 'Modal closed'", async () => {
    const harness = makeHarness({
      CONNECT_FARCASTER: [Effect.succeed({ ...user, passkey: "enrol" })],
      GET_USER: [Effect.never],
    })
    const exit = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.farcaster.connectFarcaster)
        yield* Effect.yieldNow
        harness.page.modalOpen = false
        yield* TestClock.adjust("1 second")
        return yield* Fiber.await(fiber)
      }),
    )
    expect(outcome(exit)).toBe("Modal closed")
  })

  it("spec 2, 9: the leave hook forgets the URL and stops the sign-in under way, reloads the frame, and re-syncs the dApp data after 100 ms", async () => {
    const harness = makeHarness({ CONNECT_FARCASTER: [Effect.never, Effect.succeed(user)] })
    const steps = await onTestClock(
      Effect.gen(function* () {
        const login = yield* Effect.forkChild(harness.farcaster.connectFarcaster)
        yield* Effect.yieldNow
        const leaving = yield* Effect.forkChild(
          leaveFarcaster(harness.farcaster.farcasterLeaveHook),
        )
        yield* Effect.yieldNow
        const atOnce = [...harness.leave]
        const status = harness.farcaster.farcasterLogin.getSnapshot()
        yield* TestClock.adjust("100 millis")
        yield* Fiber.join(leaving)
        yield* TestClock.adjust("1 second")
        const stopped = yield* Fiber.await(login)
        const next = yield* Effect.exit(harness.farcaster.connectFarcaster)
        return { atOnce, status, stopped, next: outcome(next) }
      }),
    )
    expect(steps.atOnce).toEqual(["reloadAuthProvider"])
    expect(steps.status).toBeUndefined()
    expect(harness.leave).toEqual(["reloadAuthProvider", "syncDappData"])
    expect(Exit.hasInterrupts(steps.stopped)).toBe(true)
    expect(steps.next).toBe("succeeded")
    // The next sign-in asks for a fresh address: the stored one was forgotten.
    expect(harness.asked()).toEqual([
      "GET_FARCASTER_URI",
      "CONNECT_FARCASTER",
      "GET_FARCASTER_URI",
      "CONNECT_FARCASTER",
    ])
  })

  it("an approved sign-in's leave only forgets the URL: the frame holding the visitor's session is neither reloaded nor re-synced", async () => {
    const harness = makeHarness()
    await onTestClock(
      Effect.gen(function* () {
        yield* harness.farcaster.connectFarcaster
        const leaving = yield* Effect.forkChild(
          leaveFarcaster(harness.farcaster.farcasterLeaveHook),
        )
        yield* TestClock.adjust("100 millis")
        yield* Fiber.join(leaving)
      }),
    )
    expect(harness.connected).toEqual([user])
    expect(harness.leave).toEqual([])
  })
})
