// Floods of the sign-in server's store (issue 30 L8, M4): what it keeps stays within its bounds
// in entries and UTF-8 bytes, and its work grows linearly with what is sent, however much is
// kept. Time is checked as growth, never against the clock.
import { describe, expect, it } from "vitest"
import type { SiwxSession } from "../../core/api/generated/schemas"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { makeSiwxSessionRegistry } from "./SiwxSessionRegistry"
import { siwxLimits } from "./siwxLimits"

const at = (ms: number) => new Date(Date.parse("2026-03-01T12:00:00.000Z") + ms)
const project = "foyer-test"
const addressOf = (i: number) => `0x${i.toString(16).padStart(40, "0")}`
const sessionOf = (i: number, message = `message ${i}`): SiwxSession => ({
  id: `session-${i}`,
  address: addressOf(i),
  caipNetworkId: "eip155:31337",
  message,
  // As long as the server takes.
  signature: `0x${"ab".repeat(siwxLimits.maxSignatureBytes / 2 - 1)}`,
  issuedAt: at(0).toISOString(),
})

describe("the sign-in store under floods", () => {
  it("issuing n nonces takes time linear in n: each issue sweeps only the expired ones (L8)", () => {
    // Every nonce stays live, as in the probe (60,000 live made each issue sweep them all).
    const issueAll = (count: number) => {
      const registry = makeSiwxSessionRegistry()
      for (let i = 0; i < count; i += 1) registry.issueNonce(project, at(i))
      return registry
    }
    expect(growthRatio({ input: (size) => size, run: issueAll, size: 500 })).toBeLessThan(40)
  })

  it("adding n sessions of n accounts takes time linear in n, and listing one account does not grow with the others (M4)", () => {
    const addAll = (count: number) => {
      const registry = makeSiwxSessionRegistry()
      for (let i = 0; i < count; i += 1) registry.add(project, sessionOf(i, "m"), at(0))
      return registry
    }
    expect(growthRatio({ input: (size) => size, run: addAll, size: 200 })).toBeLessThan(40)
    const listOne = (registry: ReturnType<typeof addAll>) =>
      registry.list(project, addressOf(0), "eip155:31337", at(1))
    // Sixteen times as many other accounts: listing one takes about as long.
    expect(growthRatio({ input: addAll, run: listOne, size: 200 })).toBeLessThan(8)
  })

  it("30 sessions of messages as large as the server reads, never expiring, and 20,000 nonces keep the store within its bytes (M4: 30 × 9 MB grew the heap 267 MB)", () => {
    const registry = makeSiwxSessionRegistry({
      ...siwxLimits,
      maxSessionBytes: 10 * (siwxLimits.maxMessageBytes + siwxLimits.maxSignatureBytes + 200),
    })
    const largest = "a".repeat(siwxLimits.maxMessageBytes)
    for (let i = 0; i < 30; i += 1) registry.add(project, sessionOf(i, largest), at(i))
    for (let i = 0; i < 2 * siwxLimits.maxNonces; i += 1) registry.issueNonce(project, at(i))
    const stats = registry.stats()
    expect(stats.sessions).toBe(10)
    expect(stats.sessionBytes).toBeLessThanOrEqual(
      10 * (siwxLimits.maxMessageBytes + siwxLimits.maxSignatureBytes + 200),
    )
    expect(stats.nonces).toBe(siwxLimits.maxNonces)
    expect(stats.nonceBytes).toBeLessThanOrEqual(siwxLimits.maxNonceBytes)
    // The newest are the ones kept.
    expect(registry.list(project, addressOf(29), "eip155:31337", at(30))).toHaveLength(1)
    expect(registry.list(project, addressOf(19), "eip155:31337", at(30))).toEqual([])
  })

  it("at the default limits, the largest sessions fill the store only to maxSessionBytes", () => {
    const registry = makeSiwxSessionRegistry()
    const largest = "a".repeat(siwxLimits.maxMessageBytes)
    for (let i = 0; i < 3_000; i += 1) registry.add(project, sessionOf(i, largest), at(0))
    const { sessions, sessionBytes } = registry.stats()
    expect(sessionBytes).toBeLessThanOrEqual(siwxLimits.maxSessionBytes)
    expect(sessions).toBeLessThan(3_000)
    expect(sessions).toBeLessThanOrEqual(siwxLimits.maxSessions)
  })
})
