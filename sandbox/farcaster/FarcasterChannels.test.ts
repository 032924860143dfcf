import { describe, expect, it } from "vitest"
import { type ChannelCompletion, makeFarcasterChannels } from "./FarcasterChannels"

const request = { siweUri: "https://app.test/login", domain: "app.test", nonce: "abcdefgh1234" }
const metadata = { ip: "127.0.0.1", userAgent: "test" }
const completion: ChannelCompletion = {
  message: "signed",
  signature: `0x${"ab".repeat(65)}`,
  authMethod: "custody",
  fid: 1,
  verifications: [],
}

const channelsAt = (clock: { ms: number }, maxChannels = 10) =>
  makeFarcasterChannels({
    now: () => clock.ms,
    ttlMs: 1_000,
    maxChannels,
    pageUrl: (token) => `http://relay.test/~/siwf?channelToken=${token}`,
  })

describe("makeFarcasterChannels", () => {
  it("a completed channel is delivered once, then reads as delivered", () => {
    const channels = channelsAt({ ms: 0 })
    const opened = channels.open(request, metadata)
    if (opened === undefined) throw new Error("not opened")
    expect(channels.deliver(opened.channelToken)).toMatchObject({
      kind: "live",
      status: { state: "pending" },
    })
    expect(channels.complete(opened.channelToken, completion)).toMatchObject({
      kind: "completed",
    })
    expect(channels.deliver(opened.channelToken)).toMatchObject({
      kind: "live",
      status: { state: "completed", fid: 1 },
    })
    expect(channels.deliver(opened.channelToken)).toEqual({ kind: "delivered" })
    expect(channels.complete(opened.channelToken, completion)).toEqual({ kind: "delivered" })
  })

  it("completing a completed channel leaves it as it was", () => {
    const channels = channelsAt({ ms: 0 })
    const opened = channels.open(request, metadata)
    if (opened === undefined) throw new Error("not opened")
    channels.complete(opened.channelToken, completion)
    expect(channels.complete(opened.channelToken, { ...completion, fid: 2 })).toEqual({
      kind: "already-completed",
    })
    expect(channels.find(opened.channelToken)).toMatchObject({ status: { fid: 1 } })
  })

  it("completing does not extend a channel's life", () => {
    const clock = { ms: 0 }
    const channels = channelsAt(clock)
    const opened = channels.open(request, metadata)
    if (opened === undefined) throw new Error("not opened")
    clock.ms = 999
    channels.complete(opened.channelToken, completion)
    clock.ms = 1_000
    expect(channels.deliver(opened.channelToken)).toEqual({ kind: "expired" })
  })

  it("refuses a channel beyond maxChannels, and forgets expired ones to make room", () => {
    const clock = { ms: 0 }
    const channels = channelsAt(clock, 2)
    const first = channels.open(request, metadata)
    expect(channels.open(request, metadata)).toBeDefined()
    expect(channels.open(request, metadata)).toBeUndefined()
    clock.ms = 1_000
    expect(channels.open(request, metadata)).toBeDefined()
    expect(channels.find(first?.channelToken ?? "")).toEqual({ kind: "unknown" })
  })
})
