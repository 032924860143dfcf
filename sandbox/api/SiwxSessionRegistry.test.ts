import { describe, expect, it } from "vitest"
import type { SiwxSession } from "../../core/api/generated/schemas"
import { siwxNonceLifetimeMs } from "./SiwxNonces"
import { makeSiwxSessionRegistry } from "./SiwxSessionRegistry"
import { siwxLimits } from "./siwxLimits"

const at = (ms: number) => new Date(Date.parse("2026-03-01T12:00:00.000Z") + ms)
const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const project = "foyer-test"
const sessionOf = (id: string, overrides: Partial<SiwxSession> = {}): SiwxSession => ({
  id,
  address,
  caipNetworkId: "eip155:31337",
  message: `message ${id}`,
  signature: "0x01",
  issuedAt: at(0).toISOString(),
  ...overrides,
})

describe("the sandbox's sign-in session registry", () => {
  it("a nonce is issued as at least 8 letters or digits, spent once, then reads as used", () => {
    const registry = makeSiwxSessionRegistry()
    const nonce = registry.issueNonce(project, at(0))
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(registry.issueNonce(project, at(0))).not.toBe(nonce)
    expect(registry.nonceState(project, nonce, at(1))).toBe("issued")
    expect(registry.spendNonce(project, nonce, at(1))).toBe("issued")
    expect(registry.nonceState(project, nonce, at(2))).toBe("used")
    expect(registry.spendNonce(project, nonce, at(2))).toBe("used")
    expect(registry.nonceState(project, "neverIssued1", at(2))).toBe("unknown")
    expect(registry.spendNonce(project, "neverIssued1", at(2))).toBe("unknown")
  })

  it("a nonce belongs to the project it was issued for: under another it is unknown and stays unspent", () => {
    const registry = makeSiwxSessionRegistry()
    const nonce = registry.issueNonce(project, at(0))
    expect(registry.nonceState("another-project", nonce, at(1))).toBe("unknown")
    expect(registry.spendNonce("another-project", nonce, at(1))).toBe("unknown")
    expect(registry.spendNonce(project, nonce, at(1))).toBe("issued")
  })

  it("a nonce expires at the end of its lifetime and can no longer be spent", () => {
    const registry = makeSiwxSessionRegistry()
    const nonce = registry.issueNonce(project, at(0))
    expect(registry.nonceState(project, nonce, at(siwxNonceLifetimeMs - 1))).toBe("issued")
    expect(registry.nonceState(project, nonce, at(siwxNonceLifetimeMs))).toBe("expired")
    expect(registry.spendNonce(project, nonce, at(siwxNonceLifetimeMs))).toBe("expired")
    // Forgotten once a later nonce is issued: it stays refused, as unknown.
    registry.issueNonce(project, at(siwxNonceLifetimeMs))
    expect(registry.nonceState(project, nonce, at(siwxNonceLifetimeMs))).toBe("unknown")
  })

  it("listing gives the unexpired sessions of the address, in any letter case, on that network only", () => {
    const registry = makeSiwxSessionRegistry()
    registry.add(project, sessionOf("open"), at(0))
    registry.add(project, sessionOf("short", { expirationTime: at(1000).toISOString() }), at(0))
    registry.add(project, sessionOf("other-network", { caipNetworkId: "eip155:31338" }), at(0))
    registry.add(
      project,
      sessionOf("other-address", { address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" }),
      at(0),
    )
    const ids = (now: Date, who = address) =>
      registry.list(project, who, "eip155:31337", now).map((session) => session.id)
    expect(ids(at(999))).toEqual(["open", "short"])
    expect(ids(at(999), address.toLowerCase())).toEqual(["open", "short"])
    expect(ids(at(1000))).toEqual(["open"])
    expect(registry.list(project, address, "eip155:1", at(0))).toEqual([])
  })

  it("revoking forgets every session of the address on that network and only those", () => {
    const registry = makeSiwxSessionRegistry()
    registry.add(project, sessionOf("a"), at(0))
    registry.add(project, sessionOf("b"), at(0))
    registry.add(project, sessionOf("elsewhere", { caipNetworkId: "eip155:31338" }), at(0))
    expect(
      registry.revoke(project, address.toUpperCase().replace("0X", "0x"), "eip155:31337"),
    ).toBe(2)
    expect(registry.list(project, address, "eip155:31337", at(0))).toEqual([])
    expect(registry.list(project, address, "eip155:31338", at(0)).map((s) => s.id)).toEqual([
      "elsewhere",
    ])
    expect(registry.revoke(project, address, "eip155:31337")).toBe(0)
  })

  it("sessions are kept per project: another project neither lists nor revokes them", () => {
    const registry = makeSiwxSessionRegistry()
    registry.add(project, sessionOf("mine"), at(0))
    registry.add("other-project", sessionOf("theirs"), at(0))
    const ids = (projectId: string) =>
      registry.list(projectId, address, "eip155:31337", at(0)).map((session) => session.id)
    expect(ids(project)).toEqual(["mine"])
    expect(ids("other-project")).toEqual(["theirs"])
    expect(ids("third-project")).toEqual([])
    expect(registry.revoke("other-project", address, "eip155:31337")).toBe(1)
    expect(ids(project)).toEqual(["mine"])
    expect(ids("other-project")).toEqual([])
  })

  it("clear forgets every nonce and session", () => {
    const registry = makeSiwxSessionRegistry()
    const nonce = registry.issueNonce(project, at(0))
    registry.add(project, sessionOf("kept"), at(0))
    registry.clear()
    expect(registry.nonceState(project, nonce, at(1))).toBe("unknown")
    expect(registry.list(project, address, "eip155:31337", at(1))).toEqual([])
  })

  it("expired nonces are forgotten as new ones are issued, oldest first, spent ones included", () => {
    const registry = makeSiwxSessionRegistry()
    const spent = registry.issueNonce(project, at(0))
    registry.spendNonce(project, spent, at(1))
    const early = registry.issueNonce(project, at(1000))
    registry.issueNonce(project, at(2000))
    expect(registry.stats()).toMatchObject({ nonces: 3 })
    const late = registry.issueNonce(project, at(siwxNonceLifetimeMs + 1000))
    expect(registry.stats()).toMatchObject({ nonces: 2 })
    expect(registry.nonceState(project, spent, at(siwxNonceLifetimeMs + 1000))).toBe("unknown")
    expect(registry.nonceState(project, early, at(siwxNonceLifetimeMs + 1000))).toBe("unknown")
    expect(registry.nonceState(project, late, at(siwxNonceLifetimeMs + 1000))).toBe("issued")
  })

  it("at most maxNonces nonces are kept, the oldest going first (forgotten: unknown)", () => {
    const registry = makeSiwxSessionRegistry({ ...siwxLimits, maxNonces: 3 })
    const issued = [1, 2, 3, 4, 5].map((i) => registry.issueNonce(project, at(i)))
    expect(issued.map((nonce) => registry.nonceState(project, nonce, at(10)))).toEqual([
      "unknown",
      "unknown",
      "issued",
      "issued",
      "issued",
    ])
    expect(registry.stats()).toEqual({
      nonces: 3,
      nonceBytes: 3 * (96 + project.length),
      sessions: 0,
      sessionBytes: 0,
    })
  })

  it("the nonces kept, with their project ids, hold at most maxNonceBytes", () => {
    const maxNonceBytes = 1_000
    const registry = makeSiwxSessionRegistry({ ...siwxLimits, maxNonceBytes })
    // A project id as long as a request head allows: 4 KB each, in UTF-8 bytes ('é' is two).
    const longProject = "é".repeat(2_000)
    const first = registry.issueNonce(project, at(0))
    const kept = registry.issueNonce(longProject.slice(0, 300), at(1))
    expect(registry.stats()).toMatchObject({
      nonces: 2,
      nonceBytes: 96 + project.length + 96 + 600,
    })
    // One nonce bigger than the whole bound is not kept at all, and pushes nothing out.
    const huge = registry.issueNonce(longProject, at(2))
    expect(registry.nonceState(longProject, huge, at(3))).toBe("unknown")
    expect(registry.nonceState(longProject.slice(0, 300), kept, at(3))).toBe("issued")
    // 296 more bytes do not fit beside the 804 kept: the oldest goes.
    registry.issueNonce(longProject.slice(0, 100), at(4))
    expect(registry.stats()).toMatchObject({ nonces: 2, nonceBytes: 96 + 600 + 96 + 200 })
    expect(registry.nonceState(project, first, at(5))).toBe("unknown")
    expect(registry.nonceState(longProject.slice(0, 300), kept, at(5))).toBe("issued")
  })

  it("at most maxSessionsPerAccount sessions of one project, address and network are kept, that account's oldest going first", () => {
    const registry = makeSiwxSessionRegistry({ ...siwxLimits, maxSessionsPerAccount: 2 })
    for (const id of ["first", "second", "third"]) registry.add(project, sessionOf(id), at(0))
    registry.add(project, sessionOf("elsewhere", { caipNetworkId: "eip155:31338" }), at(0))
    registry.add("other-project", sessionOf("theirs"), at(0))
    const ids = (projectId: string, network = "eip155:31337") =>
      registry.list(projectId, address, network, at(0)).map((session) => session.id)
    expect(ids(project)).toEqual(["second", "third"])
    expect(ids(project, "eip155:31338")).toEqual(["elsewhere"])
    expect(ids("other-project")).toEqual(["theirs"])
  })

  it("at most maxSessions sessions are kept, the oldest going first, sessions without an expiry too (issue 30 M4)", () => {
    const registry = makeSiwxSessionRegistry({ ...siwxLimits, maxSessions: 2 })
    const other = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
    registry.add(project, sessionOf("forever"), at(0))
    registry.add(project, sessionOf("theirs", { address: other }), at(1))
    registry.add(project, sessionOf("newest"), at(2))
    expect(registry.list(project, address, "eip155:31337", at(3)).map((s) => s.id)).toEqual([
      "newest",
    ])
    expect(registry.list(project, other, "eip155:31337", at(3)).map((s) => s.id)).toEqual([
      "theirs",
    ])
    expect(registry.stats()).toMatchObject({ sessions: 2 })
  })

  it("the sessions kept hold at most maxSessionBytes of UTF-8, messages and signatures included", () => {
    const bytesOf = (session: SiwxSession) =>
      new TextEncoder().encode(JSON.stringify(session)).length + project.length
    const big = (id: string) => sessionOf(id, { message: "é".repeat(1_000) })
    const maxSessionBytes = 3 * bytesOf(big("a")) + 10
    const registry = makeSiwxSessionRegistry({ ...siwxLimits, maxSessionBytes })
    for (const id of ["a", "b", "c", "d", "e"]) registry.add(project, big(id), at(0))
    expect(registry.stats()).toEqual({
      nonces: 0,
      nonceBytes: 0,
      sessions: 3,
      sessionBytes: 3 * bytesOf(big("a")),
    })
    expect(registry.list(project, address, "eip155:31337", at(0)).map((s) => s.id)).toEqual([
      "c",
      "d",
      "e",
    ])
  })

  it("expired sessions are forgotten when their account is read, and do not count", () => {
    const registry = makeSiwxSessionRegistry()
    registry.add(project, sessionOf("short", { expirationTime: at(1000).toISOString() }), at(0))
    registry.add(project, sessionOf("open"), at(0))
    expect(registry.stats()).toMatchObject({ sessions: 2 })
    expect(registry.list(project, address, "eip155:31337", at(1000)).map((s) => s.id)).toEqual([
      "open",
    ])
    expect(registry.stats()).toMatchObject({ sessions: 1 })
    expect(registry.revoke(project, address, "eip155:31337")).toBe(1)
    expect(registry.stats()).toEqual({ nonces: 0, nonceBytes: 0, sessions: 0, sessionBytes: 0 })
  })
})
