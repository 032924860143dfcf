import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

/** The catalogue split into the spec's error texts (`error.*`) and the rest (views, connector). */
const ownTexts = () => {
  const entries = Object.entries(en)
  return {
    email: Object.fromEntries(entries.filter(([id]) => id.startsWith("error."))),
    views: Object.fromEntries(entries.filter(([id]) => !id.startsWith("error."))),
  }
}

describe("the embedded wallet's English messages", () => {
  it("are the spec's login and frame texts (spec 5, 8), and ours for a missing frame", () => {
    const { email } = ownTexts()
    expect(email).toEqual({
      "error.emailCooldown": "Please try again after {n} seconds",
      "error.untrustedOrigin": "Untrusted Origin",
      "error.frameError": "An error occurred",
      "error.rpcAborted": "Request was aborted for RPC",
      "error.emailLoginDependencyFailed": "Unable to load email login dependency",
      "error.frameNotSet": "The secure frame is not set.",
      "error.frameParentNotSet": "The secure frame's parent is not set.",
    })
  })

  it("keeps the views' and the connector's own texts under embeddedWallet., the AUTH connector named Email", () => {
    const { views } = ownTexts()
    expect(Object.keys(views).filter((id) => !id.startsWith("embeddedWallet."))).toEqual([])
    expect(en["embeddedWallet.connectorName"]).toBe("Email")
  })

  it("leaves the invalid-email text to the kernel, whose text is the spec's exactly (spec 5)", () => {
    expect(coreMessages["error.invalidEmail"]).toBe("Please enter a valid email address")
    expect(Object.values(en)).not.toContain("Please enter a valid email address")
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
