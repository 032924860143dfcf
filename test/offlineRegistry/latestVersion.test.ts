import { describe, expect, it } from "vitest"
import { compareVersions, latestVersion } from "./latestVersion"

describe("compareVersions", () => {
  it("orders release numbers numerically, not as text", () => {
    expect(["1.10.0", "1.2.0", "1.9.9", "0.99.0"].sort(compareVersions)).toEqual([
      "0.99.0",
      "1.2.0",
      "1.9.9",
      "1.10.0",
    ])
  })

  it("orders prereleases below their release, by identifiers as semver says", () => {
    const versions = [
      "1.0.0",
      "1.0.0-rc.1",
      "1.0.0-beta.11",
      "1.0.0-beta.2",
      "1.0.0-beta",
      "1.0.0-alpha.beta",
      "1.0.0-alpha.1",
      "1.0.0-alpha",
    ]
    expect([...versions].sort(compareVersions)).toEqual([...versions].reverse())
  })

  it("ignores build metadata", () => {
    expect(compareVersions("1.0.0+build.1", "1.0.0+build.2")).toBe(0)
  })
})

describe("latestVersion", () => {
  it("is the highest release even when a prerelease is higher", () => {
    expect(latestVersion(["1.2.0", "1.10.0", "2.0.0-rc.1"])).toBe("1.10.0")
  })

  it("is the highest prerelease when there is no release", () => {
    expect(latestVersion(["1.0.0-alpha", "1.0.0-beta"])).toBe("1.0.0-beta")
  })

  it("is undefined for no versions", () => {
    expect(latestVersion([])).toBeUndefined()
  })
})
