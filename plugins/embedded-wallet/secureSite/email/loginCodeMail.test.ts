import { describe, expect, it } from "vitest"
import { loginCodeMail } from "./loginCodeMail"

describe("loginCodeMail", () => {
  it("a sign-in code mail: the code on its own line, its lifetime, and what to do if unasked", () => {
    expect(loginCodeMail("012345", "login")).toEqual({
      subject: "Your sign-in code",
      text: "Use this code to sign in:\n\n012345\n\nThe code expires in 10 minutes and works once.\nIf you did not ask for it, ignore this email: nothing changes without the code.\n",
      html: [
        "<p>Use this code to sign in:</p>",
        '<p style="font-size:24px;font-weight:bold;letter-spacing:4px">012345</p>',
        "<p>The code expires in 10 minutes and works once.</p>",
        "<p>If you did not ask for it, ignore this email: nothing changes without the code.</p>",
      ].join("\n"),
    })
  })

  it("the two codes of an email change say which step they confirm", () => {
    expect(loginCodeMail("1", "update-primary").subject).toBe("Confirm your email change")
    expect(loginCodeMail("1", "update-primary").text).toMatch(
      /^Someone asked to change the email of your wallet\. To confirm it is you, enter this code:\n\n1\n/,
    )
    expect(loginCodeMail("1", "update-secondary").subject).toBe("Confirm your new email")
    expect(loginCodeMail("1", "update-secondary").text).toMatch(
      /^Enter this code to confirm this address as your wallet's new email:\n\n1\n/,
    )
  })

  it("escapes what goes into the HTML", () => {
    expect(loginCodeMail("<b>&", "update-secondary").html).toContain("&#60;b&#62;&#38;</p>")
    expect(loginCodeMail("1", "update-secondary").html).toContain("wallet&#39;s new email")
  })
})
