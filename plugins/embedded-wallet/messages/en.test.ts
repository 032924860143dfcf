import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the embedded wallet's English messages", () => {
  it("are the spec's login and frame texts (spec 5, 8), and ours for a missing frame", () => {
    expect(en).toEqual({
      "error.emailCooldown": "Please try again after {n} seconds",
      "error.untrustedOrigin": "Untrusted Origin",
      "error.frameError": "An error occurred",
      "error.rpcAborted": "Request was aborted for RPC",
      "error.emailLoginDependencyFailed": "Unable to load email login dependency",
      "error.frameNotSet": "The secure frame is not set.",
      "error.frameParentNotSet": "The secure frame's parent is not set.",
    })
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
