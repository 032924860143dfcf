import { createRequire } from "node:module"
import { afterEach, describe, expect, it, vi } from "vitest"
import { useUniqueSignClientIds } from "./uniqueSignClientIds"

const require = createRequire(import.meta.url)

describe("useUniqueSignClientIds", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("gives sign-client's payloadId (read as sign-client reads it) no id twice within one millisecond", () => {
    useUniqueSignClientIds()
    useUniqueSignClientIds()
    const { payloadId } = require("@walletconnect/jsonrpc-utils") as { payloadId: () => number }
    vi.useFakeTimers({ toFake: ["Date"], now: 1_700_000_000_000 })
    const ids = Array.from({ length: 3000 }, () => payloadId())
    expect(new Set(ids).size).toBe(ids.length)
    expect(Math.floor((ids[0] ?? 0) / 1000)).toBe(1_700_000_000_000)
  })
})
