import { Option } from "effect"
import { describe, expect, it } from "vitest"
import type { ApiSchemas } from "../../core"
import { namesWithRecord } from "./namesWithRecord"

const record = (name: string, registeredAt: string): ApiSchemas.NameRecord => ({
  name,
  registered_at: registeredAt,
  updated_at: registeredAt,
  attributes: null,
  addresses: { "2147514904": { address: "0x1", created_at: registeredAt } },
})

const alice = record("alice.foyer.id", "2026-01-01T00:00:00.000Z")
const ada = record("ada-lovelace.foyer.id", "2026-03-01T12:00:00.000Z")

describe("the stored names of an address once it registered a name", () => {
  it("the new record is added last to the stored list (the service lists names oldest first)", () => {
    expect(namesWithRecord(Option.some([alice]), ada)).toEqual(Option.some([alice, ada]))
  })

  it("an empty stored list (the address had no name) becomes the new record alone", () => {
    expect(namesWithRecord(Option.some([]), ada)).toEqual(Option.some([ada]))
  })

  it("a stored record of the same name, in any case, is replaced where it stood", () => {
    const stale = record("ADA-Lovelace.foyer.id", "2025-01-01T00:00:00.000Z")
    expect(namesWithRecord(Option.some([stale, alice]), ada)).toEqual(Option.some([ada, alice]))
  })

  it("with no list stored nothing is made up: the next lookup asks the service", () => {
    expect(namesWithRecord(Option.none(), ada)).toEqual(Option.none())
  })
})
