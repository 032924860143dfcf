// Spec 4's email update on the secure site end to end: PGlite in memory, the server over real
// HTTP, both codes travelling over real SMTP to the sandbox's catcher.
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import {
  codeInMail,
  type SecureSiteHarness,
  type SignedInUser,
  signInByEmailCode,
  useSecureSite,
} from "./secureSiteServerFixtures"

/** The email cooldown (spec 5): a mailbox gets one code per 30 s, whatever it is for. */
const cooldownMs = 30_000

/** The code in the newest mail to `email` with `subject`. */
const mailedCode = async (harness: SecureSiteHarness, email: string, subject: string) =>
  codeInMail(
    (await harness.catcher().mailbox.waitFor(email, (mail) => mail.subject === subject)).text,
  )

const primarySubject = "Confirm your email change"
const secondarySubject = "Confirm your new email"

/** A wrong entry for `code`. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0")

const steps = (harness: SecureSiteHarness, user: SignedInUser) => ({
  start: (email: string) =>
    harness.request("/v1/email/update/start", { json: { email }, headers: user.bearer }),
  primary: (otp: string) =>
    harness.request("/v1/email/update/primary", { json: { otp }, headers: user.bearer }),
  secondary: (otp: string) =>
    harness.request("/v1/email/update/secondary", { json: { otp }, headers: user.bearer }),
})

/** Signs `email` in and moves the clock past its mailbox's cooldown. */
const signedIn = async (harness: SecureSiteHarness, email: string) => {
  const user = await signInByEmailCode(harness, email)
  harness.advance(cooldownMs)
  return user
}

describe("the secure site's email update (spec 4)", () => {
  const harness = useSecureSite()

  it("spec 4 email update: the new email, the code mailed to the current email (primary step), then the code mailed to the new one (secondary step) answers { newEmail }; GET /v1/session reads it, and the new address signs in to the same user", async () => {
    const user = await signedIn(harness, "ada@example.org")
    const { start, primary, secondary } = steps(harness, user)

    expect(await start("Ada.New@Example.org")).toMatchObject({
      status: 200,
      body: { action: "VERIFY_PRIMARY_OTP" },
    })
    const primaryCode = await mailedCode(harness, "ada@example.org", primarySubject)
    // Nothing went to the new address before the current mailbox agreed.
    expect(harness.catcher().mailbox.list("ada.new@example.org")).toEqual([])

    expect(await primary(primaryCode)).toMatchObject({
      status: 200,
      body: { action: "VERIFY_SECONDARY_OTP" },
    })
    const secondaryCode = await mailedCode(harness, "ada.new@example.org", secondarySubject)
    expect(await secondary(secondaryCode)).toEqual(
      expect.objectContaining({ status: 200, body: { newEmail: "ada.new@example.org" } }),
    )

    expect(await harness.request("/v1/session", { headers: user.bearer })).toMatchObject({
      status: 200,
      body: { userId: user.userId, email: "ada.new@example.org" },
    })
    harness.advance(cooldownMs)
    const again = await signInByEmailCode(harness, "ada.new@example.org")
    expect(again.userId).toBe(user.userId)
    // The old address is no longer the account's: signing in with it makes another user.
    const old = await signInByEmailCode(harness, "ada@example.org")
    expect(old.userId).not.toBe(user.userId)
  })

  it("spec 5: an invalid new email is refused with 'Please enter a valid email address'; the account's own email and a start without a session are refused too", async () => {
    const user = await signedIn(harness, "bob@example.org")
    const { start } = steps(harness, user)
    expect(await start("not-an-email")).toMatchObject({
      status: 400,
      body: { error: { reason: "invalid_email", message: "Please enter a valid email address" } },
    })
    expect(await start(" BOB@example.org ")).toMatchObject({
      status: 400,
      body: { error: { reason: "same_email", message: "This is the account's email already" } },
    })
    expect(
      await harness.request("/v1/email/update/start", { json: { email: "x@example.org" } }),
    ).toMatchObject({ status: 401, body: { error: { reason: "unauthorized" } } })
    expect(harness.catcher().mailbox.list()).toHaveLength(1)
  })

  it("spec 5's 30 s cooldown holds per flow: a change may start right after the sign-in code, and its own resend within 30 s is 429 'Please try again after {n} seconds'", async () => {
    const user = await signInByEmailCode(harness, "carol@example.org")
    harness.advance(1_000)
    expect(await steps(harness, user).start("carol2@example.org")).toMatchObject({ status: 200 })
    harness.advance(10_000)
    expect(await steps(harness, user).start("carol2@example.org")).toMatchObject({
      status: 429,
      headers: { "retry-after": "20" },
      body: {
        error: {
          reason: "email_cooldown",
          message: "Please try again after 20 seconds",
          retryAfter: 20,
        },
      },
    })
  })

  it("the codes are the sign-in codes' rules: a wrong primary code tells the attempts left, the secondary step before the primary is refused, a replayed or expired code opens nothing", async () => {
    const user = await signedIn(harness, "dan@example.org")
    const { start, primary, secondary } = steps(harness, user)
    expect(await primary("123456")).toMatchObject({
      status: 400,
      body: { error: { reason: "no_email_change" } },
    })
    await start("dan2@example.org")
    const primaryCode = await mailedCode(harness, "dan@example.org", primarySubject)
    expect(await secondary("123456")).toMatchObject({
      status: 400,
      body: {
        error: {
          reason: "no_email_change",
          message: "Enter the code sent to your current email first",
        },
      },
    })
    expect(await primary(wrongFor(primaryCode))).toMatchObject({
      status: 400,
      body: {
        error: {
          reason: "wrong_code",
          message: "The code is not correct; 4 attempts left",
          attemptsLeft: 4,
        },
      },
    })
    expect((await primary(primaryCode)).status).toBe(200)
    // The primary code is used: a replay is refused (the change stays at the secondary step).
    expect(await primary(primaryCode)).toMatchObject({
      status: 400,
      body: { error: { reason: "code_used" } },
    })
    const secondaryCode = await mailedCode(harness, "dan2@example.org", secondarySubject)
    harness.advance(Duration.toMillis(Duration.minutes(10)))
    // The change lives as long as its latest code: expired together.
    expect(await secondary(secondaryCode)).toMatchObject({
      status: 400,
      body: { error: { reason: "no_email_change" } },
    })
    expect(await harness.request("/v1/session", { headers: user.bearer })).toMatchObject({
      body: { email: "dan@example.org" },
    })
  })

  it("a replayed secondary code opens nothing: the change is over once the address moved", async () => {
    const user = await signedIn(harness, "erin@example.org")
    const { start, primary, secondary } = steps(harness, user)
    await start("erin2@example.org")
    await primary(await mailedCode(harness, "erin@example.org", primarySubject))
    const secondaryCode = await mailedCode(harness, "erin2@example.org", secondarySubject)
    expect((await secondary(secondaryCode)).status).toBe(200)
    expect(await secondary(secondaryCode)).toMatchObject({
      status: 400,
      body: { error: { reason: "no_email_change" } },
    })
  })

  it("a new email another user holds is refused only after its mailbox's code was entered (409 'This email belongs to another account'), so a session cannot probe which addresses have accounts; both users keep their emails", async () => {
    const other = await signedIn(harness, "frank@example.org")
    const user = await signedIn(harness, "gina@example.org")
    const { start, primary, secondary } = steps(harness, user)
    expect((await start("frank@example.org")).status).toBe(200)
    await primary(await mailedCode(harness, "gina@example.org", primarySubject))
    const secondaryCode = await mailedCode(harness, "frank@example.org", secondarySubject)
    expect(await secondary(secondaryCode)).toMatchObject({
      status: 409,
      body: {
        error: { reason: "email_taken", message: "This email belongs to another account" },
      },
    })
    for (const [signedInUser, email] of [
      [user, "gina@example.org"],
      [other, "frank@example.org"],
    ] as const) {
      expect(await harness.request("/v1/session", { headers: signedInUser.bearer })).toMatchObject({
        body: { userId: signedInUser.userId, email },
      })
    }
  })

  it("a user signed in without an email (a social account) has none to change: 400 no_email", async () => {
    const db = harness.database()
    const user = await signedIn(harness, "hal@example.org")
    await db.query("DELETE FROM user_emails WHERE user_id = $1", [user.userId])
    expect(await steps(harness, user).start("hal2@example.org")).toMatchObject({
      status: 400,
      body: { error: { reason: "no_email" } },
    })
  })
})

describe("the secure site's email update: rate limits", () => {
  const harness = useSecureSite({
    rateLimits: { emailVerify: { max: 2, window: Duration.minutes(10) } },
  })

  it("the update's code steps count against the sign-in code entries' per-client limit: past it, 429 rate_limited", async () => {
    // The sign-in's code entry is the first of the two.
    const user = await signedIn(harness, "ivy@example.org")
    const { start, primary } = steps(harness, user)
    await start("ivy2@example.org")
    const code = await mailedCode(harness, "ivy@example.org", primarySubject)
    expect((await primary(wrongFor(code))).status).toBe(400)
    expect(await primary(code)).toMatchObject({
      status: 429,
      body: { error: { reason: "rate_limited" } },
    })
  })
})
