import { Effect, Exit, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import {
  makeHarness,
  makePopup,
  onTestClock,
  outcome,
  providerPage,
  resultUri,
  secureOrigin,
  user,
} from "./socialLoginFixtures"

describe("social login, the dApp's side (spec 4)", () => {
  it("spec 4: started, popup sent to the provider, the trusted result from the popup redeemed with CONNECT_SOCIAL on the active chain, then connected", async () => {
    const harness = makeHarness()
    const { popup, window, state } = makePopup()
    const result = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("github", popup))
        yield* Effect.yieldNow
        yield* harness.post({ origin: secureOrigin, source: window, data: { resultUri } })
        return yield* Fiber.await(fiber)
      }),
    )
    expect(outcome(result)).toBe("succeeded")
    expect(harness.requests).toEqual([
      { name: "GET_SOCIAL_REDIRECT_URI", payload: { provider: "github" } },
      { name: "CONNECT_SOCIAL", payload: { uri: resultUri, chainId: 10 } },
    ])
    expect(state.shown).toEqual([providerPage])
    expect(harness.connected).toEqual([{ provider: "github", user }])
    expect(harness.statuses).toEqual([
      { step: "waiting", provider: "github" },
      { step: "connecting", provider: "github" },
      undefined,
    ])
    expect(state.closed).toBe(true)
    expect(harness.listeners.size).toBe(0)
    expect(harness.emitted).toEqual([])
  })

  it("spec 4, 9: a popup closed before a result is noticed at the next 1 s check: 'Popup closed', nothing redeemed", async () => {
    const harness = makeHarness()
    const { popup, state } = makePopup()
    const steps = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("google", popup))
        yield* Effect.yieldNow
        state.closed = true
        yield* TestClock.adjust("999 millis")
        const before = fiber.pollUnsafe()
        yield* TestClock.adjust("1 millis")
        return { before, after: yield* Fiber.await(fiber) }
      }),
    )
    expect(steps.before).toBeUndefined()
    expect(outcome(steps.after)).toBe("Popup closed")
    expect(harness.requests.map((r) => r.name)).toEqual(["GET_SOCIAL_REDIRECT_URI"])
    expect(harness.statuses.at(-1)).toMatchObject({ step: "failed", provider: "google" })
    expect(harness.connected).toEqual([])
  })

  it("spec 4, 9: the modal closed during the flow: 'Modal closed' at the 1 s check, and the popup is closed", async () => {
    const harness = makeHarness()
    const { popup, state } = makePopup()
    const exit = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("discord", popup))
        yield* Effect.yieldNow
        harness.page.modalOpen = false
        yield* TestClock.adjust("1 second")
        return yield* Fiber.await(fiber)
      }),
    )
    expect(outcome(exit)).toBe("Modal closed")
    expect(state.closed).toBe(true)
  })

  it("spec 4: the popup closed while the sign-in address is being asked for is 'Popup closed' too", async () => {
    const harness = makeHarness({ GET_SOCIAL_REDIRECT_URI: Effect.never })
    const { popup, state } = makePopup()
    const exit = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("x", popup))
        yield* Effect.yieldNow
        state.closed = true
        yield* TestClock.adjust("1 second")
        return yield* Fiber.await(fiber)
      }),
    )
    expect(outcome(exit)).toBe("Popup closed")
    expect(state.shown).toEqual([])
  })

  it("spec 5: a result from an untrusted origin fails with 'Untrusted Origin' and emits SOCIAL_LOGIN_ERROR; nothing is redeemed", async () => {
    const harness = makeHarness()
    const { popup, window, state } = makePopup()
    const exit = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("apple", popup))
        yield* Effect.yieldNow
        yield* harness.post({
          origin: "https://evil.example",
          source: window,
          data: { resultUri: "https://evil.example/forged" },
        })
        return yield* Fiber.await(fiber)
      }),
    )
    expect(outcome(exit)).toBe("Untrusted Origin")
    expect(harness.emitted).toEqual([{ message: "Untrusted Origin", provider: "apple" }])
    expect(harness.requests.map((r) => r.name)).toEqual(["GET_SOCIAL_REDIRECT_URI"])
    expect(harness.statuses.at(-1)).toMatchObject({ step: "failed", provider: "apple" })
    expect(state.closed).toBe(true)
  })

  it("spec 4: messages without a result, and a trusted-origin result from another window, are ignored; the popup's own result is taken", async () => {
    const harness = makeHarness()
    const { popup, window } = makePopup()
    const exit = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("facebook", popup))
        yield* Effect.yieldNow
        yield* harness.post({ origin: "https://wallet.example", source: {}, data: { hello: 1 } })
        yield* harness.post({
          origin: secureOrigin,
          source: { name: "another window" },
          data: { resultUri: `${secureOrigin}/other` },
        })
        yield* Effect.yieldNow
        const waiting = fiber.pollUnsafe()
        yield* harness.post({ origin: secureOrigin, source: window, data: { resultUri } })
        return { waiting, exit: yield* Fiber.await(fiber) }
      }),
    )
    expect(exit.waiting).toBeUndefined()
    expect(outcome(exit.exit)).toBe("succeeded")
    expect(harness.requests.at(-1)).toEqual({
      name: "CONNECT_SOCIAL",
      payload: { uri: resultUri, chainId: 10 },
    })
    expect(harness.emitted).toEqual([])
  })

  it("spec 8: a frame that cannot give the sign-in address, or a blocked popup, is 'Failed to initiate social connection'", async () => {
    const refused = makeHarness({
      GET_SOCIAL_REDIRECT_URI: Effect.fail(
        new EmbeddedWalletError({ message: "unknown_provider" }),
      ),
    })
    const opened = makePopup()
    const exit = await onTestClock(
      Effect.exit(refused.social.connectSocial("google", opened.popup)),
    )
    expect(outcome(exit)).toBe("Failed to initiate social connection")
    expect(opened.state.closed).toBe(true)

    const notWeb = makeHarness({
      GET_SOCIAL_REDIRECT_URI: Effect.succeed({ uri: "javascript:alert(1)" }),
    })
    const second = makePopup()
    const script = await onTestClock(
      Effect.exit(notWeb.social.connectSocial("google", second.popup)),
    )
    expect(outcome(script)).toBe("Failed to initiate social connection")
    expect(second.state.shown).toEqual([])

    const blocked = makeHarness()
    const none = await onTestClock(Effect.exit(blocked.social.connectSocial("google", undefined)))
    expect(outcome(none)).toBe("Failed to initiate social connection")
    expect(blocked.requests).toEqual([])
  })

  it("a refused redemption is the secure site's text ('Connection rejected'), shown as the failure", async () => {
    const harness = makeHarness({
      CONNECT_SOCIAL: Effect.fail(new EmbeddedWalletError({ message: "Connection rejected" })),
    })
    const { popup, window } = makePopup()
    const exit = await onTestClock(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(harness.social.connectSocial("google", popup))
        yield* Effect.yieldNow
        yield* harness.post({ origin: secureOrigin, source: window, data: { resultUri } })
        return yield* Fiber.await(fiber)
      }),
    )
    expect(outcome(exit)).toBe("Connection rejected")
    expect(harness.connected).toEqual([])
  })

  it("spec 2: over the plan's usage limit (UsageExceeded shows) nothing connects and the popup is closed", async () => {
    const harness = makeHarness()
    harness.page.usageExceeded = true
    const { popup, state } = makePopup()
    const exit = await onTestClock(Effect.exit(harness.social.connectSocial("google", popup)))
    expect(outcome(exit)).toBe("succeeded")
    expect(harness.requests).toEqual([])
    expect(state.closed).toBe(true)
    expect(harness.statuses).toEqual([])
  })

  it("a second login stops the first, which leaves the shared popup to it", async () => {
    const harness = makeHarness()
    const first = makePopup()
    const second = makePopup()
    const exits = await onTestClock(
      Effect.gen(function* () {
        const one = yield* Effect.forkChild(harness.social.connectSocial("google", first.popup))
        yield* Effect.yieldNow
        const two = yield* Effect.forkChild(harness.social.connectSocial("github", second.popup))
        yield* Effect.yieldNow
        yield* TestClock.adjust("1 second")
        const ended = yield* Fiber.await(one)
        yield* harness.post({ origin: secureOrigin, source: second.window, data: { resultUri } })
        return { ended, won: yield* Fiber.await(two) }
      }),
    )
    expect(Exit.hasInterrupts(exits.ended)).toBe(true)
    expect(first.state.closed).toBe(false)
    expect(outcome(exits.won)).toBe("succeeded")
    expect(harness.connected.map((c) => c.provider)).toEqual(["github"])
  })
})
