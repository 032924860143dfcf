// @vitest-environment happy-dom
// Spec 4's email update on the real kernel: the EmbeddedWallet service against the stand-in
// secure frame (secureFrameFixtures.ts), which answers as the secure site's frame page does.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { memoryBackend } from "../../../core"
import { providerApiStandIn } from "../../../test/pluginKernelHarness"
import { EmbeddedWallet } from "../EmbeddedWallet"
import {
  kitsOn,
  run,
  signInWithEmailCode,
  storedKeys,
  whyRejected,
} from "./embeddedWalletKitFixtures"
import { frameUser, goodCode } from "./secureFrameFixtures"

const api = providerApiStandIn()
const withKit = kitsOn(api)
const newEmail = "ada.new@example.com"

describe("the email update through the secure frame (spec 4, 5, 7)", () => {
  it("spec 4 email update: UPDATE_EMAIL with the new email, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP, then GET_USER until it reports the new email; spec 4's email key and the kit's email hold it, and the last trigger time is cleared as after a login (a sign-in right after is not held back)", async () => {
    const backend = memoryBackend()
    await withKit(
      async (kernel, frame) => {
        await signInWithEmailCode(kernel)
        let changed = false
        frame.script.set("UPDATE_EMAIL", () => ({ succeed: { action: "VERIFY_PRIMARY_OTP" } }))
        frame.script.set("UPDATE_EMAIL_PRIMARY_OTP", () => ({ succeed: undefined }))
        frame.script.set("UPDATE_EMAIL_SECONDARY_OTP", () => {
          changed = true
          return { succeed: { newEmail } }
        })
        frame.script.set("GET_USER", () => ({
          succeed: { ...frameUser, email: changed ? newEmail : frameUser.email },
        }))
        const before = frame.requests.length
        const shown = await run(
          kernel,
          Effect.gen(function* () {
            const wallet = yield* EmbeddedWallet
            yield* wallet.startEmailUpdate(newEmail)
            yield* wallet.verifyEmailUpdatePrimary(goodCode)
            return yield* wallet.verifyEmailUpdateSecondary("654321")
          }),
        )
        expect(shown).toBe(newEmail)
        expect(
          frame.requests.slice(before).map(({ name, payload }) => ({ name, payload })),
        ).toEqual([
          { name: "UPDATE_EMAIL", payload: { email: newEmail } },
          { name: "UPDATE_EMAIL_PRIMARY_OTP", payload: { otp: goodCode } },
          { name: "UPDATE_EMAIL_SECONDARY_OTP", payload: { otp: "654321" } },
          { name: "GET_USER", payload: {} },
        ])
        expect(storedKeys(backend).email).toBe(JSON.stringify(newEmail))
        expect(storedKeys(backend).lastEmailLoginTime).toBeNull()
        expect(
          await run(
            kernel,
            Effect.map(Effect.service(EmbeddedWallet), (w) => w.email.getSnapshot()),
          ),
        ).toBe(newEmail)
      },
      { backend },
    )
  })

  it("spec 5: a second start within 30 s is refused with 'Please try again after {n} seconds' and asks nothing of the frame; a failed start does not hold the cooldown", async () => {
    await withKit(async (kernel, frame) => {
      await signInWithEmailCode(kernel)
      frame.script.set("UPDATE_EMAIL", () => ({ fail: "The mail server refused the code" }))
      const start = Effect.flatMap(Effect.service(EmbeddedWallet), (w) =>
        w.startEmailUpdate(newEmail),
      )
      expect(await whyRejected(run(kernel, start))).toMatchObject({
        message: "The mail server refused the code",
      })
      frame.script.set("UPDATE_EMAIL", () => ({ succeed: { action: "VERIFY_PRIMARY_OTP" } }))
      await run(kernel, start)
      const asked = frame.asked().length
      expect(await whyRejected(run(kernel, start))).toMatchObject({
        message: expect.stringMatching(/^Please try again after \d+ seconds$/),
      })
      expect(frame.asked()).toHaveLength(asked)
    })
  })
})
