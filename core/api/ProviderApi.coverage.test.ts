import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { featureOperations } from "../../sandbox/api/featureOperations"
import { matchOperation } from "../../sandbox/api/matchOperation"
import { type LocalServer, startLocalServer } from "../../test/localServer"
import { providerApiFor } from "../../test/providerApi"
import { operations } from "./generated/operations"
import { sampleOnrampOptions } from "./onrampFallbacks"
import type { ProviderApiShape } from "./ProviderApi"

// Every operation of the contract must have a client call: each ProviderApi method is
// called once against a recording server, and the operations it reached are compared with
// the contract's. The sandbox side (a handler or the explicit 501 list) is checked in
// sandbox/api/startSandboxApi.test.ts.
let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    if (req.url.pathname === "/v1/supported-chains") {
      res.end(JSON.stringify({ http: ["eip155:1"], ws: [] }))
      return
    }
    // 400 is not retried, so each call makes exactly one request.
    res.statusCode = 400
    res.end(
      JSON.stringify({ status: "FAILED", reasons: [{ field: "x", description: "recorded" }] }),
    )
  })
})
afterAll(() => server.close())

const calls = (api: ProviderApiShape): ReadonlyArray<Effect.Effect<unknown, unknown>> => [
  api.supportedChains,
  api.getIdentity("0x1"),
  api.getHistory("0x1", "eip155:1"),
  api.getBalance("0x1", "eip155:1"),
  api.getFungiblePrice(["eip155:1:0x1"]),
  api.getConvertTokens("eip155:1"),
  api.getConvertQuotes({ amount: "1", userAddress: "u", from: "f", to: "t", gasPrice: "1" }),
  api.getConvertAllowance("t", "u"),
  api.getConvertGasPrice("eip155:1"),
  api.buildConvertTransaction({
    amount: "1",
    from: "f",
    to: "t",
    userAddress: "u",
    eip155: { slippage: 1 },
  }),
  api.buildConvertApprove({ userAddress: "u", from: "f", to: "t" }),
  api.getProfileAccount("alice.foyer.id"),
  api.getProfileReverse("0x1"),
  api.getProfileSuggestions("alice", "foyer.id"),
  api.registerProfileAccount({
    coin_type: 2147483649,
    address: "0x1",
    message: "m",
    signature: "0x",
  }),
  api.generateOnrampUrl({
    destinationWallets: [{ address: "0x1" }],
    partnerUserId: "p",
    defaultExperience: "buy",
  }),
  api.getOnrampOptions,
  api.getOnrampQuote({
    purchaseCurrency: sampleOnrampOptions.purchaseCurrencies[0]!,
    paymentCurrency: sampleOnrampOptions.paymentCurrencies[0]!,
    amount: "1",
    network: "ethereum",
  }),
  api.getSession("s1"),
  api.revokeSession("s1", { pci: "p", signature: "0x" }),
  api.sendErrorReport({
    eventId: "e",
    url: "u",
    domain: "d",
    timestamp: 1,
    props: {
      type: "error",
      event: "INTERNAL_SDK_ERROR",
      properties: { errorType: "E", errorMessage: "m", stackTrace: "", timestamp: 1 },
    },
  }),
  api.sendAnalyticsBatch([]),
]

it("every path and method of the contract has a client call, and the sandbox serves it or answers 501", async () => {
  const api = providerApiFor({ url: server.url, activeNetwork: "eip155:1" })
  for (const call of calls(api)) await Effect.runPromiseExit(call)
  const reached = new Set(
    server.requests.map((r) => {
      const match = matchOperation(r.method, r.url.pathname)
      return match._tag === "Matched"
        ? match.operation.operationId
        : `${r.method} ${r.url.pathname}`
    }),
  )
  expect([...reached].sort()).toEqual(operations.map((o) => o.operationId).sort())
  // The sandbox's explicit 501 list is exactly the operations tagged with a later feature.
  expect([...featureOperations.keys()].sort()).toEqual(
    operations
      .filter((o) => "feature" in o)
      .map((o) => o.operationId)
      .sort(),
  )
})
