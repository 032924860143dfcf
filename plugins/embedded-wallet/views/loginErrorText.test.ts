import { describe, expect, it } from "vitest"
import { EmailInvalidError, formatMessage, type MessageValues } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { EmailLoginCooldownError } from "../login/checkEmailLoginCooldown"
import { en } from "../messages/en"
import { loginErrorText } from "./loginErrorText"

/** The English catalogue with the kernel's invalid-email text, as the kit merges them. */
const catalogue: Record<string, string> = {
  ...en,
  "error.invalidEmail": "Please enter a valid email address",
}
const message = (id: string, values?: MessageValues) =>
  formatMessage(catalogue[id] ?? id, values ?? {})

describe("loginErrorText", () => {
  it("an invalid address is 'Please enter a valid email address' (spec 5)", () => {
    expect(loginErrorText(new EmailInvalidError({ input: "ada@" }), message)).toBe(
      "Please enter a valid email address",
    )
  })

  it("the cooldown is 'Please try again after {n} seconds' (spec 5), alone or as an EmbeddedWalletError's cause", () => {
    const cooldown = new EmailLoginCooldownError({ remainingSeconds: 7 })
    expect(loginErrorText(cooldown, message)).toBe("Please try again after 7 seconds")
    const wrapped = new EmbeddedWalletError({ message: cooldown.message, cause: cooldown })
    expect(loginErrorText(wrapped, message)).toBe("Please try again after 7 seconds")
  })

  it("the secure site's refusal is its own text (spec 8); an empty one or anything else 'An error occurred'", () => {
    expect(loginErrorText(new EmbeddedWalletError({ message: "Invalid code" }), message)).toBe(
      "Invalid code",
    )
    expect(loginErrorText(new EmbeddedWalletError({ message: "" }), message)).toBe(
      "An error occurred",
    )
    expect(loginErrorText(new Error("boom"), message)).toBe("An error occurred")
    expect(loginErrorText(undefined, message)).toBe("An error occurred")
  })
})
