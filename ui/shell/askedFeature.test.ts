import { describe, expect, it } from "vitest"
import { askedFeature } from "./askedFeature"

const base = { projectId: "p", networks: ["eip155:1"] }

describe("askedFeature: a feature read from the page's options before the kit starts", () => {
  it("reads it as the kernel will: remote over local, undefined when neither names it", () => {
    expect(askedFeature(base, "legalCheckbox")).toBeUndefined()
    expect(askedFeature({ ...base, features: { legalCheckbox: true } }, "legalCheckbox")).toBe(true)
    expect(
      askedFeature(
        { ...base, features: { legalCheckbox: true }, remoteFeatures: { legalCheckbox: false } },
        "legalCheckbox",
      ),
    ).toBe(false)
    expect(askedFeature({ ...base, remoteFeatures: { allWallets: false } }, "allWallets")).toBe(
      false,
    )
  })
})
