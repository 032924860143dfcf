import { describe, expect, it } from "vitest"
import { FlowError } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { en } from "../messages/en"
import { socialErrorText as farcasterErrorText } from "./socialErrorText"

const catalogue: Readonly<Record<string, string>> = {
  ...en,
  "error.failedToConnectFarcaster": "Failed to connect to farcaster",
  "error.modalClosed": "Modal closed",
}
const message = (id: string) => catalogue[id] ?? id

const flow = (reason: FlowError["reason"]) => {
  const cause = new FlowError({ reason })
  return new EmbeddedWalletError({ message: cause.message, cause })
}

describe("what ConnectingFarcaster says when the sign-in failed", () => {
  it("spec 8: 'Failed to connect to farcaster' and 'Modal closed' by their message ids", () => {
    expect(farcasterErrorText(flow("failedToConnectFarcaster"), message)).toBe(
      "Failed to connect to farcaster",
    )
    expect(farcasterErrorText(flow("modalClosed"), message)).toBe("Modal closed")
  })

  it("the secure frame's own text otherwise (a refused passkey recovery)", () => {
    const refusal = new EmbeddedWalletError({ message: "No key share for this browser" })
    expect(farcasterErrorText(refusal, message)).toBe("No key share for this browser")
  })
})
