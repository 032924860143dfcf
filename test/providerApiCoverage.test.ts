import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { operations } from "../core/api/generated/operations"
import type { ProviderApiShape } from "../core/api/ProviderApi"
import { historyApi } from "../plugins/activity/api/historyApi"
import { namesApi } from "../plugins/names/api/namesApi"
import { onrampApi } from "../plugins/onramp/api/onrampApi"
import { sampleOnrampOptions } from "../plugins/onramp/api/onrampFallbacks"
import { payApi } from "../plugins/pay/api/payApi"
import { sessionsApi } from "../plugins/siwx/api/sessionsApi"
import { siwxServerApi } from "../plugins/siwx/api/siwxServerApi"
import { swapApi } from "../plugins/swap/api/swapApi"
import { featureOperations } from "../sandbox/api/featureOperations"
import { matchOperation } from "../sandbox/api/matchOperation"
import { type LocalServer, startLocalServer } from "./localServer"
import { providerApiFor } from "./providerApi"

// Every operation of the contract must have a client call, in the kernel's ProviderApi or in
// the operation group of the feature that owns it (plugins/<id>/api/): each operation is
// called once against a recording server, and the operations reached are compared with the
// contract's. The sandbox side (a handler or the explicit 501 list) is checked in
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

const calls = (api: ProviderApiShape): ReadonlyArray<Effect.Effect<unknown, unknown>> => {
  const swap = swapApi(api)
  const names = namesApi(api)
  const onramp = onrampApi(api)
  const sessions = sessionsApi(api)
  const siwxServer = siwxServerApi(api)
  const history = historyApi(api)
  const pay = payApi(api)
  return [
    api.supportedChains,
    api.getIdentity("0x1"),
    api.getBalance("0x1", "eip155:1"),
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
    history.getHistory("0x1", "eip155:1"),
    swap.getFungiblePrice(["eip155:1:0x1"]),
    swap.getConvertTokens("eip155:1"),
    swap.getConvertQuotes({ amount: "1", userAddress: "u", from: "f", to: "t", gasPrice: "1" }),
    swap.getConvertAllowance("t", "u"),
    swap.getConvertGasPrice("eip155:1"),
    swap.buildConvertTransaction({
      amount: "1",
      from: "f",
      to: "t",
      userAddress: "u",
      eip155: { slippage: 1 },
    }),
    swap.buildConvertApprove({ userAddress: "u", from: "f", to: "t" }),
    names.getProfileAccount("alice.foyer.id"),
    names.getProfileReverse("0x1"),
    names.getProfileSuggestions("alice", "foyer.id"),
    names.registerProfileAccount(
      { coin_type: 2147483649, address: "0x1", message: "m", signature: "0x" },
      "alice.foyer.id",
    ),
    onramp.generateOnrampUrl({
      destinationWallets: [{ address: "0x1" }],
      partnerUserId: "p",
      defaultExperience: "buy",
    }),
    onramp.getOnrampOptions,
    onramp.getOnrampQuote({
      purchaseCurrency: sampleOnrampOptions.purchaseCurrencies[0]!,
      paymentCurrency: sampleOnrampOptions.paymentCurrencies[0]!,
      amount: "1",
      network: "ethereum",
    }),
    sessions.getSession("s1"),
    sessions.revokeSession("s1", { pci: "p", signature: "0x" }),
    siwxServer.createNonce,
    siwxServer.createSession({ message: "m", signature: "0x" }),
    siwxServer.listSessions("0x1", "eip155:1"),
    siwxServer.revokeSessions("0x1", "eip155:1"),
    pay.listPayExchanges({ asset: "eip155:1/slip44:60", amount: "1", page: 0 }),
    pay.createPayUrl({ exchangeId: "e", asset: "a", amount: "1", recipient: "eip155:1:0x1" }),
    pay.getPayStatus("s1"),
  ]
}

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
