import { describe, expect, it } from "vitest"
import { startLocalServer } from "../../../test/localServer"
import { makeManualClock } from "../../../test/ManualClock"
import { providerApiFor } from "../../../test/providerApi"
import { sandboxApiHarness, succeedApiCall as succeed } from "../../../test/sandboxApiHarness"
import { onrampApi } from "./onrampApi"
import { placeholderOnrampQuote, sampleOnrampOptions } from "./onrampFallbacks"

const harness = sandboxApiHarness({ projectId: "foyer-test" })
const makeOnramp = () => {
  const { api, clock } = harness.makeApi()
  return { onramp: onrampApi(api), clock }
}

const quoteRequest = {
  purchaseCurrency: sampleOnrampOptions.purchaseCurrencies[0]!,
  paymentCurrency: sampleOnrampOptions.paymentCurrencies[0]!,
  amount: "50",
  network: "ethereum",
}

/** Every attempt of `operationId` (the kit's retries too) fails with a 500 at the sandbox. */
const failing = (operationId: string) =>
  harness
    .sandbox()
    .api.faults.arm({ operationId, count: 100, fault: { kind: "status", status: 500 } })

describe("fallbacks when the onramp calls fail (spec 7; the sandbox's injected 500s)", () => {
  it("onramp options fall back to the sample options (card 10 to 7500, bank 10 to 25000)", async () => {
    failing("getOnrampOptions")
    const { onramp, clock } = makeOnramp()
    const options = await succeed(clock, onramp.getOnrampOptions)
    expect(options).toEqual(sampleOnrampOptions)
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: "card", min: "10.00", max: "7500.00" },
      { id: "ach_bank_account", min: "10.00", max: "25000.00" },
    ])
  })

  it("a failed onramp quote falls back to a placeholder equal to the amount", async () => {
    failing("getOnrampQuote")
    const { onramp, clock } = makeOnramp()
    const quote = await succeed(clock, onramp.getOnrampQuote(quoteRequest))
    expect(quote).toEqual(placeholderOnrampQuote(quoteRequest))
    expect([quote.paymentTotal.amount, quote.purchaseAmount.amount]).toEqual(["50", "50"])
  })
})

describe("a provider that answers", () => {
  it("generateOnrampUrl posts the purchase with projectId, st and sv and answers the URL", async () => {
    const server = await startLocalServer((_req, res) =>
      res.end(JSON.stringify({ url: "https://pay.example/buy?session=1" })),
    )
    const clock = makeManualClock()
    const onramp = onrampApi(
      providerApiFor({ url: server.url, activeNetwork: "eip155:1", projectId: "p1" }),
    )
    const purchase = {
      destinationWallets: [{ address: "0x1" }],
      partnerUserId: "p",
      defaultExperience: "buy" as const,
    }
    expect(await succeed(clock, onramp.generateOnrampUrl(purchase))).toBe(
      "https://pay.example/buy?session=1",
    )
    const [request] = server.requests
    expect(request?.url.pathname).toBe("/v1/generators/onrampurl")
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      projectId: "p1",
      st: "foyer",
      sv: "foyer-js-test",
    })
    expect(JSON.parse(request!.body)).toEqual(purchase)
    await server.close()
  })
})
