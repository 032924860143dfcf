import { Effect, type Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { makeManualClock, withManualClock } from "../../../test/ManualClock"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import { ethereum, polygon } from "../../chains/defaultNetworks"
import { makePendingBalanceWatcher } from "./pendingBalanceWatcher"

const alice = `0x${"a1".repeat(20)}`
const solanaNetwork: CaipNetwork = {
  id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  chainNamespace: "solana",
  name: "Solana",
  nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

/** A watcher on a manual clock whose node shows one new pending transaction at every read. */
const setup = (enable: boolean) => {
  const clock = makeManualClock(0)
  const requests: Array<string> = []
  const fibers: Array<Fiber.Fiber<void>> = []
  const watcher = makePendingBalanceWatcher({
    filter: { enable, pollingInterval: 30_000 },
    sources: {
      nodeRequest: (network, method) =>
        Effect.sync(() => {
          requests.push(`${network.caipNetworkId} ${method}`)
          return method === "eth_getFilterChanges" ? ["0x1"] : "0xf"
        }),
    },
    fork: (effect) => {
      const fiber = Effect.runFork(withManualClock(clock)(effect))
      fibers.push(fiber)
      return fiber
    },
  })
  const running = () => fibers.filter((fiber) => fiber.pollUnsafe() === undefined).length
  return { clock, requests, watcher, running }
}

describe("pending-transaction watching of the connected account (spec 4, 9)", () => {
  it("the filter is disabled by default: nothing is watched", () => {
    const s = setup(false)
    s.watcher.follow(alice, ethereum, () => undefined)
    expect(s.requests).toEqual([])
    expect(s.running()).toBe(0)
  })

  it("enabled, new pending transactions refresh the balance; the same account and network keep one watch", async () => {
    const s = setup(true)
    let refreshes = 0
    s.watcher.follow(alice, ethereum, () => refreshes++)
    // What a refresh does: it loads the same account again, which follows it again.
    s.watcher.follow(alice, ethereum, () => refreshes++)
    await s.clock.sleepAt(0)
    s.clock.advance(30_000)
    await s.clock.sleepAt(1)
    expect(refreshes).toBe(1)
    expect(s.requests).toEqual([
      "eip155:1 eth_newPendingTransactionFilter",
      "eip155:1 eth_getFilterChanges",
    ])
    expect(s.running()).toBe(1)
  })

  it("watching stops on a network change and on disconnect", async () => {
    const s = setup(true)
    s.watcher.follow(alice, ethereum, () => undefined)
    await s.clock.sleepAt(0)
    s.watcher.follow(alice, polygon, () => undefined)
    await s.clock.sleepAt(1)
    expect(s.running()).toBe(1)
    expect(s.clock.pending()).toBe(1)
    s.watcher.stop()
    expect(s.running()).toBe(0)
    s.clock.advance(60_000)
    expect(s.requests).toEqual([
      "eip155:1 eth_newPendingTransactionFilter",
      "eip155:137 eth_newPendingTransactionFilter",
    ])
  })

  it("only EVM networks are watched", () => {
    const s = setup(true)
    s.watcher.follow("5eykt", solanaNetwork, () => undefined)
    expect(s.requests).toEqual([])
    expect(s.running()).toBe(0)
  })
})
