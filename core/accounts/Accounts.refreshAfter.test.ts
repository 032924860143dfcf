import { Duration, Effect, FiberSet, Scope } from "effect"
import { TestClock } from "effect/testing"
import type { Hash } from "viem"
import { describe, expect, it } from "vitest"
import { providerApiFor } from "../../test/providerApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { foyerDevnet, foyerDevnet2 } from "../chains/foyerDevnet"
import { type KernelEvent, makeKernelEvents } from "../events/KernelEvents"
import { Networks } from "../networks/Networks"
import { makeStorage, memoryBackend } from "../storage/Storage"
import { createToastStore } from "../toasts/ToastState"
import { createAccountStore, setAccount } from "./AccountState"
import { makeAccounts } from "./Accounts"
import { apiOnlyBalanceSources } from "./balances/BalanceSources"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const devnet2 = foyerDevnet2("http://127.0.0.1:8546")
const alice = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const hash: Hash = `0x${"ab".repeat(32)}`

const receipt = {
  transactionHash: hash,
  transactionIndex: "0x0",
  blockNumber: "0xb",
  blockHash: `0x${"cd".repeat(32)}`,
  from: alice,
  to: alice,
  status: "0x1",
  gasUsed: "0x5208",
  cumulativeGasUsed: "0x5208",
  effectiveGasPrice: "0x1",
  contractAddress: null,
  logs: [],
  logsBloom: `0x${"0".repeat(512)}`,
  type: "0x0",
}

/** The transaction as the node shows it while pending. */
const pending = {
  hash,
  from: alice,
  nonce: "0x1",
  to: alice,
  value: "0x0",
  input: "0x",
  gas: "0x5208",
  gasPrice: "0x1",
  type: "0x0",
  chainId: "0x7a69",
  v: "0x1b",
  r: "0x1",
  s: "0x1",
  blockNumber: null,
  blockHash: null,
  transactionIndex: null,
}

/**
 * The kernel's Accounts, `alice` connected on the first devnet, whose node has the transaction
 * pending until `mine()`. The data layer's wait runs on the test clock; a load it starts is
 * told (`AccountRefreshed`) and recorded, not run (loadAccountData has its own tests).
 */
const setup = Effect.gen(function* () {
  const runFork = yield* FiberSet.makeRuntime<never>()
  const networks = yield* Effect.provide(
    Effect.service(Networks),
    Networks.layerTest([devnet, devnet2]),
  )
  let mined = false
  const reads: Array<string> = []
  let loads = 0
  let waits = 0
  const events = makeKernelEvents()
  const accounts = makeAccounts({
    store: createAccountStore(
      setAccount({}, "eip155", {
        address: alice,
        caipAddress: `${devnet.caipNetworkId}:${alice}`,
        status: "connected",
      }),
    ),
    network: networks.store,
    // Never asked (nothing is loaded): an origin that cannot resolve.
    api: providerApiFor({ url: "http://unused.invalid", activeNetwork: devnet.caipNetworkId }),
    toast: createToastStore(),
    // The first fork is the data layer's wait, run; each later one is a load, recorded.
    fork: (effect) => {
      if (waits > 0) {
        loads += 1
        return undefined
      }
      waits += 1
      return runFork(effect)
    },
    storage: makeStorage(memoryBackend()),
    scope: Scope.makeUnsafe(),
    sources: {
      ...apiOnlyBalanceSources,
      nodeRequest: (network: CaipNetwork, method: string) =>
        Effect.sync(() => {
          reads.push(`${network.caipNetworkId} ${method}`)
          if (method === "eth_getTransactionReceipt") return mined ? receipt : null
          if (method === "eth_blockNumber") return "0xa"
          if (method === "eth_getTransactionByHash") return pending
          return null
        }),
    },
    pendingTransactionsFilter: { enable: false, pollingInterval: 30_000 },
    events,
  })
  const seen: Array<KernelEvent> = []
  events.subscribe((event) => seen.push(event))
  return {
    accounts,
    networks,
    seen,
    reads,
    loads: () => loads,
    mine: () => {
      mined = true
    },
  }
})

/**
 * Lets the wait begin: its code is imported on first use (a real promise, outside the test
 * clock), then it reads the receipt at once. Its 25 s limit is set by then.
 */
const waitStarted = (reads: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    while (reads.length === 0) {
      yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
    }
  })

const run = <A>(effect: Effect.Effect<A, never, Scope.Scope>) =>
  Effect.runPromise(Effect.scoped(Effect.provide(effect, TestClock.layer())))

const refreshedAlice = (network: CaipNetwork): KernelEvent => ({
  _tag: "AccountRefreshed",
  caipNetworkId: network.caipNetworkId,
  address: alice,
})

describe("Accounts.refreshAfter: the data layer's 25 s receipt wait (spec 9)", () => {
  it("returns at once; the account reloads once the transaction is mined, read on its network's node", () =>
    run(
      Effect.gen(function* () {
        const kit = yield* setup
        yield* kit.accounts.refreshAfter(hash)
        yield* waitStarted(kit.reads)
        yield* TestClock.adjust(Duration.seconds(3))
        expect(kit.seen).toEqual([])
        kit.mine()
        yield* TestClock.adjust(Duration.seconds(1))
        expect(kit.seen).toEqual([refreshedAlice(devnet)])
        expect(kit.loads()).toBe(1)
        expect(new Set(kit.reads.map((read) => read.split(" ")[0]))).toEqual(
          new Set([devnet.caipNetworkId]),
        )
      }),
    ))

  it("a transaction already mined: the account reloads at once", () =>
    run(
      Effect.gen(function* () {
        const kit = yield* setup
        kit.mine()
        yield* kit.accounts.refreshAfter(hash)
        yield* waitStarted(kit.reads)
        yield* TestClock.adjust(Duration.zero)
        expect(kit.seen).toEqual([refreshedAlice(devnet)])
        expect(kit.loads()).toBe(1)
      }),
    ))

  it("a transaction not mined within 25 s: the account reloads at 25 s all the same", () =>
    run(
      Effect.gen(function* () {
        const kit = yield* setup
        yield* kit.accounts.refreshAfter(hash)
        yield* waitStarted(kit.reads)
        yield* TestClock.adjust(Duration.millis(24_999))
        expect(kit.seen).toEqual([])
        yield* TestClock.adjust(Duration.millis(1))
        expect(kit.seen).toEqual([refreshedAlice(devnet)])
      }),
    ))

  it("the account moved to another network meanwhile: nothing is reloaded (that change loads its own data)", () =>
    run(
      Effect.gen(function* () {
        const kit = yield* setup
        yield* kit.accounts.refreshAfter(hash)
        yield* waitStarted(kit.reads)
        yield* kit.networks.change(devnet2)
        kit.mine()
        yield* TestClock.adjust(Duration.seconds(25))
        expect(kit.seen).toEqual([])
        expect(kit.loads()).toBe(0)
      }),
    ))
})
