import { Deferred, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameUser } from "../frame/FramePayloads"
import {
  makeHarness,
  makePopup,
  onTestClock,
  outcome,
  resultUri,
  type SocialFrameAnswer,
  secureOrigin,
  user,
} from "./socialLoginFixtures"

/** A GET_USER answer the test holds: `asked` resolves when the step runs, `release` answers it. */
const heldStep = Effect.gen(function* () {
  const asked = yield* Deferred.make<void>()
  const release = yield* Deferred.make<FrameUser, EmbeddedWalletError>()
  const answer: SocialFrameAnswer = Effect.andThen(
    Deferred.succeed(asked, undefined),
    Deferred.await(release),
  )
  return { asked, release, answer }
})

/** Starts a GitHub login whose CONNECT_SOCIAL answers the `passkey` step and whose GET_USER is `step`. */
const startWithStep = (passkey: "enrol" | "recover", step: SocialFrameAnswer) =>
  Effect.gen(function* () {
    const harness = makeHarness({
      CONNECT_SOCIAL: Effect.succeed({ ...user, passkey }),
      GET_USER: step,
    })
    const { popup, window } = makePopup()
    const fiber = yield* Effect.forkChild(harness.social.connectSocial("github", popup))
    yield* Effect.yieldNow
    yield* harness.post({ origin: secureOrigin, source: window, data: { resultUri } })
    return { harness, fiber }
  })

describe("social login's passkey step, the dApp's side (issue 37)", () => {
  it("issue 37: CONNECT_SOCIAL naming a step puts the login in the passkey step, asks GET_USER with showsFrame, and connects the user only when the frame answered", async () => {
    const result = await onTestClock(
      Effect.gen(function* () {
        const held = yield* heldStep
        const { harness, fiber } = yield* startWithStep("enrol", held.answer)
        yield* Deferred.await(held.asked)
        const during = {
          status: harness.social.socialLogin.getSnapshot(),
          connected: [...harness.connected],
        }
        yield* Deferred.succeed(held.release, user)
        return { harness, during, exit: yield* Fiber.await(fiber) }
      }),
    )
    expect(result.during).toEqual({
      status: { step: "passkey", provider: "github", passkey: "enrol" },
      connected: [],
    })
    expect(outcome(result.exit)).toBe("succeeded")
    expect(result.harness.requests.map(({ name, payload }) => ({ name, payload }))).toEqual([
      { name: "GET_SOCIAL_REDIRECT_URI", payload: { provider: "github" } },
      { name: "CONNECT_SOCIAL", payload: { uri: resultUri, chainId: 10 } },
      { name: "GET_USER", payload: { showsFrame: true } },
    ])
    // The user CONNECT_SOCIAL answered, without the step's hint.
    expect(result.harness.connected).toEqual([{ provider: "github", user }])
    expect(result.harness.connected[0]?.user).not.toHaveProperty("passkey")
    expect(result.harness.statuses.slice(-3)).toEqual([
      { step: "passkey", provider: "github", passkey: "enrol" },
      { step: "connecting", provider: "github" },
      undefined,
    ])
  })

  it("issue 37: a refused recovery fails the login with the frame's text, and nothing connects", async () => {
    const refusal = "This browser holds no key share for this wallet"
    const result = await onTestClock(
      Effect.gen(function* () {
        const { harness, fiber } = yield* startWithStep(
          "recover",
          Effect.fail(new EmbeddedWalletError({ message: refusal })),
        )
        return { harness, exit: yield* Fiber.await(fiber) }
      }),
    )
    expect(outcome(result.exit)).toBe(refusal)
    expect(result.harness.connected).toEqual([])
    expect(result.harness.statuses.at(-1)).toMatchObject({
      step: "failed",
      provider: "github",
      error: { message: refusal },
    })
  })

  it("spec 4, 9: the modal closed during the passkey step is 'Modal closed' at the 1 s check, and nothing connects", async () => {
    const result = await onTestClock(
      Effect.gen(function* () {
        const held = yield* heldStep
        const { harness, fiber } = yield* startWithStep("enrol", held.answer)
        yield* Deferred.await(held.asked)
        harness.page.modalOpen = false
        yield* TestClock.adjust("999 millis")
        const before = fiber.pollUnsafe()
        yield* TestClock.adjust("1 millis")
        return { harness, before, exit: yield* Fiber.await(fiber) }
      }),
    )
    expect(result.before).toBeUndefined()
    expect(outcome(result.exit)).toBe("Modal closed")
    expect(result.harness.connected).toEqual([])
    expect(result.harness.statuses.at(-1)).toMatchObject({ step: "failed", provider: "github" })
  })

  it("a later login stops an earlier one in its passkey step: the earlier never connects", async () => {
    const result = await onTestClock(
      Effect.gen(function* () {
        const held = yield* heldStep
        const { harness, fiber } = yield* startWithStep("recover", held.answer)
        yield* Deferred.await(held.asked)
        // The visitor starts again (Try again, another provider): a blocked popup this time.
        const later = yield* Effect.exit(harness.social.connectSocial("google", undefined))
        yield* TestClock.adjust("1 second")
        const earlier = yield* Fiber.await(fiber)
        yield* Deferred.succeed(held.release, user)
        return { harness, later, earlier }
      }),
    )
    expect(outcome(result.earlier)).toBe("interrupted or died")
    expect(outcome(result.later)).toBe("Failed to initiate social connection")
    expect(result.harness.connected).toEqual([])
  })
})
