import { describe, expect, it } from "vitest"
import { FlowError } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { SocialLoginUntrustedOriginError } from "../login/checkSocialLoginMessage"
import { socialErrorText } from "./socialErrorText"

// A lookup that shows which message was asked for, so the test sees the id, not English.
const lookup = (id: string) => `<${id}>`

const failed = (cause: unknown) => new EmbeddedWalletError({ message: "English", cause })

describe("what ConnectingSocial says of a failure", () => {
  it("spec 8's flow errors by their reason, in the visitor's language", () => {
    expect(socialErrorText(failed(new FlowError({ reason: "popupClosed" })), lookup)).toBe(
      "<error.popupClosed>",
    )
    expect(socialErrorText(failed(new FlowError({ reason: "modalClosed" })), lookup)).toBe(
      "<error.modalClosed>",
    )
    expect(
      socialErrorText(failed(new FlowError({ reason: "failedToInitiateSocial" })), lookup),
    ).toBe("<error.failedToInitiateSocial>")
  })

  it("spec 5's 'Untrusted Origin' by its cause; the secure site's own text otherwise", () => {
    const untrusted = new SocialLoginUntrustedOriginError({ origin: "https://evil.example" })
    expect(socialErrorText(failed(untrusted), lookup)).toBe("<error.untrustedOrigin>")
    expect(
      socialErrorText(new EmbeddedWalletError({ message: "Connection rejected" }), lookup),
    ).toBe("Connection rejected")
  })
})
