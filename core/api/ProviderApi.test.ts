import { Cause, Duration, Effect, Exit, Option } from "effect"
import { formatUnits, parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { sendNative } from "../../sandbox/devnet/sendNative"
import { type Sandbox, startSandbox } from "../../sandbox/startSandbox"
import { startLocalServer } from "../../test/localServer"
import { type ManualClock, makeManualClock, withManualClock } from "../../test/ManualClock"
import { providerApiFor } from "../../test/providerApi"
import { httpTimeout, retryableStatuses } from "../Schedules"
import { placeholderOnrampQuote, sampleOnrampOptions } from "./onrampFallbacks"
import type { ProviderApiShape } from "./ProviderApi"

const projectId = "foyer-test"
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId, log: () => {} })
}, 120_000)
afterAll(() => sandbox?.stop(), 60_000)
// A fault armed by one test and never consumed must not leak into the next.
beforeEach(() => sandbox.api.faults.reset())

const devnet = () => sandbox.devnets[0]
const devnetId = () => `eip155:${devnet().chainId}`
const alice = () => devnet().accounts[0]!.address

/** A fresh ProviderApi over the sandbox (fresh caches), on a manual clock. */
const makeApi = (options: { readonly active?: string; readonly projectId?: string } = {}) => {
  const clock = makeManualClock(1_000_000)
  const api = providerApiFor({
    url: sandbox.urls.api,
    activeNetwork: options.active ?? devnetId(),
    projectId: options.projectId ?? projectId,
  })
  return { api, clock }
}

const timeoutMs = Duration.toMillis(httpTimeout)

/**
 * Runs a call on the manual clock, waking each retry wait as soon as it starts (the 10 s
 * per-attempt timeouts are left waiting), and reports the retry delays it asked for.
 */
const run = async <A, E>(clock: ManualClock, effect: Effect.Effect<A, E>) => {
  // Counted before starting: the first attempt's timeout is registered synchronously.
  const first = clock.sleeps.length
  const done = Effect.runPromiseExit(withManualClock(clock)(effect))
  const retryDelays: number[] = []
  for (let index = first; ; index++) {
    const next = await Promise.race([done.then(() => "done" as const), clock.sleepAt(index)])
    if (next === "done") break
    if (next !== timeoutMs) {
      retryDelays.push(next)
      clock.advance(next)
    }
  }
  return { exit: await done, retryDelays }
}

const succeed = async <A, E>(clock: ManualClock, effect: Effect.Effect<A, E>): Promise<A> => {
  const { exit } = await run(clock, effect)
  if (Exit.isFailure(exit)) throw new Error(`expected success, got ${Cause.pretty(exit.cause)}`)
  return exit.value
}

const failure = async <A, E>(clock: ManualClock, effect: Effect.Effect<A, E>) => {
  const { exit, retryDelays } = await run(clock, effect)
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const error = Cause.findErrorOption(exit.cause)
  if (Option.isNone(error))
    throw new Error(`expected a typed failure, got ${Cause.pretty(exit.cause)}`)
  return { error: error.value, retryDelays }
}

const count = (operationId: string) => sandbox.api.faults.counts()[operationId] ?? 0
/** Resolves once the sandbox has counted `total` requests of an operation (yielding to I/O). */
const serverReceived = async (operationId: string, total: number) => {
  for (let turn = 0; count(operationId) < total; turn++) {
    if (turn > 100_000) throw new Error(`the sandbox never received ${operationId}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}
const counting = async <A>(operationId: string, work: () => Promise<A>) => {
  const before = count(operationId)
  const result = await work()
  return { result, requests: count(operationId) - before }
}

describe("ProviderApi against the sandbox over real HTTP", () => {
  it("learns the supported chains: the sandbox's two devnets", async () => {
    const { api, clock } = makeApi()
    const chains = await succeed(clock, api.supportedChains)
    expect(chains.http).toEqual(sandbox.urls.devnets.map((d) => d.caipNetworkId))
  })

  it("getIdentity returns the sandbox registry's name for an address", async () => {
    const { api, clock } = makeApi()
    const identity = await succeed(clock, api.getIdentity(alice()))
    expect(Option.map(identity, (i) => i.name)).toEqual(Option.some("alice.foyer.id"))
  })

  it("getProfileReverse and getProfileAccount read the same registry", async () => {
    const { api, clock } = makeApi()
    const names = await succeed(clock, api.getProfileReverse(alice()))
    expect(names.map((n) => n.name)).toEqual(["alice.foyer.id"])
    const record = await succeed(clock, api.getProfileAccount("alice.foyer.id"))
    expect(Option.isSome(record)).toBe(true)
    expect(await succeed(clock, api.getProfileAccount("nobody.foyer.id"))).toEqual(Option.none())
  })

  it("getFungiblePrice prices the devnet tokens from the sandbox's table", async () => {
    const { api, clock } = makeApi()
    const fusd = devnet().tokens.find((t) => t.symbol === "FUSD")!
    const prices = await succeed(clock, api.getFungiblePrice([`${devnetId()}:${fusd.address}`]))
    expect(prices.map((p) => [p.symbol, p.price, p.decimals])).toEqual([["FUSD", 1, 6]])
  })

  it("a balance read through the API equals what anvil reports after a real transfer; the transfer shows in history", async () => {
    const recipient = privateKeyToAccount(`0x${"5".repeat(64)}`).address
    const receipt = await sendNative(devnet(), 2, recipient, parseEther("1.25"))
    const onChain = await devnetPublicClient(devnet()).getBalance({ address: recipient })
    const { api, clock } = makeApi()
    const balances = await succeed(clock, api.getBalance(recipient, devnetId()))
    const native = balances.find((b) => b.address === undefined)
    expect(native?.quantity.numeric).toBe(formatUnits(onChain, 18))
    expect(native?.quantity.numeric).toBe("1.25")
    const history = await succeed(clock, api.getHistory(recipient, devnetId()))
    expect(history.data[0]?.metadata.hash).toBe(receipt.transactionHash)
    expect(history.data[0]?.transfers?.[0]?.direction).toBe("in")
  })

  it("adds projectId, st and sv to every blockchain API call", async () => {
    const server = await startLocalServer((_req, res) =>
      res.end(JSON.stringify({ http: [], ws: [] })),
    )
    const clock = makeManualClock()
    const api = providerApiFor({
      url: server.url,
      activeNetwork: "eip155:1",
      projectId: "p1",
      sdkVersion: "foyer-js-9",
    })
    await succeed(clock, api.supportedChains)
    expect(Object.fromEntries(server.requests[0]!.url.searchParams)).toEqual({
      projectId: "p1",
      st: "foyer",
      sv: "foyer-js-9",
    })
    await server.close()
  })

  it("an analytics batch and an error report reach the analytics host", async () => {
    const { api, clock } = makeApi()
    const before = sandbox.api.analytics()
    await succeed(
      clock,
      api.sendErrorReport({
        eventId: "e1",
        url: "http://127.0.0.1/",
        domain: "127.0.0.1",
        timestamp: 1,
        props: {
          type: "error",
          event: "INTERNAL_SDK_ERROR",
          properties: { errorType: "Error", errorMessage: "boom", stackTrace: "", timestamp: 1 },
        },
      }),
    )
    const after = sandbox.api.analytics()
    expect(after.errorReports.length).toBe(before.errorReports.length + 1)
  })
})

describe("retries (spec 7: 3 times, 150 ms doubling, Retry-After respected, listed statuses only)", () => {
  it.each([...retryableStatuses])("retries status %i and then succeeds", async (status) => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getIdentity",
      count: 1,
      fault: { kind: "status", status },
    })
    const { requests, result } = await counting("getIdentity", () =>
      run(clock, api.getIdentity(alice())),
    )
    expect(Exit.isSuccess(result.exit)).toBe(true)
    expect(result.retryDelays).toEqual([150])
    expect(requests).toBe(2)
  })

  it.each([400, 401, 404, 501])("does not retry status %i", async (status) => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getIdentity",
      count: 1,
      fault: { kind: "status", status },
    })
    const { requests, result } = await counting("getIdentity", () =>
      failure(clock, api.getIdentity(alice())),
    )
    expect(result.retryDelays).toEqual([])
    expect(requests).toBe(1)
  })

  it("stops after 3 retries, waiting 150, 300 and 600 ms", async () => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getIdentity",
      count: 4,
      fault: { kind: "status", status: 503 },
    })
    const { requests, result } = await counting("getIdentity", () =>
      failure(clock, api.getIdentity(alice())),
    )
    expect(result.retryDelays).toEqual([150, 300, 600])
    expect(requests).toBe(4)
    expect(result.error).toMatchObject({ _tag: "ApiHttpError", status: 503 })
  })

  it("honours Retry-After instead of the backoff", async () => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getIdentity",
      count: 1,
      fault: { kind: "status", status: 429, retryAfterSeconds: 2 },
    })
    const { result } = await counting("getIdentity", () => run(clock, api.getIdentity(alice())))
    expect(result.retryDelays).toEqual([2000])
    expect(Exit.isSuccess(result.exit)).toBe(true)
  })

  it("429 after every retry is APKT010 Rate Limited", async () => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getIdentity",
      count: 4,
      fault: { kind: "status", status: 429 },
    })
    const { error } = await failure(clock, api.getIdentity(alice()))
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT010", message: "Rate Limited" })
  })
})

describe("failures become typed errors", () => {
  it("a hanging request times out after 10 s with ApiTimeoutError", async () => {
    const { api, clock } = makeApi()
    await succeed(clock, api.supportedChains)
    sandbox.api.faults.arm({
      operationId: "getIdentity",
      count: 1,
      fault: { kind: "delay", delayMs: 60_000 },
    })
    const first = clock.sleeps.length
    const requested = count("getIdentity")
    const done = Effect.runPromiseExit(withManualClock(clock)(api.getIdentity(alice())))
    expect(await clock.sleepAt(first)).toBe(timeoutMs)
    // Time out only once the server holds the request: an aborted request still in flight
    // could otherwise reach it later and take the fault a following test arms.
    await serverReceived("getIdentity", requested + 1)
    clock.advance(timeoutMs - 1)
    expect(clock.pending()).toBe(1)
    clock.advance(1)
    const exit = await done
    expect(
      Exit.isFailure(exit) && Option.getOrUndefined(Cause.findErrorOption(exit.cause)),
    ).toMatchObject({
      _tag: "ApiTimeoutError",
      operationId: "getIdentity",
    })
  })

  it("a malformed body becomes ApiResponseInvalidError", async () => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({ operationId: "getIdentity", count: 1, fault: { kind: "malformed" } })
    const { error } = await failure(clock, api.getIdentity(alice()))
    expect(error._tag).toBe("ApiResponseInvalidError")
  })

  it("a wrong project id is APKT007 Invalid Project ID", async () => {
    const { api, clock } = makeApi({ projectId: "someone-else" })
    const { error } = await failure(clock, api.getIdentity(alice()))
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT007" })
  })

  it("failing to fetch the supported chains (the configuration) is APKT009", async () => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getSupportedChains",
      count: 4,
      fault: { kind: "status", status: 500 },
    })
    const { error } = await failure(clock, api.isSupported(devnetId()))
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT009", message: "Server Error" })
  })

  it("after a failed fetch of the supported chains, the next call fetches them again", async () => {
    const { api, clock } = makeApi()
    sandbox.api.faults.arm({
      operationId: "getSupportedChains",
      count: 4,
      fault: { kind: "status", status: 500 },
    })
    await failure(clock, api.isSupported(devnetId()))
    const { result, requests } = await counting("getSupportedChains", () =>
      succeed(clock, api.isSupported(devnetId())),
    )
    expect(result).toBe(true)
    expect(requests).toBe(1)
  })

  it("a name-service failure carries the service's first reason description", async () => {
    const { api, clock } = makeApi()
    const { error } = await failure(clock, api.getProfileSuggestions("alice", "foyer.id"))
    expect(error).toMatchObject({ _tag: "NameServiceError" })
    expect(error.message).toBe("Not implemented in the sandbox yet: belongs to the names feature")
  })

  it("a name-service failure without a reason body uses the spec's fallback text", async () => {
    const server = await startLocalServer((req, res) => {
      res.statusCode = req.url.pathname.includes("supported") ? 200 : 404
      res.end(
        req.url.pathname.includes("supported")
          ? JSON.stringify({ http: ["eip155:1"], ws: [] })
          : "",
      )
    })
    const clock = makeManualClock()
    const api = providerApiFor({ url: server.url, activeNetwork: "eip155:1" })
    const { error } = await failure(clock, api.getProfileReverse("0xabc"))
    expect(error).toMatchObject({
      _tag: "NameServiceError",
      message: "Error fetching names for address",
    })
    await server.close()
  })

  it("gas price on an unsupported active network fails with 'Network not supported for Gas Price'", async () => {
    const { api, clock } = makeApi({ active: "eip155:1" })
    const { error } = await failure(clock, api.getConvertGasPrice("eip155:1"))
    expect(error.message).toBe("Network not supported for Gas Price")
  })

  it("swap calldata on an unsupported active network fails with 'Network not supported for Swaps'", async () => {
    const { api, clock } = makeApi({ active: "eip155:1" })
    const { error } = await failure(
      clock,
      api.buildConvertApprove({ userAddress: "a", from: "b", to: "c" }),
    )
    expect(error.message).toBe("Network not supported for Swaps")
  })
})

describe("fallbacks and quiet", () => {
  it("onramp options fall back to the sample options (card 10 to 7500, bank 10 to 25000)", async () => {
    const { api, clock } = makeApi()
    const options = await succeed(clock, api.getOnrampOptions)
    expect(options).toEqual(sampleOnrampOptions)
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: "card", min: "10.00", max: "7500.00" },
      { id: "ach_bank_account", min: "10.00", max: "25000.00" },
    ])
  })

  it("a failed onramp quote falls back to a placeholder equal to the amount", async () => {
    const { api, clock } = makeApi()
    const request = {
      purchaseCurrency: sampleOnrampOptions.purchaseCurrencies[0]!,
      paymentCurrency: sampleOnrampOptions.paymentCurrencies[0]!,
      amount: "50",
      network: "ethereum",
    }
    const quote = await succeed(clock, api.getOnrampQuote(request))
    expect(quote).toEqual(placeholderOnrampQuote(request))
    expect([quote.paymentTotal.amount, quote.purchaseAmount.amount]).toEqual(["50", "50"])
  })

  it("an unsupported network makes zero requests and answers empty results", async () => {
    const { api, clock } = makeApi({ active: "eip155:1" })
    const before = sandbox.api.faults.counts()
    expect(await succeed(clock, api.getIdentity(alice()))).toEqual(Option.none())
    expect(await succeed(clock, api.getBalance(alice(), "eip155:1"))).toEqual([])
    expect(await succeed(clock, api.getHistory(alice(), "eip155:1"))).toEqual({
      data: [],
      next: null,
    })
    expect(await succeed(clock, api.getFungiblePrice(["eip155:1:0xabc"]))).toEqual([])
    const after = sandbox.api.faults.counts()
    for (const op of ["getIdentity", "getBalance", "getHistory", "getFungiblePrice"]) {
      expect(after[op] ?? 0).toBe(before[op] ?? 0)
    }
    expect((after.getSupportedChains ?? 0) - (before.getSupportedChains ?? 0)).toBe(1)
  })
})

describe("cache lifetimes (spec 9)", () => {
  type CachedCall = (api: ProviderApiShape) => Effect.Effect<unknown, unknown>
  const lifetimes: ReadonlyArray<readonly [string, string, number, CachedCall]> = [
    ["identity", "getIdentity", 5 * 60_000, (api: ProviderApiShape) => api.getIdentity(alice())],
    [
      "history",
      "getHistory",
      15_000,
      (api: ProviderApiShape) => api.getHistory(alice(), devnetId()),
    ],
    [
      "portfolio (balances)",
      "getBalance",
      30_000,
      (api: ProviderApiShape) => api.getBalance(alice(), devnetId()),
    ],
    [
      "names",
      "getProfileReverse",
      5 * 60_000,
      (api: ProviderApiShape) => api.getProfileReverse(alice()),
    ],
    [
      "token price",
      "getFungiblePrice",
      15_000,
      (api: ProviderApiShape) =>
        api.getFungiblePrice([`${devnetId()}:${devnet().tokens[0]!.address}`]),
    ],
  ]

  it.each(lifetimes)(
    "%s is cached for its lifetime, then fetched again",
    async (_name, operationId, lifetime, call) => {
      const { api, clock } = makeApi()
      const first = await counting(operationId, () => succeed(clock, call(api)))
      expect(first.requests).toBe(1)
      clock.advance(lifetime - 1)
      const cached = await counting(operationId, () => succeed(clock, call(api)))
      expect(cached.requests).toBe(0)
      clock.advance(1)
      const expired = await counting(operationId, () => succeed(clock, call(api)))
      expect(expired.requests).toBe(1)
    },
  )
})
