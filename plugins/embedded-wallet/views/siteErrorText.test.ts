import { describe, expect, it } from "vitest"
import { coreMessages, coreTranslations, formatMessage, type MessageValues } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { FrameReplyError } from "../frame/FrameReplyError"
import de from "../messages/de"
import { en } from "../messages/en"
import ja from "../messages/ja"
import { loginErrorText } from "./loginErrorText"
import { siteErrorText } from "./siteErrorText"

/** A view's message lookup over `catalogue` in `locale`, as the kit merges the kernel's and the plugin's. */
const lookupIn =
  (catalogue: Readonly<Record<string, string>>, locale: string) =>
  (id: string, values?: MessageValues) =>
    formatMessage(catalogue[id] ?? id, values ?? {}, locale)

const english = lookupIn({ ...coreMessages, ...en }, "en")
const german = lookupIn(
  { ...coreMessages, ...(await coreTranslations.de?.())?.default, ...de },
  "de",
)

/** The kit's error for the frame's error reply `payload`, as frameRequest makes it. */
const refused = (payload: Record<string, unknown>) => {
  const reply = FrameReplyError.fromPayload(payload, "CONNECT_OTP")
  return new EmbeddedWalletError({ message: reply.message, cause: reply })
}

describe("siteErrorText: the secure site's refusals in the visitor's language", () => {
  it("a wrong code is worded by its reason with the attempts left, in German and in English", () => {
    const wrong = refused({
      message: "The code is not correct; 2 attempts left",
      reason: "wrong_code",
      attemptsLeft: 2,
    })
    expect(loginErrorText(wrong, german)).toBe("Der Code ist nicht korrekt; 2 Versuche übrig")
    expect(loginErrorText(wrong, english)).toBe("The code is not correct; 2 attempts left")
    const last = refused({ message: "…", reason: "wrong_code", attemptsLeft: 1 })
    expect(siteErrorText(last, english)).toBe("The code is not correct; 1 attempt left")
  })

  it("the cooldown and the rate limit count the reply's retryAfter seconds; an expired code and the frame page's own refusals need no number", () => {
    expect(
      siteErrorText(refused({ message: "…", reason: "email_cooldown", retryAfter: 12 }), german),
    ).toBe(german("error.emailCooldown", { n: 12 }))
    expect(
      siteErrorText(refused({ message: "…", reason: "rate_limited", retryAfter: 1 }), english),
    ).toBe("Too many requests; please try again after 1 second")
    expect(siteErrorText(refused({ message: "…", reason: "code_expired" }), german)).toBe(
      "Der Code ist abgelaufen; fordern Sie einen neuen an",
    )
    expect(
      siteErrorText(
        refused({ message: "…", reason: "page.error.deviceShareMissing" }),
        lookupIn(ja, "ja"),
      ),
    ).toBe(ja["embeddedWallet.siteError.deviceShareMissing"])
  })

  it("a reason the kit does not word, a missing number or no reason at all leaves the site's own text", () => {
    const cases = [
      refused({ message: "The request body is not valid JSON", reason: "invalid_json" }),
      refused({ message: "The code is not correct", reason: "wrong_code" }),
      refused({ message: "Not a reason", reason: "toString" }),
      refused({ message: "Something went wrong at the site" }),
      new EmbeddedWalletError({ message: "Popup closed" }),
    ]
    for (const error of cases) {
      expect(siteErrorText(error, german)).toBeUndefined()
      expect(loginErrorText(error, german)).toBe(error.message)
    }
  })

  it("every reason it words has its text in the kit's English catalogue (no id misspelt)", () => {
    const catalogue: Readonly<Record<string, string>> = { ...coreMessages, ...en }
    const reasons = {
      wrong_code: { attemptsLeft: 3 },
      email_cooldown: { retryAfter: 3 },
      rate_limited: { retryAfter: 3 },
      no_code: {},
      code_expired: {},
      code_exhausted: {},
      code_used: {},
      mail_failed: {},
      invalid_email: {},
      unauthorized: {},
      no_email: {},
      same_email: {},
      no_email_change: {},
      email_taken: {},
      "page.error.noEmailStarted": {},
      "page.error.deviceShareMissing": {},
      "page.error.notConnected": {},
      "page.error.unsupportedChain": {},
      "page.error.userRejected": {},
      "page.error.frameError": {},
    }
    const seen = (id: string, values?: MessageValues) => {
      expect(catalogue[id], id).toBeDefined()
      return english(id, values)
    }
    for (const [reason, numbers] of Object.entries(reasons)) {
      const text = siteErrorText(refused({ message: "…", reason, ...numbers }), seen)
      expect(text, reason).toMatch(/^[^{}]+$/)
    }
  })
})
