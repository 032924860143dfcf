// The sandbox API over real HTTP on 127.0.0.1, for everything that does not read a chain:
// routing, parameters, bodies, the 501 list, contract validation, faults, CORS, analytics,
// names and prices. Balances, history and the JSON-RPC proxy run against real devnets in
// ../startSandbox.test.ts.
import { Schema } from "effect"
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts"
import { createSiweMessage } from "viem/siwe"
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { operations } from "../../core/api/generated/operations"
import {
  type AnalyticsEvent,
  type ErrorReport,
  FungiblePrices,
  type SupportedChains,
} from "../../core/api/generated/schemas"
import { sanitizeIcon } from "../../core/connectors/sanitizeIcon"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { devnetTokenSpecs } from "../devnet/seedDevnet"
import type { Fault } from "./Faults"
import { featureOperations, servedFeatureOperations } from "./featureOperations"
import { operationHandlers } from "./operationHandlers"
import { siwxIssuedAtSkewMs } from "./operations/createSiwxSession"
import type { SandboxDevnet } from "./SandboxDevnet"
import { siwxNonceLifetimeMs } from "./SiwxNonces"
import { avatarDataUrl, iconDataUrl } from "./sandboxAssets"
import { type SandboxApi, startSandboxApi } from "./startSandboxApi"

const projectId = "test-project"
const accounts = deriveDevnetAccounts(devnetMnemonic, 3)
const [alice, bob, carol] = [accounts[0]!.address, accounts[1]!.address, accounts[2]!.address]
// The addresses seedDevnet gives the tokens on a fresh chain; no chain is read in this file.
const tokenAddresses = [
  "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
  "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
] as const
const devnet = (chainId: number): SandboxDevnet => ({
  chainId,
  // Nothing listens there: a test reaching the chain would fail loudly.
  rpcUrl: "http://127.0.0.1:9",
  accounts,
  tokens: devnetTokenSpecs.map(({ name, symbol, decimals, spam }, i) => ({
    address: tokenAddresses[i]!,
    name,
    symbol,
    decimals,
    spam,
  })),
})
const devnets = [devnet(31337), devnet(31338)]

interface Answer {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
}

const call = async (base: string, path: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${base}${path}`, init)
  const text = await response.text()
  return {
    status: response.status,
    headers: response.headers,
    body: text === "" ? undefined : JSON.parse(text),
  }
}

const postJson = (body: unknown, init: RequestInit = {}): RequestInit => ({
  ...init,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
})

const failedBody = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

/** The path of an operation with its parameters filled in. */
const pathOf = (template: string): string =>
  template
    .replace("{address}", alice)
    .replace("{name}", "alice.foyer.id")
    .replace("{id}", "session-1")

let api: SandboxApi
const get = (path: string, init?: RequestInit) => call(api.url, path, init)
const arm = (operationId: string, count: number, fault: Fault) =>
  call(api.url, "/__sandbox/faults", postJson({ operationId, count, fault }))

beforeAll(async () => {
  api = await startSandboxApi({ devnets, projectId })
})

afterAll(async () => {
  await api?.stop()
})

beforeEach(() => {
  api.faults.reset()
})

describe("routing from the contract's operations table", () => {
  it("every operation of the contract has a sandbox handler or is a feature operation answered 501", () => {
    const handled = new Set(Object.keys(operationHandlers))
    for (const operation of operations) {
      expect
        .soft(
          handled.has(operation.operationId) || featureOperations.has(operation.operationId),
          operation.operationId,
        )
        .toBe(true)
    }
    expect([...featureOperations.keys()].sort()).toEqual(
      operations
        .filter((o) => "feature" in o)
        .map((o) => o.operationId)
        .sort(),
    )
    // The names feature's calls are served (issue 16): no longer on the 501 list.
    for (const served of servedFeatureOperations) expect(handled.has(served), served).toBe(true)
  })

  it("every path and method of the contract is served: handled, or 501 naming its feature", async () => {
    const handled = new Set(Object.keys(operationHandlers))
    for (const operation of operations) {
      const separator = operation.path.includes("?") ? "&" : "?"
      const answer = await get(`${pathOf(operation.path)}${separator}projectId=${projectId}`, {
        method: operation.method.toUpperCase(),
      })
      if (handled.has(operation.operationId)) {
        // A handler may answer 404 for the resource its path names (an unknown pay session):
        // routed all the same; the router's own 404 names the path.
        const reasons = (answer.body as { reasons?: Array<{ field: string }> } | undefined)?.reasons
        const unknownResource = answer.status === 404 && reasons?.[0]?.field !== "path"
        if (!unknownResource) {
          expect.soft([404, 405, 501], operation.operationId).not.toContain(answer.status)
        }
      } else {
        const feature = featureOperations.get(operation.operationId)
        expect.soft(answer, operation.operationId).toMatchObject({
          status: 501,
          body: failedBody(
            "feature",
            `Not implemented in the sandbox yet: belongs to the ${feature} feature`,
          ),
        })
      }
    }
  })

  it("a feature's path the sandbox does not serve yet answers 501 naming the feature", async () => {
    // The swap calls are served since issue 17; the siwx feature's session lookup is not.
    expect(await get(`/v1/sessions/abc?projectId=${projectId}`)).toMatchObject({
      status: 501,
      body: failedBody(
        "feature",
        "Not implemented in the sandbox yet: belongs to the siwx feature",
      ),
    })
  })

  it("an unknown path is 404 and a wrong method 405, with the shared error body", async () => {
    expect(await get(`/v1/nowhere?projectId=${projectId}`)).toMatchObject({
      status: 404,
      body: failedBody("path", "No such path: /v1/nowhere"),
    })
    const wrong = await get(`/v1/supported-chains?projectId=${projectId}`, { method: "POST" })
    expect(wrong).toMatchObject({
      status: 405,
      body: failedBody("method", "Method POST not allowed; use GET"),
    })
    expect(wrong.headers.get("allow")).toBe("GET")
  })
})

describe("HEAD", () => {
  /** The status, the headers that describe the body, and the body a HEAD gets. */
  const head = async (path: string, method = "HEAD") => {
    const response = await fetch(`${api.url}${path}`, { method })
    return {
      status: response.status,
      contentType: response.headers.get("content-type"),
      contentLength: response.headers.get("content-length"),
      body: method === "HEAD" ? await response.text() : undefined,
    }
  }

  it("HEAD answers as GET does, without a body: operations, assets and the admin requests route", async () => {
    for (const path of [
      `/v1/supported-chains?projectId=${projectId}`,
      `/v1/identity/${alice}?projectId=${projectId}`,
      "/icons/eth.svg",
      "/__sandbox/requests",
    ]) {
      const asGet = await head(path, "GET")
      expect.soft(await head(path), path).toEqual({ ...asGet, body: "" })
      expect.soft(asGet.status, path).toBe(200)
    }
  })

  it("HEAD of a path without a GET operation is 405 like any other method", async () => {
    expect(await head(`/v1/fungible/price?projectId=${projectId}`)).toEqual({
      status: 405,
      contentType: "application/json; charset=utf-8",
      contentLength: expect.any(String),
      body: "",
    })
  })
})

describe("parameters and bodies", () => {
  it("a /v1/ call without projectId is 400 naming the projectId field", async () => {
    for (const operation of operations.filter((o) => o.path.startsWith("/v1/"))) {
      expect
        .soft(
          await get(pathOf(operation.path), { method: operation.method }),
          operation.operationId,
        )
        .toMatchObject({
          status: 400,
          body: failedBody("projectId", "Missing required query parameter: projectId"),
        })
    }
  })

  it("a project id other than the configured one is 401 'Unauthorized: invalid key'", async () => {
    expect(await get("/v1/supported-chains?projectId=someone-else")).toMatchObject({
      status: 401,
      body: failedBody("projectId", "Unauthorized: invalid key"),
    })
  })

  it("any project id is accepted when none is configured", async () => {
    const open = await startSandboxApi({ devnets })
    try {
      expect((await call(open.url, "/v1/supported-chains?projectId=anything")).status).toBe(200)
    } finally {
      await open.stop()
    }
  })

  it("a missing required parameter is 400 naming it; a value outside the contract's enum too", async () => {
    expect(await get(`/v1/account/${alice}/balance?projectId=${projectId}`)).toMatchObject({
      status: 400,
      body: failedBody("currency", "Missing required query parameter: currency"),
    })
    expect(
      await get(`/v1/account/${alice}/balance?projectId=${projectId}&currency=eur`),
    ).toMatchObject({
      status: 400,
      body: failedBody("currency", "Invalid value of currency: expected usd, got eur"),
    })
    expect(await get(`/v1/profile/account/alice.foyer.id?projectId=${projectId}`)).toMatchObject({
      status: 400,
      body: failedBody("apiVersion", "Missing required query parameter: apiVersion"),
    })
  })

  it("a request body that does not match the contract is 400 naming the field", async () => {
    const path = `/v1/fungible/price?projectId=${projectId}`
    expect(
      await get(path, postJson({ projectId, currency: "usd", addresses: "eip155:31337:0x01" })),
    ).toMatchObject({ status: 400, body: { status: "FAILED", reasons: [{ field: "addresses" }] } })
    expect(await get(path, postJson({ projectId, currency: "eur", addresses: [] }))).toMatchObject({
      status: 400,
      body: { status: "FAILED", reasons: [{ field: "currency" }] },
    })
    expect(await get(path, { method: "POST", body: "{not json" })).toMatchObject({
      status: 400,
      body: failedBody("body", "The body is not JSON"),
    })
    expect(await get(path, { method: "POST" })).toMatchObject({
      status: 400,
      body: failedBody("body", "Missing JSON request body"),
    })
  })

  it("an address that is neither 0x nor CAIP-10 is 400 naming the address", async () => {
    expect(await get(`/v1/identity/not-an-address?projectId=${projectId}`)).toMatchObject({
      status: 400,
      body: failedBody("address", "Invalid address: not-an-address"),
    })
  })
})

describe("data served without a chain", () => {
  it("supported chains list the devnets' CAIP-2 ids over http, and no websocket", async () => {
    expect(await get(`/v1/supported-chains?projectId=${projectId}`)).toMatchObject({
      status: 200,
      body: { http: ["eip155:31337", "eip155:31338"], ws: [] },
    })
  })

  it("identity comes from the sandbox's registry: alice and bob with avatars, others null", async () => {
    const identity = async (address: string) =>
      (await get(`/v1/identity/${address}?projectId=${projectId}&sender=${bob}`)).body
    expect(await identity(alice)).toEqual({
      name: "alice.foyer.id",
      avatar: avatarDataUrl("alice"),
      resolvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(await identity(`eip155:31337:${bob.toLowerCase()}`)).toMatchObject({
      name: "bob.foyer.id",
      avatar: avatarDataUrl("bob"),
    })
    expect(await identity(carol)).toEqual({
      name: null,
      avatar: null,
      resolvedAt: expect.any(String),
    })
    const avatar = await fetch(`${api.url}/avatars/alice.svg`)
    expect([avatar.status, avatar.headers.get("content-type")]).toEqual([200, "image/svg+xml"])
    expect(await avatar.text()).toMatch(/^<svg /)
  })

  it("a name lookup returns its record with an address per devnet coin type; unknown is []", async () => {
    const lookup = async (name: string) =>
      (await get(`/v1/profile/account/${name}?projectId=${projectId}&apiVersion=2`)).body
    expect(await lookup("ALICE.foyer.id")).toEqual({
      name: "alice.foyer.id",
      registered_at: expect.any(String),
      updated_at: expect.any(String),
      attributes: { bio: "The first devnet account" },
      addresses: {
        // (0x80000000 | chainId) >>> 0, ENSIP-11.
        "2147514985": { address: alice, created_at: expect.any(String) },
        "2147514986": { address: alice, created_at: expect.any(String) },
      },
    })
    expect(await lookup("nobody.foyer.id")).toEqual([])
  })

  it("a reverse lookup lists the names of an address, [] when it has none (apiVersion 2)", async () => {
    const reverse = async (address: string) =>
      (await get(`/v1/profile/reverse/${address}?projectId=${projectId}&apiVersion=2`)).body
    expect(await reverse(bob)).toEqual([
      expect.objectContaining({ name: "bob.foyer.id", attributes: null }),
    ])
    expect(await reverse(carol)).toEqual([])
  })

  it("prices come from the documented table by CAIP-10 address; unknown addresses are left out", async () => {
    const answer = await get(
      `/v1/fungible/price?projectId=${projectId}`,
      postJson({
        projectId,
        currency: "usd",
        addresses: [
          `eip155:31337:${tokenAddresses[0]}`,
          `eip155:31338:${tokenAddresses[1].toLowerCase()}`,
          `eip155:31337:${tokenAddresses[2]}`,
          "eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
          "eip155:31337:0x0000000000000000000000000000000000000001",
          `eip155:1:${tokenAddresses[0]}`,
        ],
      }),
    )
    expect(answer).toMatchObject({
      status: 200,
      body: {
        fungibles: [
          {
            address: `eip155:31337:${tokenAddresses[0]}`,
            name: "Foyer USD",
            symbol: "FUSD",
            iconUrl: iconDataUrl("FUSD"),
            price: 1,
            decimals: 6,
          },
          {
            address: `eip155:31338:${tokenAddresses[1]}`,
            name: "Foyer Token",
            symbol: "FOY",
            iconUrl: iconDataUrl("FOY"),
            price: 0.25,
            decimals: 18,
          },
          {
            address: `eip155:31337:${tokenAddresses[2]}`,
            name: "Free Airdrop",
            symbol: "AIRDROP",
            iconUrl: iconDataUrl("AIRDROP"),
            price: 0,
            decimals: 18,
          },
          {
            address: "eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE",
            name: "Ether",
            symbol: "ETH",
            iconUrl: iconDataUrl("ETH"),
            price: 3000,
            decimals: 18,
          },
        ],
      },
    })
  })

  it("error reports and analytics batches are accepted with 204 and kept for analytics()", async () => {
    const report: ErrorReport = {
      eventId: "e-1",
      url: "https://dapp.example/",
      domain: "dapp.example",
      timestamp: 1_700_000_000_000,
      props: {
        type: "error",
        event: "ERROR",
        properties: { errorType: "TypeError", errorMessage: "boom", timestamp: 1_700_000_000_000 },
      },
    }
    const events: AnalyticsEvent[] = [
      {
        eventId: "a-1",
        url: "https://dapp.example/",
        domain: "dapp.example",
        timestamp: 1_700_000_000_001,
        props: {
          type: "track",
          event: "SEND_INITIATED",
          properties: { caipNetworkId: "eip155:31337" },
        },
      },
    ]
    const before = api.analytics()
    expect((await get("/e", postJson(report))).status).toBe(204)
    expect(
      (await get(`/batch?projectId=${projectId}&st=appkit&sv=1`, postJson(events))).status,
    ).toBe(204)
    const after = api.analytics()
    expect(after.errorReports.slice(before.errorReports.length)).toEqual([report])
    expect(after.events.slice(before.events.length)).toEqual(events)
  })

  it("token icons are handed out as data:image/svg+xml URLs (the kit shows no http: image) of the images still served at /icons/<symbol>.svg", async () => {
    const answer = await get(
      `/v1/fungible/price?projectId=${projectId}`,
      postJson({
        projectId,
        currency: "usd",
        addresses: [
          ...tokenAddresses.map((address) => `eip155:31337:${address}`),
          "eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
        ],
      }),
    )
    const { fungibles } = Schema.decodeUnknownSync(FungiblePrices)(answer.body)
    expect(fungibles.map((fungible) => fungible.symbol)).toEqual(["FUSD", "FOY", "AIRDROP", "ETH"])
    for (const { symbol, iconUrl } of fungibles) {
      const served = await fetch(`${api.url}/icons/${symbol.toLowerCase()}.svg`)
      expect
        .soft([symbol, served.status, served.headers.get("content-type")])
        .toEqual([symbol, 200, "image/svg+xml"])
      const [scheme, base64] = iconUrl.split(",")
      expect.soft([symbol, scheme]).toEqual([symbol, "data:image/svg+xml;base64"])
      expect.soft(Buffer.from(base64 ?? "", "base64").toString("utf8")).toBe(await served.text())
      expect.soft(sanitizeIcon(iconUrl), symbol).toBe(iconUrl)
    }
    expect((await fetch(`${api.url}/icons/unknown.svg`)).status).toBe(404)
  })
})

describe("the contract is enforced on the sandbox's own answers", () => {
  it("a handler whose body does not match the contract yields 500, and the issue is logged", async () => {
    const logged: string[] = []
    const broken = await startSandboxApi({
      devnets,
      log: (message) => logged.push(message),
      handlers: {
        getSupportedChains: async () => ({
          _tag: "Ok",
          body: { http: "eip155:31337" } as unknown as SupportedChains,
        }),
        getIdentity: async () => ({
          _tag: "Ok",
          body: { name: null, avatar: null, resolvedAt: "now", extra: true } as unknown as {
            name: null
            avatar: null
            resolvedAt: string
          },
        }),
      },
    })
    try {
      const chains = await call(broken.url, "/v1/supported-chains?projectId=p")
      expect(chains).toMatchObject({
        status: 500,
        body: { status: "FAILED", reasons: [{ field: "response" }] },
      })
      const identity = await call(broken.url, `/v1/identity/${alice}?projectId=p`)
      expect(identity.status).toBe(500)
      expect(logged).toHaveLength(2)
      expect(logged[0]).toMatch(
        /^sandbox: the getSupportedChains answer does not match the contract: http: /,
      )
      expect(logged[1]).toMatch(
        /^sandbox: the getIdentity answer does not match the contract: extra: /,
      )
    } finally {
      await broken.stop()
    }
  })

  it("a handler that throws yields 500 with the shared error body, and is logged", async () => {
    const logged: string[] = []
    const broken = await startSandboxApi({
      devnets,
      log: (message) => logged.push(message),
      handlers: {
        getSupportedChains: async () => {
          throw new Error("devnet unreachable")
        },
      },
    })
    try {
      expect(await call(broken.url, "/v1/supported-chains?projectId=p")).toMatchObject({
        status: 500,
        body: failedBody("sandbox", "The sandbox failed to answer: devnet unreachable"),
      })
      expect(logged).toEqual([expect.stringContaining("devnet unreachable")])
    } finally {
      await broken.stop()
    }
  })

  it("a handler given for a feature operation serves it instead of the 501", async () => {
    const withSwap = await startSandboxApi({
      devnets,
      handlers: {
        getConvertGasPrice: async () => ({
          _tag: "Ok",
          body: { standard: "1", fast: "2", instant: "3" },
        }),
      },
    })
    try {
      expect(
        await call(withSwap.url, "/v1/convert/gas-price?projectId=p&chainId=eip155:31337"),
      ).toMatchObject({ status: 200, body: { standard: "1", fast: "2", instant: "3" } })
    } finally {
      await withSwap.stop()
    }
  })
})

describe("fault injection (loopback admin routes)", () => {
  const chainsPath = `/v1/supported-chains?projectId=${projectId}`

  it("a status fault answers that status with the shared error body and Retry-After", async () => {
    expect(
      (await arm("getSupportedChains", 1, { kind: "status", status: 429, retryAfterSeconds: 2 }))
        .status,
    ).toBe(204)
    const faulted = await get(chainsPath)
    expect(faulted).toMatchObject({
      status: 429,
      body: failedBody("sandbox", "Fault injected by the sandbox: status 429"),
    })
    expect(faulted.headers.get("retry-after")).toBe("2")
    expect((await get(chainsPath)).status).toBe(200)
  })

  it("a status fault without retryAfterSeconds sends no Retry-After", async () => {
    await arm("getSupportedChains", 1, { kind: "status", status: 503 })
    const faulted = await get(chainsPath)
    expect([faulted.status, faulted.headers.get("retry-after")]).toEqual([503, null])
  })

  it("faults apply to exactly the next N requests of the operation, then answers are normal", async () => {
    await arm("getSupportedChains", 3, { kind: "status", status: 500 })
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await get(chainsPath)).status)
    expect(statuses).toEqual([500, 500, 500, 200, 200])
    expect((await get(`/v1/identity/${alice}?projectId=${projectId}`)).status).toBe(200)
  })

  it("a malformed fault answers 200 with a body that does not match the contract", async () => {
    await arm("getSupportedChains", 1, { kind: "malformed" })
    expect(await get(chainsPath)).toMatchObject({ status: 200, body: { unexpected: true } })
    expect((await get(chainsPath)).body).toEqual({ http: ["eip155:31337", "eip155:31338"], ws: [] })
  })

  it("a usageLimitExceeded fault answers normally, with the project's plan over its usage limit (spec 2)", async () => {
    await arm("getSupportedChains", 1, { kind: "usageLimitExceeded" })
    expect(await get(chainsPath)).toMatchObject({
      status: 200,
      body: { http: ["eip155:31337", "eip155:31338"], ws: [], plan: { usageLimitExceeded: true } },
    })
    expect((await get(chainsPath)).body).toEqual({ http: ["eip155:31337", "eip155:31338"], ws: [] })
  })

  it("arming usageLimitExceeded refuses an operation whose answer carries no plan, naming the field", async () => {
    expect(await arm("getBalance", 1, { kind: "usageLimitExceeded" })).toEqual({
      status: 400,
      headers: expect.anything(),
      body: failedBody(
        "fault.kind",
        "usageLimitExceeded applies only to an answer that carries the plan: getSupportedChains",
      ),
    })
    expect(api.faults.counts()).toEqual({})
  })

  it("a delay fault holds the answer: still pending once the server has it, answered after the delay", async () => {
    const delayMs = 300
    await arm("getSupportedChains", 1, { kind: "delay", delayMs })
    const started = performance.now()
    let settled = false
    const answer = get(chainsPath).finally(() => {
      settled = true
    })
    await vi.waitFor(() => expect(api.faults.counts().getSupportedChains).toBe(1))
    expect(settled).toBe(false)
    expect(await answer).toMatchObject({
      status: 200,
      body: { http: ["eip155:31337", "eip155:31338"] },
    })
    expect(performance.now() - started).toBeGreaterThanOrEqual(delayMs - 1)
  })

  it("a delayed request the client aborts is dropped, and the next request answers at once", async () => {
    await arm("getSupportedChains", 1, { kind: "delay", delayMs: 60_000 })
    const abort = new AbortController()
    let settled = false
    const answer = get(chainsPath, { signal: abort.signal }).finally(() => {
      settled = true
    })
    await vi.waitFor(() => expect(api.faults.counts().getSupportedChains).toBe(1))
    expect(settled).toBe(false)
    abort.abort()
    await expect(answer).rejects.toMatchObject({ name: "AbortError" })
    expect((await get(chainsPath)).status).toBe(200)
  })

  it("stopping the server drops held requests, so stop resolves without waiting for the delay", async () => {
    const other = await startSandboxApi({ devnets })
    await call(
      other.url,
      "/__sandbox/faults",
      postJson({
        operationId: "getSupportedChains",
        count: 1,
        fault: { kind: "delay", delayMs: 3_600_000 },
      }),
    )
    const held = call(other.url, "/v1/supported-chains?projectId=p")
    await vi.waitFor(() => expect(other.faults.counts().getSupportedChains).toBe(1))
    await other.stop()
    await expect(held).rejects.toThrow()
  })

  it("every contract request is counted per operation, faulted ones included, until reset", async () => {
    await arm("getSupportedChains", 1, { kind: "status", status: 503 })
    await get(chainsPath)
    await get(chainsPath)
    await get(`/v1/identity/${alice}?projectId=${projectId}`)
    await get(`/v1/identity/${alice}`)
    expect(await get("/__sandbox/requests")).toEqual(
      expect.objectContaining({ status: 200, body: { getSupportedChains: 2, getIdentity: 2 } }),
    )
    expect((await get("/__sandbox/reset", { method: "POST" })).status).toBe(204)
    expect((await get("/__sandbox/requests")).body).toEqual({})
  })

  it("faults can be armed on the JSON-RPC proxy under the operation id 'rpc'", async () => {
    await arm("rpc", 1, { kind: "status", status: 503, retryAfterSeconds: 1 })
    const rpc = await get(
      `/v1/?chainId=eip155:31337&projectId=${projectId}`,
      postJson({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    )
    expect([rpc.status, rpc.headers.get("retry-after")]).toEqual([503, "1"])
    expect(api.faults.counts()).toEqual({ rpc: 1 })
  })

  it("spec 9 fallback transport: /nodes/<name>/ is another URL of the proxy, and 'rpc:<name>' fails it alone, each URL counted apart", async () => {
    await arm("rpc:a", 2, { kind: "status", status: 503 })
    const ask = (path: string) =>
      get(
        `${path}?chainId=eip155:31337&projectId=${projectId}`,
        postJson({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      )
    const answers = [await ask("/nodes/a/"), await ask("/nodes/b/"), await ask("/v1/")]
    // Only `a` is faulted; the others go on to the proxy's forward (whose devnet does not
    // answer in this file: 502 naming the network).
    expect(answers.map((answer) => answer.status)).toEqual([503, 502, 502])
    expect(api.faults.counts()).toEqual({ "rpc:a": 1, "rpc:b": 1, rpc: 1 })
    expect(await arm("rpc:../v1", 1, { kind: "malformed" })).toMatchObject({
      status: 400,
      body: { reasons: [{ field: "operationId" }] },
    })
  })

  it("arming refuses an unknown operation id or a malformed fault, naming the field", async () => {
    expect(await arm("getNothing", 1, { kind: "malformed" })).toMatchObject({
      status: 400,
      body: { status: "FAILED", reasons: [{ field: "operationId" }] },
    })
    expect(await arm("getBalance", 0, { kind: "malformed" })).toMatchObject({
      status: 400,
      body: { status: "FAILED", reasons: [{ field: "count" }] },
    })
    expect(
      await call(
        api.url,
        "/__sandbox/faults",
        postJson({ operationId: "getBalance", count: 1, fault: { kind: "explode" } }),
      ),
    ).toMatchObject({ status: 400, body: { status: "FAILED", reasons: [{ field: "fault" }] } })
  })

  it("arming refuses a delay over 2^31-1 ms (Node would fire it at once), naming the field and the maximum", async () => {
    expect(await arm("getSupportedChains", 1, { kind: "delay", delayMs: 2 ** 31 })).toEqual({
      status: 400,
      headers: expect.anything(),
      body: failedBody("fault.delayMs", "Expected a value less than or equal to 2147483647"),
    })
    expect((await get(chainsPath)).status).toBe(200)
  })

  it("the admin routes refuse a page of another origin (a browser on the same machine)", async () => {
    const answer = await get("/__sandbox/reset", {
      method: "POST",
      headers: { origin: "https://evil.example" },
    })
    expect(answer).toMatchObject({
      status: 403,
      body: { status: "FAILED", reasons: [{ field: "caller" }] },
    })
  })
})

describe("the JSON-RPC proxy without a devnet behind it", () => {
  it("a devnet that does not answer makes the proxy answer 502 naming the network", async () => {
    const answer = await get(
      `/v1/?chainId=eip155:31337&projectId=${projectId}`,
      postJson({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
    )
    expect(answer).toMatchObject({
      status: 502,
      body: failedBody("devnet", "The devnet eip155:31337 is not answering"),
    })
  })

  it("the proxy takes POST only, and needs a chainId", async () => {
    expect(await get(`/v1/?chainId=eip155:31337&projectId=${projectId}`)).toMatchObject({
      status: 405,
      body: failedBody("method", "Method GET not allowed; use POST"),
    })
    expect(await get(`/v1/?projectId=${projectId}`, postJson({}))).toMatchObject({
      status: 400,
      body: failedBody("chainId", "Missing required query parameter: chainId"),
    })
  })
})

describe("CORS, for the browser demo on another origin", () => {
  it("a preflight is answered 204 with the allowed origin, methods (DELETE for sign-out) and requested headers", async () => {
    const response = await fetch(`${api.url}/v1/fungible/price?projectId=${projectId}`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    })
    expect(response.status).toBe(204)
    expect(
      Object.fromEntries(
        [
          "access-control-allow-origin",
          "access-control-allow-methods",
          "access-control-allow-headers",
        ].map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
      "access-control-allow-headers": "content-type",
    })
  })

  it("answers, errors included, allow any origin and expose Retry-After", async () => {
    for (const path of ["/v1/supported-chains?projectId=test-project", "/v1/supported-chains"]) {
      const { headers } = await get(path, { headers: { origin: "http://localhost:5173" } })
      expect([
        headers.get("access-control-allow-origin"),
        headers.get("access-control-expose-headers"),
      ]).toEqual(["*", "Retry-After"])
    }
  })
})

describe("name registration and suggestions (issue 16), no chain behind the devnets", () => {
  // The server's clock: registrations must be signed within 10 s of it.
  const nowMs = Date.parse("2026-03-01T12:00:00.000Z")
  const nowSeconds = nowMs / 1000
  const coinType = (chainId: number) => (0x80000000 | chainId) >>> 0
  let names: SandboxApi

  beforeAll(async () => {
    names = await startSandboxApi({ devnets, now: () => new Date(nowMs) })
  })

  afterAll(async () => {
    await names?.stop()
  })

  const newSigner = () => privateKeyToAccount(generatePrivateKey())

  /** A registration of `name` signed by `signer`, with the message's fields overridable. */
  const signed = async (
    signer: PrivateKeyAccount,
    payload: { readonly name: string; readonly timestamp?: number; readonly attributes?: unknown },
    chainId = 31337,
  ) => {
    const message = JSON.stringify({
      name: payload.name,
      attributes: payload.attributes ?? {},
      timestamp: payload.timestamp ?? nowSeconds,
    })
    return {
      coin_type: coinType(chainId),
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }
  }
  const register = (body: unknown) =>
    call(names.url, `/v1/profile/account?projectId=${projectId}`, postJson(body))
  const read = (path: string) =>
    call(names.url, `${path}${path.includes("?") ? "&" : "?"}projectId=${projectId}`)

  it("a registration signed by its address is recorded and found by lookup, reverse lookup and identity", async () => {
    const signer = newSigner()
    const answer = await register(
      await signed(signer, { name: "ada-lovelace.foyer.id", attributes: { bio: "Analyst" } }),
    )
    const registeredAt = new Date(nowMs).toISOString()
    const record = {
      name: "ada-lovelace.foyer.id",
      registered_at: registeredAt,
      updated_at: registeredAt,
      attributes: { bio: "Analyst" },
      addresses: { "2147514985": { address: signer.address, created_at: registeredAt } },
    }
    expect(answer).toMatchObject({ status: 200, body: record })
    expect((await read("/v1/profile/account/ada-lovelace.foyer.id?apiVersion=2")).body).toEqual(
      record,
    )
    expect(
      (await read(`/v1/profile/reverse/${signer.address.toLowerCase()}?apiVersion=2`)).body,
    ).toEqual([record])
    expect((await read(`/v1/identity/${signer.address}`)).body).toMatchObject({
      name: "ada-lovelace.foyer.id",
      avatar: null,
    })
  })

  it("a timestamp 10 s either side of the server's clock passes; 11 s is refused with the service's reason", async () => {
    const signer = newSigner()
    expect(
      (await register(await signed(signer, { name: "early.foyer.id", timestamp: nowSeconds - 10 })))
        .status,
    ).toBe(200)
    expect(
      (await register(await signed(signer, { name: "later.foyer.id", timestamp: nowSeconds + 10 })))
        .status,
    ).toBe(200)
    expect(
      await register(await signed(signer, { name: "stale.foyer.id", timestamp: nowSeconds - 11 })),
    ).toMatchObject({
      status: 400,
      body: failedBody("timestamp", `Signature UNIXTIME timestamp is too old: ${nowSeconds - 11}`),
    })
    expect(
      await register(await signed(signer, { name: "ahead.foyer.id", timestamp: nowSeconds + 11 })),
    ).toMatchObject({
      status: 400,
      body: failedBody(
        "timestamp",
        `Signature UNIXTIME timestamp is ahead of the server's clock: ${nowSeconds + 11}`,
      ),
    })
    expect((await read("/v1/profile/account/stale.foyer.id?apiVersion=2")).body).toEqual([])
  })

  it("a name must be a lowercase label.foyer.id, the label letters, digits and hyphens of at least 4 characters", async () => {
    const signer = newSigner()
    const refusal = async (name: string) => (await register(await signed(signer, { name }))).body
    expect(await refusal("Grace.foyer.id")).toEqual(
      failedBody("name", "Invalid name format: Grace.foyer.id"),
    )
    expect(await refusal("gr_ce.foyer.id")).toEqual(
      failedBody("name", "Invalid name format: gr_ce.foyer.id"),
    )
    expect(await refusal("grace.reown.id")).toEqual(
      failedBody("name", "Name is not in the allowed zones: grace.reown.id"),
    )
    expect(await refusal("grace.foyer")).toEqual(
      failedBody("name", "Name is not in the allowed zones: grace.foyer"),
    )
    expect(await refusal("a.grace.foyer.id")).toEqual(
      failedBody("name", "Name is not in the allowed zones: a.grace.foyer.id"),
    )
    expect(await refusal("gra.foyer.id")).toEqual(
      failedBody("name", "Invalid name length: gra.foyer.id"),
    )
    expect((await register(await signed(signer, { name: "gr-4.foyer.id" }))).status).toBe(200)
  })

  it("a taken name is refused with the service's reason, whoever asks", async () => {
    const body = await signed(newSigner(), { name: "alice.foyer.id" })
    expect(await register(body)).toMatchObject({
      status: 400,
      body: failedBody("name", "Name is already registered: alice.foyer.id"),
    })
    const first = newSigner()
    expect((await register(await signed(first, { name: "taken-twice.foyer.id" }))).status).toBe(200)
    expect(await register(await signed(first, { name: "taken-twice.foyer.id" }))).toMatchObject({
      status: 400,
      body: failedBody("name", "Name is already registered: taken-twice.foyer.id"),
    })
  })

  it("a coin type must name a devnet the sandbox serves", async () => {
    const signer = newSigner()
    expect((await register(await signed(signer, { name: "mainnet.foyer.id" }, 1))).body).toEqual(
      failedBody("coin_type", "Unsupported coin type: 2147483649"),
    )
    const ether = { ...(await signed(signer, { name: "ether.foyer.id" })), coin_type: 60 }
    expect(await register(ether)).toMatchObject({
      status: 400,
      body: failedBody("coin_type", "Unsupported coin type: 60"),
    })
    expect(
      (await register(await signed(signer, { name: "second-devnet.foyer.id" }, 31338))).body,
    ).toMatchObject({
      addresses: { "2147514986": { address: signer.address } },
    })
  })

  it("the message, address and attributes are checked before the signature", async () => {
    const signer = newSigner()
    const valid = await signed(signer, { name: "checked.foyer.id" })
    expect((await register({ ...valid, message: "name=checked" })).body).toEqual(
      failedBody(
        "message",
        "Invalid registration message: expected JSON.stringify({ name, attributes, timestamp }) with the timestamp in seconds",
      ),
    )
    expect(
      (
        await register({
          ...valid,
          message: JSON.stringify({ name: "checked.foyer.id", timestamp: "now" }),
        })
      ).status,
    ).toBe(400)
    expect((await register({ ...valid, address: "0x1234" })).body).toEqual(
      failedBody("address", "Invalid address: 0x1234"),
    )
    expect(
      (
        await register(
          await signed(signer, { name: "checked.foyer.id", attributes: { avatar: "x" } }),
        )
      ).body,
    ).toEqual(failedBody("attributes", "Unsupported name attribute in payload"))
  })

  it("a signature by another key is verified on the coin type's devnet: here it does not answer, a 502", async () => {
    const body = { ...(await signed(newSigner(), { name: "forged.foyer.id" })), address: alice }
    expect(await register(body)).toMatchObject({
      status: 502,
      body: failedBody("devnet", "The devnet eip155:31337 is not answering"),
    })
    expect(await register({ ...body, signature: "not hex" })).toMatchObject({
      status: 401,
      body: failedBody("signature", "Signature validation error: Invalid signature"),
    })
  })

  it("suggestions give the exact name first with whether it is taken, then available names of the zone only", async () => {
    const suggest = (label: string, zone = "foyer.id") =>
      read(`/v1/profile/suggestions/${label}?zone=${zone}`)
    expect(await suggest("Alice")).toMatchObject({
      status: 200,
      body: {
        suggestions: [
          { name: "alice.foyer.id", registered: true },
          { name: "my-alice.foyer.id", registered: false },
          { name: "alice-id.foyer.id", registered: false },
          { name: "alice1.foyer.id", registered: false },
          { name: "alice2.foyer.id", registered: false },
        ],
      },
    })
    const signer = newSigner()
    for (const name of ["my-carol.foyer.id", "carol1.foyer.id"]) {
      expect((await register(await signed(signer, { name }))).status).toBe(200)
    }
    expect((await suggest("carol")).body).toEqual({
      suggestions: [
        { name: "carol.foyer.id", registered: false },
        { name: "carol-id.foyer.id", registered: false },
        { name: "carol2.foyer.id", registered: false },
        { name: "carol3.foyer.id", registered: false },
        { name: "carol4.foyer.id", registered: false },
      ],
    })
  })

  it("suggestions refuse a label the registration would refuse, and a zone the sandbox does not serve", async () => {
    const suggest = (label: string, zone = "foyer.id") =>
      read(`/v1/profile/suggestions/${label}?zone=${zone}`)
    expect(await suggest("al_ce")).toMatchObject({
      status: 400,
      body: failedBody("name", "Invalid name format: al_ce"),
    })
    expect((await suggest("ali")).body).toEqual(failedBody("name", "Invalid name length: ali"))
    expect((await suggest("alice", "reown.id")).body).toEqual(
      failedBody(
        "zone",
        "Name is not in the allowed zones: reown.id (the sandbox's names end in .foyer.id)",
      ),
    )
    expect((await read("/v1/profile/suggestions/alice")).status).toBe(400)
  })
})

describe("sign-in sessions (issue 16, server-backed SIWX storage), no chain behind the devnets", () => {
  // The server's clock: nonces and sessions expire by it. Moved by tests instead of sleeping.
  const startMs = Date.parse("2026-03-01T12:00:00.000Z")
  let nowMs = startMs
  let siwx: SandboxApi

  beforeAll(async () => {
    // The messages are the page's at dapp.example (issue 30 M2: the domain must be allowed).
    siwx = await startSandboxApi({
      devnets,
      allowedDomains: ["dapp.example"],
      now: () => new Date(nowMs),
    })
  })

  afterAll(async () => {
    await siwx?.stop()
  })

  beforeEach(() => {
    nowMs = startMs
  })

  const send = (path: string, init?: RequestInit) =>
    call(siwx.url, `${path}${path.includes("?") ? "&" : "?"}projectId=${projectId}`, init)
  const issueNonce = async () =>
    ((await send("/v1/siwx/nonce", { method: "POST" })).body as { nonce: string }).nonce
  // The signer's address is the test's to know: the request body is the message and signature.
  const createSession = ({ address: _address, ...body }: Record<string, unknown>) =>
    send("/v1/siwx/sessions", postJson(body))
  const sessionsQuery = (address: string, caipNetworkId = "eip155:31337") =>
    `/v1/siwx/sessions?address=${address}&caipNetworkId=${caipNetworkId}`
  /** A message of a fresh EOA (its signature verifies without the chain), and its signature. */
  const signed = async (
    options: {
      readonly nonce?: string
      readonly chainId?: number
      readonly expirationTime?: Date
      readonly issuedAt?: Date
    } = {},
  ) => {
    const signer = privateKeyToAccount(generatePrivateKey())
    const message = createSiweMessage({
      address: signer.address,
      chainId: options.chainId ?? 31337,
      domain: "dapp.example",
      nonce: options.nonce ?? (await issueNonce()),
      uri: "https://dapp.example/",
      version: "1",
      issuedAt: options.issuedAt ?? new Date(nowMs),
      ...(options.expirationTime === undefined ? {} : { expirationTime: options.expirationTime }),
    })
    return { address: signer.address, message, signature: await signer.signMessage({ message }) }
  }

  it("POST /v1/siwx/nonce issues a fresh nonce of at least 8 letters or digits each time", async () => {
    const first = await send("/v1/siwx/nonce", { method: "POST" })
    expect(first).toMatchObject({
      status: 200,
      body: { nonce: expect.stringMatching(/^[A-Za-z0-9]{8,}$/) },
    })
    expect(await issueNonce()).not.toBe((first.body as { nonce: string }).nonce)
  })

  it("POST, GET and DELETE /v1/siwx/sessions create, list and revoke a session of an address on a network", async () => {
    const { address, message, signature } = await signed()
    const created = await createSession({ message, signature })
    const session = {
      id: expect.any(String),
      address,
      caipNetworkId: "eip155:31337",
      message,
      signature,
      issuedAt: new Date(nowMs).toISOString(),
    }
    expect(created).toMatchObject({ status: 200, body: session })
    expect(await send(sessionsQuery(address.toLowerCase()))).toMatchObject({
      status: 200,
      body: [session],
    })
    expect((await send(sessionsQuery(address, "eip155:31338"))).body).toEqual([])
    const revoked = await send(sessionsQuery(address), { method: "DELETE" })
    expect(revoked).toMatchObject({ status: 204, body: undefined })
    expect((await send(sessionsQuery(address))).body).toEqual([])
  })

  it("a session is listed until its expiration time on the server's clock", async () => {
    const expirationTime = new Date(startMs + 60_000)
    const { address, message, signature } = await signed({ expirationTime })
    expect((await createSession({ message, signature })).body).toMatchObject({
      expirationTime: "2026-03-01T12:01:00.000Z",
    })
    nowMs = expirationTime.getTime() - 1
    expect((await send(sessionsQuery(address))).body).toHaveLength(1)
    nowMs = expirationTime.getTime()
    expect((await send(sessionsQuery(address))).body).toEqual([])
  })

  it("a nonce is refused 401 when never issued, already used or past its lifetime", async () => {
    const forged = await signed({ nonce: "neverIssued42" })
    expect(await createSession(forged)).toMatchObject({
      status: 401,
      body: failedBody("nonce", "Unknown nonce: neverIssued42 was not issued by this server"),
    })
    const nonce = await issueNonce()
    const first = await signed({ nonce })
    expect((await createSession(first)).status).toBe(200)
    expect(await createSession(await signed({ nonce }))).toMatchObject({
      status: 401,
      body: failedBody("nonce", `Nonce already used: ${nonce}`),
    })
    const late = await issueNonce()
    nowMs += siwxNonceLifetimeMs
    expect(await createSession(await signed({ nonce: late }))).toMatchObject({
      status: 401,
      body: failedBody("nonce", `Nonce expired: ${late}`),
    })
  })

  it("an expired message is refused 401 naming its expiration time", async () => {
    const body = await signed({ expirationTime: new Date(startMs + 1000) })
    nowMs = startMs + 1000
    expect(await createSession(body)).toMatchObject({
      status: 401,
      body: failedBody("expirationTime", "The sign-in message expired at 2026-03-01T12:00:01.000Z"),
    })
  })

  it("bad input is a 400 naming the field: not EIP-4361, an unserved chain, a signature that is not hex, no body", async () => {
    const valid = await signed()
    expect(await createSession({ ...valid, message: "sign me in" })).toMatchObject({
      status: 400,
      body: failedBody(
        "message",
        "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:' or 'wants you to sign in with your Solana account:'",
      ),
    })
    expect(await createSession(await signed({ chainId: 1 }))).toMatchObject({
      status: 400,
      body: failedBody(
        "chainId",
        "Unsupported chain: eip155:1 (the sandbox serves eip155:31337, eip155:31338)",
      ),
    })
    expect(await createSession({ ...valid, signature: "signed!" })).toMatchObject({
      status: 400,
      body: failedBody("signature", "Invalid signature: expected 0x-prefixed hex"),
    })
    expect(await createSession({ message: valid.message })).toMatchObject({ status: 400 })
    expect((await send("/v1/siwx/sessions", { method: "POST" })).body).toEqual(
      failedBody("body", "Missing JSON request body"),
    )
  })

  it("a message issued more than 60 s after the server's clock is refused 400 naming its Issued At", async () => {
    const skewed = await signed({ issuedAt: new Date(startMs + siwxIssuedAtSkewMs) })
    expect((await createSession(skewed)).status).toBe(200)
    const ahead = await signed({ issuedAt: new Date(startMs + siwxIssuedAtSkewMs + 1000) })
    expect(await createSession(ahead)).toMatchObject({
      status: 400,
      body: failedBody(
        "issuedAt",
        "The sign-in message is issued in the future: Issued At 2026-03-01T12:01:01.000Z is more than 60 s after the sandbox's clock (2026-03-01T12:00:00.000Z)",
      ),
    })
    expect((await send(sessionsQuery(ahead.address))).body).toEqual([])
  })

  it("sessions are kept per projectId: another project neither lists nor revokes them", async () => {
    const { address, message, signature } = await signed()
    expect((await createSession({ message, signature })).status).toBe(200)
    const asOther = (path: string, init?: RequestInit) =>
      call(siwx.url, `${path}&projectId=other-project`, init)
    expect(await asOther(sessionsQuery(address))).toMatchObject({ status: 200, body: [] })
    expect((await asOther(sessionsQuery(address), { method: "DELETE" })).status).toBe(204)
    expect((await send(sessionsQuery(address))).body).toEqual([
      expect.objectContaining({ address, message }),
    ])
  })

  it("a nonce belongs to the project it was issued for: another project cannot spend it, its own still can", async () => {
    const nonce = await issueNonce()
    const { message, signature } = await signed({ nonce })
    const asOther = await call(
      siwx.url,
      "/v1/siwx/sessions?projectId=other-project",
      postJson({ message, signature }),
    )
    expect(asOther).toMatchObject({
      status: 401,
      body: failedBody("nonce", `Unknown nonce: ${nonce} was not issued by this server`),
    })
    expect((await createSession({ message, signature })).status).toBe(200)
  })

  it("POST /__sandbox/reset forgets the issued nonces and the sessions", async () => {
    const { address, message, signature } = await signed()
    expect((await createSession({ message, signature })).status).toBe(200)
    const unused = await issueNonce()
    expect((await call(siwx.url, "/__sandbox/reset", { method: "POST" })).status).toBe(204)
    expect((await send(sessionsQuery(address))).body).toEqual([])
    expect(await createSession(await signed({ nonce: unused }))).toMatchObject({
      status: 401,
      body: failedBody("nonce", `Unknown nonce: ${unused} was not issued by this server`),
    })
  })

  it("listing and revoking need a 0x address and a CAIP-2 network id", async () => {
    expect(await send("/v1/siwx/sessions?caipNetworkId=eip155:31337")).toMatchObject({
      status: 400,
      body: failedBody("address", "Missing required query parameter: address"),
    })
    expect(await send(sessionsQuery("alice"), { method: "DELETE" })).toMatchObject({
      status: 400,
      body: failedBody("address", "Invalid address: alice"),
    })
    expect(await send(sessionsQuery(alice, "31337"))).toMatchObject({
      status: 400,
      body: failedBody("caipNetworkId", "Invalid CAIP-2 network id: 31337"),
    })
  })
})
