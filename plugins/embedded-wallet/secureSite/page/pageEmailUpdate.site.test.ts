// The frame page's email-update client (siteApi's three calls) against the real secure site:
// PGlite, the server over real HTTP, both codes over real SMTP to the sandbox's catcher.
import { describe, expect, it } from "vitest"
import { codeInMail, useSecureSite } from "../server/secureSiteServerFixtures"
import { makeSiteApi, type SiteApi, SiteApiRequestError } from "./siteApi"

describe("makeSiteApi's email update against the secure site", () => {
  const harness = useSecureSite()
  const api = (): SiteApi => makeSiteApi({ origin: harness.site().url, fetch: globalThis.fetch })
  const codeTo = async (email: string, subject: string) =>
    codeInMail(
      (await harness.catcher().mailbox.waitFor(email, (mail) => mail.subject === subject)).text,
    )

  it("spec 4 email update: start answers VERIFY_PRIMARY_OTP, the primary code VERIFY_SECONDARY_OTP, the secondary code { newEmail }, and the session reads the new email; a wrong code is the site's own refusal", async () => {
    await api().startEmail("kim@example.org")
    const session = await api().verifyEmail(
      "kim@example.org",
      await codeTo("kim@example.org", "Your sign-in code"),
    )
    harness.advance(30_000)
    const { token } = session
    expect(await api().startEmailUpdate(token, "kim.new@example.org")).toEqual({
      action: "VERIFY_PRIMARY_OTP",
    })
    const primary = await codeTo("kim@example.org", "Confirm your email change")
    const wrong = String((Number(primary) + 1) % 1_000_000).padStart(6, "0")
    const refused = await api()
      .verifyEmailUpdatePrimary(token, wrong)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SiteApiRequestError)
    expect(refused).toMatchObject({
      status: 400,
      reason: "wrong_code",
      message: "The code is not correct; 4 attempts left",
    })
    expect(await api().verifyEmailUpdatePrimary(token, primary)).toEqual({
      action: "VERIFY_SECONDARY_OTP",
    })
    const secondary = await codeTo("kim.new@example.org", "Confirm your new email")
    expect(await api().verifyEmailUpdateSecondary(token, secondary)).toEqual({
      newEmail: "kim.new@example.org",
    })
    expect(await api().session(token)).toEqual({
      userId: session.userId,
      email: "kim.new@example.org",
    })
  })
})
