import { Cause, Duration, Effect, Exit, Option } from "effect"
import { formatUnits, parseEther } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { sendNative } from "../../sandbox/devnet/sendNative"
import { startLocalServer } from "../../test/localServer"
import { makeManualClock, withManualClock } from "../../test/ManualClock"
import { providerApiFor } from "../../test/providerApi"
import {
  failApiCall as failure,
  runApiCall as run,
  sandboxApiHarness,
  succeedApiCall as succeed,
} from "../../test/sandboxApiHarness"
import { httpTimeout, retryableStatuses } from "../Schedules"
import { StorageKeys } from "../storage/StorageKeys"
import * as S from "./generated/schemas"
import type { ProviderApiShape } from "./ProviderApi"

const harness = sandboxApiHarness({ projectId: "foyer-test" })
const { makeApi, alice, devnetId, counting, count, serverReceived } = harness
const sandbox = () => harness.sandbox()
const devnet = () => harness.sandbox().devnets[0]
const timeoutMs = Duration.toMillis(httpTimeout)

describe("ProviderApi against the sandbox over real HTTP", () => {
  it("learns the supported chains: the sandbox's two EVM devnets, then its Solana devnet and its Bitcoin chain", async () => {
    const { api, clock } = makeApi()
    const chains = await succeed(clock, api.supportedChains)
    expect(chains.http).toEqual([
      ...sandbox().urls.devnets.map((d) => d.caipNetworkId),
      sandbox().urls.solana.caipNetworkId,
      sandbox().urls.bitcoin.caipNetworkId,
    ])
  })

  it("getIdentity returns the sandbox registry's name for an address", async () => {
    const { api, clock } = makeApi()
    const identity = await succeed(clock, api.getIdentity(alice()))
    expect(Option.map(identity, (i) => i.name)).toEqual(Option.some("alice.foyer.id"))
  })

  it("a balance read through the API equals what anvil reports after a real transfer", async () => {
    const recipient = privateKeyToAccount(`0x${"5".repeat(64)}`).address
    await sendNative(devnet(), 2, recipient, parseEther("1.25"))
    const onChain = await devnetPublicClient(devnet()).getBalance({ address: recipient })
    const { api, clock } = makeApi()
    const balances = await succeed(clock, api.getBalance(recipient, devnetId()))
    const native = balances.find((b) => b.address === undefined)
    expect(native?.quantity.numeric).toBe(formatUnits(onChain, 18))
    expect(native?.quantity.numeric).toBe("1.25")
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
    const before = sandbox().api.analytics()
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
    const after = sandbox().api.analytics()
    expect(after.errorReports.length).toBe(before.errorReports.length + 1)
  })
})

describe("retries (spec 7: 3 times, 150 ms doubling, Retry-After respected, listed statuses only)", () => {
  it.each([...retryableStatuses])("retries status %i and then succeeds", async (status) => {
    const { api, clock } = makeApi()
    sandbox().api.faults.arm({
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
    sandbox().api.faults.arm({
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
    sandbox().api.faults.arm({
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
    sandbox().api.faults.arm({
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
    sandbox().api.faults.arm({
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
    sandbox().api.faults.arm({
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
    sandbox().api.faults.arm({ operationId: "getIdentity", count: 1, fault: { kind: "malformed" } })
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
    sandbox().api.faults.arm({
      operationId: "getSupportedChains",
      count: 4,
      fault: { kind: "status", status: 500 },
    })
    const { error } = await failure(clock, api.isSupported(devnetId()))
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT009", message: "Server Error" })
  })

  it("after a failed fetch of the supported chains, the next call fetches them again", async () => {
    const { api, clock } = makeApi()
    sandbox().api.faults.arm({
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
})

describe("quiet on unsupported networks", () => {
  it("an unsupported network makes zero requests and answers empty results", async () => {
    const { api, clock } = makeApi({ active: "eip155:1" })
    const before = sandbox().api.faults.counts()
    expect(await succeed(clock, api.getIdentity(alice()))).toEqual(Option.none())
    expect(await succeed(clock, api.getBalance(alice(), "eip155:1"))).toEqual([])
    const after = sandbox().api.faults.counts()
    for (const op of ["getIdentity", "getBalance"]) {
      expect(after[op] ?? 0).toBe(before[op] ?? 0)
    }
    expect((after.getSupportedChains ?? 0) - (before.getSupportedChains ?? 0)).toBe(1)
  })
})

describe("cache lifetimes (spec 9)", () => {
  type CachedCall = (api: ProviderApiShape) => Effect.Effect<unknown, unknown>
  const lifetimes: ReadonlyArray<readonly [string, string, number, CachedCall]> = [
    ["identity", "getIdentity", 5 * 60_000, (api) => api.getIdentity(alice())],
    ["portfolio (balances)", "getBalance", 30_000, (api) => api.getBalance(alice(), devnetId())],
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

  it("a name the address took replaces its stored identity (avatar kept) at once, for a whole lifetime from then (issue 35: a registered name survives a reload)", async () => {
    const { api, clock } = makeApi()
    const asked = await counting("getIdentity", () => succeed(clock, api.getIdentity(alice())))
    expect(asked.requests).toBe(1)
    const before = Option.getOrUndefined(asked.result)
    expect(before?.name).toBe("alice.foyer.id")
    clock.advance(4 * 60_000)
    const registeredAt = clock.currentTimeMillisUnsafe()
    await succeed(clock, api.rememberIdentityName(alice(), "queen-ada.foyer.id"))
    const renamed = {
      name: "queen-ada.foyer.id",
      avatar: before?.avatar,
      resolvedAt: new Date(registeredAt).toISOString(),
    }
    const atOnce = await counting("getIdentity", () => succeed(clock, api.getIdentity(alice())))
    expect(atOnce).toEqual({ result: Option.some(renamed), requests: 0 })
    // Kept 5 min from the registration, not from the answer it replaced.
    clock.advance(5 * 60_000 - 1)
    const kept = await counting("getIdentity", () => succeed(clock, api.getIdentity(alice())))
    expect(kept).toEqual({ result: Option.some(renamed), requests: 0 })
    clock.advance(1)
    const expired = await counting("getIdentity", () => succeed(clock, api.getIdentity(alice())))
    expect(expired.requests).toBe(1)
    expect(Option.getOrUndefined(expired.result)?.name).toBe("alice.foyer.id")
  })

  it("a forced balance update asks the API even while the cache is fresh, and refreshes it", async () => {
    const { api, clock } = makeApi()
    await succeed(clock, api.getBalance(alice(), devnetId()))
    const forced = await counting("getBalance", () =>
      succeed(clock, api.getBalance(alice(), devnetId(), { forceUpdate: "1" })),
    )
    expect(forced.requests).toBe(1)
    clock.advance(30_000 - 1)
    const cached = await counting("getBalance", () =>
      succeed(clock, api.getBalance(alice(), devnetId())),
    )
    expect(cached.requests).toBe(0)
  })
})

// What a feature's operation group is built from, exercised here on a kernel operation.
describe("the transport operation groups are built on", () => {
  const identityCall = (api: ProviderApiShape, address: string) =>
    api.call("getIdentity", S.GetIdentityResponse, ({ client, common, init }) =>
      client.GET("/v1/identity/{address}", {
        params: { path: { address }, query: common },
        ...init,
      }),
    )

  it("call sends the operation and decodes its body with the schema given", async () => {
    const { api, clock } = makeApi()
    const identity = await succeed(clock, identityCall(api, alice()))
    expect(identity.name).toBe("alice.foyer.id")
  })

  it("call retries and types failures like every kernel operation", async () => {
    const { api, clock } = makeApi()
    sandbox().api.faults.arm({
      operationId: "getIdentity",
      count: 4,
      fault: { kind: "status", status: 429 },
    })
    const { error, retryDelays } = await failure(clock, identityCall(api, alice()))
    expect(retryDelays).toEqual([150, 300, 600])
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT010", message: "Rate Limited" })
  })

  it("cached serves a fresh entry without a request and does not store a failure", async () => {
    const { api, clock } = makeApi()
    const key = StorageKeys.identityCache(alice(), S.Identity)
    sandbox().api.faults.arm({ operationId: "getIdentity", count: 1, fault: { kind: "malformed" } })
    await failure(clock, identityCall(api, alice()).pipe(api.cached(key)))
    const first = await counting("getIdentity", () =>
      succeed(clock, identityCall(api, alice()).pipe(api.cached(key))),
    )
    expect(first.requests).toBe(1)
    const second = await counting("getIdentity", () =>
      succeed(clock, identityCall(api, alice()).pipe(api.cached(key))),
    )
    expect(second).toEqual({ result: first.result, requests: 0 })
  })

  it("cached with fresh asks past a fresh entry and stores the answer for the callers after it", async () => {
    const { api, clock } = makeApi()
    const key = StorageKeys.identityCache(alice(), S.Identity)
    // An entry that no longer says what the server does (the value changed since).
    const outdated = identityCall(api, alice()).pipe(
      Effect.map((identity) => ({ ...identity, name: "outdated.foyer.id" })),
      api.cached(key),
    )
    expect((await succeed(clock, outdated)).name).toBe("outdated.foyer.id")
    const fresh = await counting("getIdentity", () =>
      succeed(clock, identityCall(api, alice()).pipe(api.cached(key, { fresh: true }))),
    )
    expect(fresh.requests).toBe(1)
    expect(fresh.result.name).toBe("alice.foyer.id")
    const after = await counting("getIdentity", () =>
      succeed(clock, identityCall(api, alice()).pipe(api.cached(key))),
    )
    expect(after).toEqual({ result: fresh.result, requests: 0 })
  })

  it("whenSupported answers its fallback with no request; the network named wins over the active one", async () => {
    const { api, clock } = makeApi({ active: "eip155:1" })
    const onActive = await counting("getIdentity", () =>
      succeed(clock, identityCall(api, alice()).pipe(api.whenSupported("skipped"))),
    )
    expect(onActive).toEqual({ result: "skipped", requests: 0 })
    const onDevnet = await counting("getIdentity", () =>
      succeed(clock, identityCall(api, alice()).pipe(api.whenSupported("skipped", devnetId()))),
    )
    expect(onDevnet.requests).toBe(1)
    expect(onDevnet.result).toMatchObject({ name: "alice.foyer.id" })
  })

  it("requireSupported fails with the group's error and no request on an unsupported active network", async () => {
    const { api, clock } = makeApi({ active: "eip155:1" })
    const { result, requests } = await counting("getIdentity", () =>
      failure(clock, identityCall(api, alice()).pipe(api.requireSupported(() => "unsupported"))),
    )
    expect(result.error).toBe("unsupported")
    expect(requests).toBe(0)
  })
})
