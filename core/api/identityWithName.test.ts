import { Option } from "effect"
import { describe, expect, it } from "vitest"
import { identityWithName } from "./identityWithName"

const now = Date.parse("2026-03-01T12:00:00Z")
const earlier = "2026-03-01T11:58:00.000Z"

describe("the identity an address has once it took a name", () => {
  it("the new name replaces the stored answer's missing name; the avatar stays; it is resolved now", () => {
    const stored = Option.some({
      name: null,
      avatar: "https://example.com/a.png",
      resolvedAt: earlier,
    })
    expect(identityWithName(stored, "ada-lovelace.foyer.id", now)).toEqual({
      name: "ada-lovelace.foyer.id",
      avatar: "https://example.com/a.png",
      resolvedAt: "2026-03-01T12:00:00.000Z",
    })
  })

  it("the new name replaces a name the address had", () => {
    const stored = Option.some({ name: "alice.foyer.id", avatar: null, resolvedAt: earlier })
    expect(identityWithName(stored, "ada-lovelace.foyer.id", now)).toEqual({
      name: "ada-lovelace.foyer.id",
      avatar: null,
      resolvedAt: "2026-03-01T12:00:00.000Z",
    })
  })

  it("with nothing stored the identity is the name alone, with no avatar", () => {
    expect(identityWithName(Option.none(), "ada-lovelace.foyer.id", now)).toEqual({
      name: "ada-lovelace.foyer.id",
      avatar: null,
      resolvedAt: "2026-03-01T12:00:00.000Z",
    })
  })
})
