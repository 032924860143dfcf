// The frame page's API client against the real secure site: PGlite, the login server over real
// HTTP, the code over real SMTP to the sandbox's catcher.
import { describe, expect, it } from "vitest"
import { codeInMail, useSecureSite } from "../server/secureSiteServerFixtures"
import { makeSiteApi, type SiteApi, SiteApiRequestError } from "./siteApi"

describe("makeSiteApi against the secure site", () => {
  const harness = useSecureSite()
  const api = (): SiteApi => makeSiteApi({ origin: harness.site().url, fetch: globalThis.fetch })

  const signIn = async (email: string) => {
    expect(await api().startEmail(email)).toEqual({ action: "VERIFY_OTP" })
    const code = codeInMail((await harness.catcher().mailbox.waitFor(email)).text)
    return api().verifyEmail(email, code)
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => "resolved",
      (error: unknown) =>
        error instanceof SiteApiRequestError
          ? {
              status: error.status,
              reason: error.reason,
              message: error.message,
              ...(error.attemptsLeft === undefined ? {} : { attemptsLeft: error.attemptsLeft }),
              ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
            }
          : error,
    )

  it("spec 2 email login: start, verify with the mailed code, the session reads back, revoke ends it (401 after)", async () => {
    const session = await signIn("grace@example.org")
    expect(session).toEqual({
      token: expect.any(String),
      userId: expect.any(String),
      email: "grace@example.org",
      isNewUser: true,
    })
    expect(await api().session(session.token)).toEqual({
      userId: session.userId,
      email: "grace@example.org",
    })
    await api().revokeSession(session.token)
    expect(await refusal(api().session(session.token))).toEqual({
      status: 401,
      reason: "unauthorized",
      message: expect.any(String),
    })
  })

  it("spec 5: a refusal carries the server's own message ('Please enter a valid email address')", async () => {
    expect(await refusal(api().startEmail("not an email"))).toEqual({
      status: 400,
      reason: "invalid_email",
      message: "Please enter a valid email address",
    })
  })

  it("a wrong code is refused with the server's reason and the attempts left; asking again at once, with the cooldown's seconds (the kit words both in the visitor's language)", async () => {
    await api().startEmail("wrong@example.org")
    const code = codeInMail((await harness.catcher().mailbox.waitFor("wrong@example.org")).text)
    const wrong = code === "000000" ? "111111" : "000000"
    expect(await refusal(api().verifyEmail("wrong@example.org", wrong))).toMatchObject({
      status: 400,
      reason: "wrong_code",
      attemptsLeft: expect.any(Number),
    })
    expect(await refusal(api().startEmail("wrong@example.org"))).toMatchObject({
      status: 429,
      reason: "email_cooldown",
      retryAfter: expect.any(Number),
    })
  })

  it("wallet: none before (undefined, the site's 204), recorded once, read back; a second record is wallet_exists", async () => {
    const { token } = await signIn("wallet@example.org")
    expect(await api().getWallet(token)).toBeUndefined()
    const record = {
      address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      serverShare: btoa(String.fromCharCode(...new Uint8Array(33).fill(7))),
    }
    expect(await api().createWallet(token, record)).toEqual({ address: record.address })
    expect(await api().getWallet(token)).toEqual(record)
    expect(await refusal(api().createWallet(token, record))).toMatchObject({
      status: 409,
      reason: "wallet_exists",
    })
  })

  it("a site that cannot be reached is a refusal with status 0 and fetch's words", async () => {
    const offline = makeSiteApi({
      origin: harness.site().url,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    })
    expect(await refusal(offline.startEmail("a@example.org"))).toEqual({
      status: 0,
      reason: "unreachable",
      message: "Failed to fetch",
    })
  })
})
