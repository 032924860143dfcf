// End to end over real SMTP: the site issues a code, mails it with nodemailer to the sandbox's
// SMTP catcher, and the code read back from the mailbox is checked by the site's rules.
import { Effect, Result } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { type SmtpCatcher, startSmtpCatcher } from "../../../../sandbox/mail/startSmtpCatcher"
import { checkLoginCode } from "./checkLoginCode"
import { issueLoginCode } from "./issueLoginCode"
import { LoginCodeOutcome } from "./LoginCodeOutcome"
import { type LoginCodePurpose, makeLoginCodeHasher } from "./loginCode"
import { LoginCodeMailError, type Mailer, makeMailer } from "./makeMailer"
import type { StoredLoginCode } from "./StoredLoginCode"

let catcher: SmtpCatcher
let mailer: Mailer
const hasher = makeLoginCodeHasher(crypto.getRandomValues(new Uint8Array(32)))
const sentAt = 1_700_000_000_000

beforeAll(async () => {
  catcher = await startSmtpCatcher()
  mailer = makeMailer({ smtpUrl: catcher.url, from: '"Foyer" <login@foyer.test>' })
})

afterAll(async () => {
  mailer?.close()
  await catcher?.stop()
})

beforeEach(() => {
  catcher.mailbox.clear()
})

/** Issues a code for `to`, mails it, and resolves with what was stored and the mail's code. */
const sendCode = async (to: string, purpose: LoginCodePurpose = "login") => {
  const issued = Result.getOrThrow(
    issueLoginCode({ hasher, email: to, purpose, previous: undefined, now: sentAt }),
  )
  await Effect.runPromise(mailer.sendLoginCode(to, issued.code, purpose))
  const mail = await catcher.mailbox.waitFor(to)
  const code = /^(\d{6})$/m.exec(mail.text)?.[1]
  if (code === undefined) throw new Error(`No code in ${mail.text}`)
  return { stored: issued.stored, code, mail }
}

const check = (stored: StoredLoginCode, entered: string, now = sentAt + 60_000) =>
  checkLoginCode({ hasher, stored, entered, now })

describe("makeMailer, with the sandbox's SMTP catcher", () => {
  it("sendLoginCode arrives; the code in the mail checks Valid once, then Used", async () => {
    const { stored, code, mail } = await sendCode("Alice@Example.com")
    expect(mail).toMatchObject({
      from: "login@foyer.test",
      to: ["alice@example.com"],
      subject: "Your sign-in code",
    })
    expect(mail.html).toContain(`>${code}</p>`)
    const first = check(stored, code)
    expect(first.outcome).toEqual(LoginCodeOutcome.Valid())
    expect(check(first.stored, code).outcome).toEqual(LoginCodeOutcome.Used())
  })

  it("wrong codes exhaust the mailed code: after 5 the real one opens nothing", async () => {
    const { stored, code } = await sendCode("bob@example.com")
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
    let current = stored
    for (let attempt = 0; attempt < 5; attempt++) current = check(current, wrong).stored
    expect(check(current, code).outcome).toEqual(LoginCodeOutcome.Exhausted())
  })

  it("the mailed code expires after 10 minutes on the site's clock", async () => {
    const { stored, code } = await sendCode("carol@example.com", "update-secondary")
    expect(check(stored, code, sentAt + 10 * 60_000).outcome).toEqual(LoginCodeOutcome.Expired())
  })

  it("a code mailed for one step of an email change does not confirm the other", async () => {
    const { stored, code, mail } = await sendCode("dave@example.com", "update-primary")
    expect(mail.subject).toBe("Confirm your email change")
    const asOtherStep = { ...stored, purpose: "update-secondary" as const }
    expect(check(asOtherStep, code).outcome).toEqual(LoginCodeOutcome.Wrong({ attemptsLeft: 4 }))
  })

  it("an SMTP server that cannot be reached fails with LoginCodeMailError, whose message holds no code", async () => {
    const gone = await startSmtpCatcher()
    await gone.stop()
    const offline = makeMailer({ smtpUrl: gone.url, from: "login@foyer.test" })
    const failure = await Effect.runPromise(
      Effect.flip(offline.sendLoginCode("alice@example.com", "864209", "login")),
    )
    offline.close()
    expect(failure).toBeInstanceOf(LoginCodeMailError)
    expect(failure.message).toBe("The sign-in code could not be sent; try again later")
    expect(failure.message).not.toContain("864209")
  })
})
