import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameUser } from "../frame/FramePayloads"
import { type FrameAsk, makeEmailUpdate } from "./emailUpdate"

const runTest = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, TestClock.layer()))

const user = (email: string | null): FrameUser => ({
  email,
  address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  chainId: 1,
  accounts: [],
  userName: null,
  preferredAccountType: "eoa",
  smartAccountDeployed: false,
})

/**
 * A secure frame that answers the email update's requests, and GET_USER with the old email
 * until `reportsNewAfter` asks have been made.
 */
const fakeFrame = (reportsNewAfter: number) => {
  const asked: Array<string> = []
  let userAsks = 0
  const request = ((name: string) =>
    Effect.sync(() => {
      asked.push(name)
      switch (name) {
        case "UPDATE_EMAIL":
          return { action: "VERIFY_PRIMARY_OTP" }
        case "UPDATE_EMAIL_SECONDARY_OTP":
          return { newEmail: "ada.new@example.org" }
        case "GET_USER":
          userAsks += 1
          return user(userAsks > reportsNewAfter ? "ada.new@example.org" : "ada@example.org")
        default:
          return undefined
      }
    })) as FrameAsk
  return { asked, request, userAsks: () => userAsks }
}

const stored: Array<string> = []
const updateWith = (frame: ReturnType<typeof fakeFrame>) =>
  makeEmailUpdate({
    request: frame.request,
    trigger: (send) => send,
    emailChanged: (email) => Effect.sync(() => void stored.push(email)),
  })

describe("the embedded wallet's email update (spec 4)", () => {
  it("spec 4 / spec 9: after the secondary step returns the new email, the UI polls GET_USER every 1 s until the frame reports it, then stores it", async () => {
    stored.length = 0
    const frame = fakeFrame(2)
    const seen = await runTest(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          updateWith(frame).verifyEmailUpdateSecondary("654321"),
        )
        const asks: Array<number> = []
        yield* TestClock.adjust(0)
        asks.push(frame.userAsks())
        yield* TestClock.adjust(999)
        asks.push(frame.userAsks())
        yield* TestClock.adjust(1)
        asks.push(frame.userAsks())
        // Not reported yet: nothing stored before the frame says so.
        const before = [...stored]
        yield* TestClock.adjust(1_000)
        return { asks, before, newEmail: yield* Fiber.join(fiber) }
      }),
    )
    expect(seen).toEqual({ asks: [1, 1, 2], before: [], newEmail: "ada.new@example.org" })
    expect(frame.asked).toEqual(["UPDATE_EMAIL_SECONDARY_OTP", "GET_USER", "GET_USER", "GET_USER"])
    expect(stored).toEqual(["ada.new@example.org"])
  })

  it("spec 5: the new email must be valid ('Please enter a valid email address'); nothing is asked of the frame then", async () => {
    const frame = fakeFrame(0)
    const failure = await runTest(Effect.flip(updateWith(frame).startEmailUpdate("not-an-email")))
    expect(failure.message).toBe("Please enter a valid email address")
    expect(frame.asked).toEqual([])
  })

  it("starts through the email trigger rule (the 30 s cooldown): a refused trigger asks nothing of the frame", async () => {
    const frame = fakeFrame(0)
    const refused = new EmbeddedWalletError({ message: "Please try again after 12 seconds" })
    const update = makeEmailUpdate({
      request: frame.request,
      trigger: () => Effect.fail(refused),
      emailChanged: () => Effect.void,
    })
    expect(await runTest(Effect.flip(update.startEmailUpdate("ada.new@example.org")))).toBe(refused)
    expect(frame.asked).toEqual([])
  })

  it("a frame that never reports the new email ends the poll after the login request timeout (120 s) with 'An error occurred'", async () => {
    stored.length = 0
    const frame = fakeFrame(Number.POSITIVE_INFINITY)
    const failure = await runTest(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          Effect.flip(updateWith(frame).verifyEmailUpdateSecondary("654321")),
        )
        yield* TestClock.adjust(120_000)
        return yield* Fiber.join(fiber)
      }),
    )
    expect(failure.message).toBe("An error occurred")
    expect(stored).toEqual([])
  })
})
