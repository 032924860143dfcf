import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Features, resolveFeatures, socialsEnabled } from "./Features"

const defaults = Schema.decodeUnknownSync(Features)({})

describe("resolveFeatures", () => {
  it("remote features override local ones", () => {
    const local = Schema.decodeUnknownSync(Features)({ swaps: true, onramp: false })
    const resolved = resolveFeatures(local, { swaps: false, onramp: true })
    expect(resolved.swaps).toBe(false)
    expect(resolved.onramp).toBe(true)
  })

  it("later layers win: config remoteFeatures, then what the provider sends", () => {
    const resolved = resolveFeatures(defaults, { activity: false }, { activity: true })
    expect(resolved.activity).toBe(true)
  })

  it("an absent or undefined remote value keeps the local one", () => {
    expect(resolveFeatures(defaults, undefined, {}).swaps).toBe(true)
  })

  it("when the pay feature is on, email and socials are disabled", () => {
    const resolved = resolveFeatures(defaults, { payments: true })
    expect(resolved.email).toBe(false)
    expect(resolved.socials).toBe(false)
    expect(socialsEnabled(resolved)).toBe(false)
  })

  it("pay switched on remotely also disables email and socials set on locally", () => {
    const local = Schema.decodeUnknownSync(Features)({ email: true, socials: ["google"] })
    const resolved = resolveFeatures(local, undefined, { payments: true })
    expect([resolved.email, resolved.socials]).toEqual([false, false])
  })

  it("when pay with exchange is on, email and socials are disabled", () => {
    const local = Schema.decodeUnknownSync(Features)({ email: true, socials: ["google"] })
    const resolved = resolveFeatures(local, { payWithExchange: true })
    expect([resolved.email, resolved.socials]).toEqual([false, false])
    expect(resolveFeatures(local, { payWithExchange: false }).email).toBe(true)
  })

  it("socials are off when the list is empty", () => {
    expect(socialsEnabled({ ...defaults, socials: [] })).toBe(false)
    expect(socialsEnabled(defaults)).toBe(true)
  })
})
