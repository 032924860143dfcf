import type { ServerResponse } from "node:http"
import { Duration, Effect, type Exit, type Fiber, Option, Scope } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type LocalServer, startLocalServer } from "../../test/localServer"
import { makeManualClock, withManualClock } from "../../test/ManualClock"
import { providerApiFor } from "../../test/providerApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { ethereum, optimism, polygon } from "../chains/defaultNetworks"
import { alice, bob, waitFor } from "../client/clientTestHarness"
import {
  type FakeBehaviour,
  type FakeWallet,
  makeFakeWallet,
  providerRpcError,
} from "../connectors/fakeWallet"
import { balanceRetryWindow, toastSwitchDelay } from "../Schedules"
import { makeStorage, memoryBackend } from "../storage/Storage"
import { createToastStore } from "../toasts/ToastState"
import { type AccountState, accountOf, createAccountStore, setAccount } from "./AccountState"
import {
  apiOnlyBalanceSources,
  type BalanceSources,
  makeBalanceSources,
} from "./balances/BalanceSources"
import { PrimaryTokenReadError } from "./balances/PrimaryTokenReadError"
import { loadAccountData } from "./loadAccountData"
import type { TokenBalance } from "./TokenBalance"

const t0 = 1_700_000_000_000
const windowMs = Duration.toMillis(balanceRetryWindow)

/**
 * How the local API answers a balance request of a network (`answers` keyed by CAIP-2 id, or
 * by CAIP-10 id for one address): at once, with a 400, or when the test releases it.
 */
type Answer = "ok" | "fail" | "hold"

/** Each network's native balance on the local API, in its own currency. */
const balances: Record<string, { readonly symbol: string; readonly numeric: string }> = {
  "eip155:1": { symbol: "ETH", numeric: "1.25" },
  "eip155:137": { symbol: "POL", numeric: "42.5" },
}

let server: LocalServer
const answers = new Map<string, Answer>()
const held: Array<() => void> = []

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json" })
  response.end(JSON.stringify(body))
}

beforeEach(async () => {
  answers.clear()
  held.length = 0
  server = await startLocalServer((request, response) => {
    const path = request.url.pathname
    if (path === "/v1/supported-chains") {
      return json(response, 200, { http: ["eip155:1", "eip155:137"], ws: [] })
    }
    if (path.startsWith("/v1/identity/")) {
      return json(response, 200, { name: "alice.foyer.id", avatar: null, resolvedAt: null })
    }
    const chainId = request.url.searchParams.get("chainId") ?? ""
    const native = balances[chainId]
    const address = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)?.[1]
    const answer = answers.get(`${chainId}:${address}`) ?? answers.get(chainId) ?? "ok"
    if (answer === "fail" || native === undefined) {
      return json(response, 400, { reasons: [{ field: "chainId", description: "down" }] })
    }
    const send = () =>
      json(response, 200, {
        balances: [
          {
            name: native.symbol,
            symbol: native.symbol,
            chainId,
            value: 1,
            price: 1,
            quantity: { decimals: "18", numeric: native.numeric },
            iconUrl: "",
          },
        ],
      })
    if (answer === "hold") held.push(send)
    else send()
  })
})
afterEach(() => server.close())

const balanceRequests = () =>
  server.requests
    .filter((r) => r.url.pathname.endsWith("/balance"))
    .map((r) => r.url.searchParams.get("chainId"))

/**
 * What the client does around loadAccountData, on a manual clock: the account shows `alice`
 * on a network (its CAIP address names the network), and each load replaces the previous one.
 */
const kit = (sources: BalanceSources = apiOnlyBalanceSources) => {
  const clock = makeManualClock(t0)
  const api = providerApiFor({ url: server.url, activeNetwork: "eip155:1" })
  const storage = makeStorage(memoryBackend())
  const accounts = createAccountStore()
  const toast = createToastStore()
  const failures = new Map<string, number>()
  const scope = Scope.makeUnsafe()
  const errorToasts: Array<string> = []
  toast.subscribe(() => {
    const state = toast.getSnapshot()
    if (state.open && state.variant === "error") errorToasts.push(state.message)
  })
  let current: Fiber.Fiber<void> | undefined
  const show = (network: CaipNetwork, address: string = alice) =>
    accounts.update((s) =>
      setAccount(s, "eip155", {
        address,
        caipAddress: `${network.caipNetworkId}:${address}`,
        status: "connected",
      }),
    )
  /** Starts a load of `network` without showing it or stopping the previous load. */
  const start = (network: CaipNetwork, address: string = alice, fresh = false) => {
    const fiber = Effect.runFork(
      withManualClock(clock)(
        loadAccountData(
          { api, accounts, toast, failures, storage, sources, scope },
          address,
          network,
          {
            fresh,
          },
        ),
      ),
    )
    const done = new Promise<Exit.Exit<void>>((resolve) => fiber.addObserver(resolve))
    return { fiber, done }
  }
  /** Shows `network` and loads it, stopping the previous load (as the client does). */
  const select = (network: CaipNetwork, address: string = alice, fresh = false) => {
    current?.interruptUnsafe()
    show(network, address)
    const load = start(network, address, fresh)
    current = load.fiber
    return load
  }
  /**
   * Resolves once `count` sleeps of `ms` have been asked for: a load waiting before it fetches
   * again (the retry window, or what is left of it), or the toast switching.
   */
  const sleepsOf = async (ms: number, count = 1) => {
    for (let index = 0, seen = 0; seen < count; index++) {
      if ((await clock.sleepAt(index)) === ms) seen++
    }
  }
  const account = () => accountOf(accounts.getSnapshot(), "eip155")
  const failed = () =>
    waitFor(accounts, (s) => s.eip155?.balanceLoading === false && s.eip155.lastRetry !== undefined)
  const stop = () => current?.interruptUnsafe()
  return {
    clock,
    accounts,
    failures,
    errorToasts,
    show,
    start,
    select,
    sleepsOf,
    account,
    failed,
    stop,
  }
}

const balanceOf = (account: AccountState) => ({
  balance: account.balance,
  balanceSymbol: account.balanceSymbol,
  tokens: account.tokenBalance.map((t) => `${t.quantity.numeric} ${t.symbol} on ${t.chainId}`),
  balanceLoading: account.balanceLoading,
  lastRetry: account.lastRetry,
})

const unavailableOn = (symbol: string, lastRetry: number | undefined) => ({
  balance: "0.00",
  balanceSymbol: symbol,
  tokens: [],
  balanceLoading: false,
  lastRetry,
})

/** The balance fields once `numeric` of the native `symbol` loaded from the local API on `chainId`. */
const loadedOn = (numeric: string, symbol: string, chainId: string) => ({
  balance: numeric,
  balanceSymbol: symbol,
  tokens: [`${numeric} ${symbol} on ${chainId}`],
  balanceLoading: false,
  lastRetry: undefined,
})

describe("balance retry window per address and network (spec 5: refetch blocked 30 s after a failure)", () => {
  it("a failure on one network does not block another: switching inside the window fetches that network at once", async () => {
    const k = kit()
    answers.set("eip155:1", "fail")
    k.select(ethereum)
    await k.failed()
    expect(balanceOf(k.account())).toEqual(unavailableOn("ETH", t0))

    const polygonLoad = k.select(polygon)
    await polygonLoad.done
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:137"])
    expect(balanceOf(k.account())).toEqual(loadedOn("42.5", "POL", "eip155:137"))
    expect(k.errorToasts).toEqual(["Token Balance Unavailable"])
  })

  it("a late answer for a network that is no longer shown is dropped", async () => {
    const k = kit()
    answers.set("eip155:1", "hold")
    k.show(ethereum)
    const late = k.start(ethereum)
    while (held.length === 0) await server.received(server.requests.length + 1)
    // The account moved to Polygon and its balance loaded before Ethereum's answer came back.
    k.show(polygon)
    await k.start(polygon).done
    held[0]?.()
    await late.done
    expect(balanceOf(k.account())).toEqual(loadedOn("42.5", "POL", "eip155:137"))
  })

  it("the previous network's balance is not shown while the next one loads", async () => {
    const k = kit()
    await k.select(ethereum).done
    answers.set("eip155:137", "hold")
    k.select(polygon)
    expect(balanceOf(k.account())).toEqual({
      balance: undefined,
      balanceSymbol: undefined,
      tokens: [],
      balanceLoading: true,
      lastRetry: undefined,
    })
    k.stop()
  })

  it("when the window expires on the shown network the balance is fetched again by itself (recovery)", async () => {
    const k = kit()
    answers.set("eip155:1", "fail")
    const load = k.select(ethereum)
    await k.failed()
    await k.sleepsOf(windowMs)
    // The API is back before the window ends; nothing is asked before it ends.
    answers.set("eip155:1", "ok")
    k.clock.advance(windowMs - 1)
    expect(balanceRequests()).toEqual(["eip155:1"])
    k.clock.advance(1)
    await load.done
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:1"])
    expect(balanceOf(k.account())).toEqual(loadedOn("1.25", "ETH", "eip155:1"))
    expect(k.failures.size).toBe(0)
  })

  it("a retry that fails again keeps the balance unavailable, re-stamps the window and does not toast again", async () => {
    const k = kit()
    answers.set("eip155:1", "fail")
    k.select(ethereum)
    await k.failed()
    await k.sleepsOf(windowMs)
    k.clock.advance(windowMs)
    await k.sleepsOf(windowMs, 2)
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:1"])
    expect(balanceOf(k.account())).toEqual(unavailableOn("ETH", t0 + windowMs))
    expect(k.errorToasts).toEqual(["Token Balance Unavailable"])
    k.stop()
  })

  it("a network shown again inside its window shows its own unavailable balance, then fetches when the window ends", async () => {
    const k = kit()
    answers.set("eip155:1", "fail")
    k.select(ethereum)
    await k.failed()
    await k.select(polygon).done
    k.clock.advance(10_000)
    answers.set("eip155:1", "ok")
    const back = k.select(ethereum)
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:137"])
    expect(balanceOf(k.account())).toEqual(unavailableOn("ETH", t0))
    // The first toast is still open: the second one shows after the switch delay.
    await k.sleepsOf(Duration.toMillis(toastSwitchDelay))
    await k.sleepsOf(windowMs - 10_000)
    k.clock.advance(windowMs - 10_000)
    await back.done
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:137", "eip155:1"])
    expect(k.account().balance).toBe("1.25")
    expect(k.errorToasts).toEqual(["Token Balance Unavailable", "Token Balance Unavailable"])
  })

  it("a network shown again after its window fetches at once", async () => {
    const k = kit()
    answers.set("eip155:1", "fail")
    k.select(ethereum)
    await k.failed()
    await k.select(polygon).done
    k.clock.advance(windowMs)
    answers.set("eip155:1", "ok")
    await k.select(ethereum).done
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:137", "eip155:1"])
    expect(k.account().balance).toBe("1.25")
  })

  it("on a network the API does not support the balance is unavailable and the load ends: nothing to retry", async () => {
    const k = kit()
    const load = k.select(optimism)
    await load.done
    expect(balanceRequests()).toEqual([])
    expect(balanceOf(k.account())).toEqual(unavailableOn("ETH", undefined))
    expect(k.clock.sleeps.filter((ms) => ms === windowMs)).toEqual([])
    expect(k.failures.size).toBe(0)
  })

  it("another address on the same network is not blocked by the first one's failure", async () => {
    const k = kit()
    answers.set(`eip155:1:${alice}`, "fail")
    k.select(ethereum)
    await k.failed()
    await k.select(ethereum, bob).done
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:1"])
    expect(balanceOf(k.account())).toMatchObject({ balance: "1.25", lastRetry: undefined })
  })
})

/**
 * Balance sources over `wallet`, connected with `alice` on Ethereum (no primary token);
 * `supportsMethod` as the connection reports it (a WalletConnect session's methods).
 */
const walletSources = (wallet: FakeWallet, supportsMethod?: (method: string) => boolean) =>
  makeBalanceSources({
    config: {
      tokens: {},
      endpoints: { apiUrl: server.url, analyticsUrl: server.url, rpcUrl: server.url, relayUrl: "" },
      projectId: "foyer-test",
    },
    currentWallet: Effect.succeed({
      info: {
        id: "io.fake",
        type: "ANNOUNCED",
        name: "Fake",
        icon: undefined,
        rdns: "io.fake",
        chains: ["eip155"],
      },
      provider: wallet.provider,
      subscribe: () => () => undefined,
      namespace: "eip155",
      accounts: wallet.state().accounts,
      chainId: 1,
      ...(supportsMethod === undefined ? {} : { supportsMethod }),
    }),
  })

/** A wallet holding `alice` that advertises asset discovery (EIP-7811) on Ethereum. */
const assetWallet = (getAssets: FakeBehaviour) => {
  const wallet = makeFakeWallet({ accounts: [alice], authorized: true })
  wallet.set("wallet_getCapabilities", () => ({ "0x1": { assetDiscovery: { supported: true } } }))
  wallet.set("wallet_getAssets", getAssets)
  return wallet
}

/** wallet_getAssets as an EIP-7811 wallet answers it on Ethereum: lower-case types, no prices. */
const eip7811Answer = {
  "0x1": [
    {
      address: "native",
      balance: "0x29a2241af62c0000",
      metadata: { decimals: 18, name: "Ether", symbol: "ETH" },
      type: "native",
    },
    {
      address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      balance: "0x1312d00",
      metadata: { decimals: 6, name: "USD Coin", symbol: "USDC" },
      type: "erc20",
    },
    {
      address: "0x0000000000000000000000000000000000000bad",
      balance: "0x5",
      metadata: { decimals: 0, name: "Points", symbol: "PTS" },
      type: "erc20",
    },
  ],
}

describe("balances from the wallet (wallet_getAssets, EIP-7811) when it supports asset discovery, else from the provider API", () => {
  it("a wallet advertising asset discovery gives the balances: validated, mapped, decimals-0 tokens dropped; the API is not asked", async () => {
    const wallet = assetWallet(() => eip7811Answer)
    const k = kit(walletSources(wallet))
    await k.select(ethereum).done
    expect(wallet.calls).toEqual([
      { method: "wallet_getCapabilities", params: [alice] },
      { method: "wallet_getAssets", params: [{ account: alice, chainFilter: ["0x1"] }] },
    ])
    expect(balanceRequests()).toEqual([])
    expect(k.account().tokenBalance).toEqual([
      {
        name: "Ether",
        symbol: "ETH",
        chainId: "eip155:1",
        value: 0,
        price: 0,
        quantity: { decimals: "18", numeric: "3" },
        iconUrl: "",
      },
      {
        name: "USD Coin",
        symbol: "USDC",
        chainId: "eip155:1",
        address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
        value: 0,
        price: 0,
        quantity: { decimals: "6", numeric: "20" },
        iconUrl: "",
      },
    ])
    expect(balanceOf(k.account())).toMatchObject({ balance: "3", balanceSymbol: "ETH" })
  })

  it("a connection that rules asset discovery out (a WalletConnect session without the methods) is not asked: the provider API gives the balance", async () => {
    const wallet = assetWallet(() => eip7811Answer)
    const approved = new Set(["eth_accounts", "wallet_getCapabilities"])
    const k = kit(walletSources(wallet, (method) => approved.has(method)))
    await k.select(ethereum).done
    expect(wallet.calls).toEqual([])
    expect(balanceRequests()).toHaveLength(1)
  })

  it("a malformed wallet_getAssets answer is rejected by validation and the provider API gives the balance", async () => {
    const malformed = {
      "0x1": [{ ...eip7811Answer["0x1"][0], balance: 3_000_000_000_000_000_000 }],
    }
    const wallet = assetWallet(() => malformed)
    const k = kit(walletSources(wallet))
    await k.select(ethereum).done
    expect(wallet.methods()).toEqual(["wallet_getCapabilities", "wallet_getAssets"])
    expect(balanceRequests()).toEqual(["eip155:1"])
    expect(balanceOf(k.account())).toEqual(loadedOn("1.25", "ETH", "eip155:1"))
    expect(k.errorToasts).toEqual([])
  })

  it("a wallet that does not advertise asset discovery for the chain is not asked for its assets: the API gives the balance", async () => {
    const wallet = makeFakeWallet({ accounts: [alice], authorized: true })
    // Asset discovery on Base only; the account is on Ethereum.
    wallet.set("wallet_getCapabilities", () => ({
      "0x2105": { assetDiscovery: { supported: true } },
      "0x1": { atomic: { status: "supported" } },
    }))
    const k = kit(walletSources(wallet))
    await k.select(ethereum).done
    expect(wallet.methods()).toEqual(["wallet_getCapabilities"])
    expect(balanceOf(k.account())).toEqual(loadedOn("1.25", "ETH", "eip155:1"))
  })

  it("a wallet without wallet_getCapabilities (4200), or whose wallet_getAssets fails, leaves the balance to the API", async () => {
    const old = makeFakeWallet({ accounts: [alice], authorized: true })
    const k = kit(walletSources(old))
    await k.select(ethereum).done
    expect(old.methods()).toEqual(["wallet_getCapabilities"])
    expect(balanceOf(k.account())).toEqual(loadedOn("1.25", "ETH", "eip155:1"))

    const failing = assetWallet({ error: providerRpcError(-32603, "Internal error") })
    const k2 = kit(walletSources(failing))
    await k2.select(polygon).done
    expect(failing.methods()).toEqual(["wallet_getCapabilities"])
    await k2.select(ethereum).done
    expect(failing.methods()).toEqual([
      "wallet_getCapabilities",
      "wallet_getCapabilities",
      "wallet_getAssets",
    ])
    expect(balanceOf(k2.account())).toEqual(loadedOn("1.25", "ETH", "eip155:1"))
  })
})

describe("balance cache (spec 9: native balance and portfolio cached 30 s)", () => {
  it("a second load within 30 s asks neither the wallet nor the API; one after 30 s asks again", async () => {
    const wallet = assetWallet(() => eip7811Answer)
    const k = kit(walletSources(wallet))
    await k.select(ethereum).done
    await k.select(polygon).done
    expect(wallet.methods()).toHaveLength(3)
    expect(balanceRequests()).toEqual(["eip155:137"])

    k.clock.advance(29_999)
    await k.select(ethereum).done
    await k.select(polygon).done
    expect(wallet.methods()).toHaveLength(3)
    expect(balanceRequests()).toEqual(["eip155:137"])
    expect(k.account().balance).toBe("42.5")

    k.clock.advance(1)
    await k.select(ethereum).done
    await k.select(polygon).done
    expect(wallet.methods()).toEqual([
      "wallet_getCapabilities",
      "wallet_getAssets",
      "wallet_getCapabilities",
      "wallet_getCapabilities",
      "wallet_getAssets",
      "wallet_getCapabilities",
    ])
    expect(balanceRequests()).toEqual(["eip155:137", "eip155:137"])
    expect(k.account().balance).toBe("42.5")
  })

  it("a fresh load keeps the balance on screen while it reloads (no blink to empty)", async () => {
    const k = kit()
    await k.select(ethereum).done
    answers.set("eip155:1", "hold")
    const refresh = k.start(ethereum, alice, true)
    expect(balanceOf(k.account())).toEqual({
      ...loadedOn("1.25", "ETH", "eip155:1"),
      balanceLoading: true,
    })
    refresh.fiber.interruptUnsafe()
  })

  it("a fresh load (the balance changed: a send, a pending transaction) reads past the caches, the API's too", async () => {
    const k = kit()
    await k.select(ethereum).done
    await k.select(ethereum, alice, true).done
    expect(balanceRequests()).toEqual(["eip155:1", "eip155:1"])
    const forced = server.requests
      .filter((r) => r.url.pathname.endsWith("/balance"))
      .map((r) => r.url.searchParams.get("forceUpdate"))
    expect(forced).toEqual([null, "eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE"])
  })
})

/** The API's sources with `primaryToken` answering `read` on every network. */
const withPrimaryToken = (
  read: Effect.Effect<Option.Option<TokenBalance>, PrimaryTokenReadError>,
): BalanceSources => ({ ...apiOnlyBalanceSources, primaryToken: () => read })

const foyerUsd: TokenBalance = {
  name: "Foyer USD",
  symbol: "FUSD",
  chainId: "eip155:1",
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  value: 0,
  price: 0,
  quantity: { decimals: "6", numeric: "10000" },
  iconUrl: "https://icons.example/fusd.png",
}

describe("primary token (the tokens option): the account button shows that ERC-20's balance", () => {
  it("balance and balanceSymbol are the primary token's, and it joins the token list after the API's", async () => {
    const k = kit(withPrimaryToken(Effect.succeed(Option.some(foyerUsd))))
    await k.select(ethereum).done
    expect(balanceOf(k.account())).toEqual({
      balance: "10000",
      balanceSymbol: "FUSD",
      tokens: ["1.25 ETH on eip155:1", "10000 FUSD on eip155:1"],
      balanceLoading: false,
      lastRetry: undefined,
    })
    expect(k.account().tokenBalance[1]).toEqual(foyerUsd)
  })

  it("a primary token the list already holds takes the list's place, priced as the list priced it", async () => {
    const listed = { ...foyerUsd, symbol: "FUSD", price: 1, value: 9_000, iconUrl: "" }
    const sources: BalanceSources = {
      ...withPrimaryToken(Effect.succeed(Option.some({ ...foyerUsd, iconUrl: "" }))),
      walletAssets: () => Effect.succeed([listed]),
    }
    const k = kit(sources)
    await k.select(ethereum).done
    expect(k.account().tokenBalance).toEqual([
      { ...foyerUsd, price: 1, value: 10_000, iconUrl: "" },
    ])
    expect(k.account().balance).toBe("10000")
  })

  it("a primary token that cannot be read makes the balance unavailable: 'Token Balance Unavailable', 0.00 of the native currency, retried after 30 s", async () => {
    const failing = new PrimaryTokenReadError({
      caipNetworkId: "eip155:1",
      address: foyerUsd.address!,
      cause: "execution reverted",
    })
    let reads = 0
    const read = Effect.suspend(() => {
      reads++
      return Effect.fail(failing)
    })
    const k = kit(withPrimaryToken(read))
    k.select(ethereum)
    await k.failed()
    await k.sleepsOf(windowMs)
    expect(balanceOf(k.account())).toEqual(unavailableOn("ETH", t0))
    // The toast shows from a fiber of its own.
    await vi.waitFor(() => expect(k.errorToasts).toEqual(["Token Balance Unavailable"]))
    expect(reads).toBe(1)
    k.clock.advance(windowMs - 1)
    expect(reads).toBe(1)
    k.clock.advance(1)
    await k.sleepsOf(windowMs, 2)
    expect(reads).toBe(2)
    k.stop()
  })
})
