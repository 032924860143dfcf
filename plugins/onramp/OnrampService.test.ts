import { Duration, Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { ReadableStore } from "../../core"
import { withManualClock } from "../../test/ManualClock"
import { sandboxApiHarness, succeedApiCall as succeed } from "../../test/sandboxApiHarness"
import { placeholderOnrampQuote, sampleOnrampOptions } from "./api/onrampFallbacks"
import { onrampPopupClosedPoll, onrampQuoteDebounce } from "./OnrampSchedules"
import type { OnrampState } from "./OnrampState"
import { chosenNetwork, chosenPaymentCurrency, chosenPurchaseCurrency } from "./OnrampState"
import { devnet2, makeOnrampTestKernel, makeTestPurchaseWindow } from "./onrampTestKernel"

// The buy form against the sandbox API over real HTTP (its onramp options, quotes and page
// URLs); failures are the sandbox's injected faults.
const harness = sandboxApiHarness({ projectId: "foyer-onramp-test" })

const failing = (operationId: string) =>
  harness
    .sandbox()
    .api.faults.arm({ operationId, count: 100, fault: { kind: "status", status: 500 } })

const setUp = async () => {
  const { api, clock } = harness.makeApi()
  const kit = makeOnrampTestKernel({ api, address: harness.alice() })
  await succeed(clock, kit.service.open)
  return { ...kit, clock, state: () => kit.service.store.getSnapshot() }
}

/** Resolves once the store's state passes `done`. */
const until = (store: ReadableStore<OnrampState>, done: (state: OnrampState) => boolean) =>
  new Promise<void>((resolve) => {
    if (done(store.getSnapshot())) return resolve()
    const stop = store.subscribe(() => {
      if (!done(store.getSnapshot())) return
      stop()
      resolve()
    })
  })

describe("the onramp options (spec 7 GET /v1/onramp/options)", { timeout: 60_000 }, () => {
  it("the sandbox's options: the active devnet's currency is chosen on the active devnet, USD by card", async () => {
    const { state } = await setUp()
    const form = state()
    expect(form.options).not.toEqual(sampleOnrampOptions)
    expect([chosenPurchaseCurrency(form)?.symbol, chosenNetwork(form)?.chain_id]).toEqual([
      "ETH",
      "31337",
    ])
    expect([form.paymentCurrencyId, form.paymentMethodId]).toEqual(["USD", "card"])
  })

  it("options failing fall back to the built-in sample options (spec 7)", async () => {
    failing("getOnrampOptions")
    const { state } = await setUp()
    expect(state().options).toEqual(sampleOnrampOptions)
    expect([state().paymentCurrencyId, state().paymentMethodId]).toEqual(["USD", "card"])
  })

  it("a network change puts the new network's currencies first and chooses it", async () => {
    const { service, state, clock } = await setUp()
    await succeed(clock, service.networkChanged(devnet2))
    expect(chosenNetwork(state())?.chain_id).toBe("31338")
  })
})

describe("the live quote (spec 7 POST /v1/onramp/quote)", { timeout: 60_000 }, () => {
  it("is asked once the amount settles (debounced): typing 30, 300, 3000 asks once, for 3000", async () => {
    const { service, state, clock } = await setUp()
    const { result: quote, requests } = await harness.counting("getOnrampQuote", () =>
      succeed(
        clock,
        Effect.all([service.setAmount("30"), service.setAmount("300"), service.setAmount("3000")], {
          concurrency: "unbounded",
        }).pipe(Effect.andThen(Effect.sync(() => state().quote))),
      ),
    )
    expect(requests).toBe(1)
    expect(clock.sleeps.filter((ms) => ms === Duration.toMillis(onrampQuoteDebounce))).toHaveLength(
      3,
    )
    expect(quote._tag === "Ready" && [quote.placeholder, quote.quote.paymentSubtotal]).toEqual([
      false,
      { amount: "3000.00", currency: "USD" },
    ])
  })

  it("a failed quote falls back to a placeholder equal to the amount (spec 7), marked as such", async () => {
    const { service, state, clock } = await setUp()
    failing("getOnrampQuote")
    await succeed(clock, service.setAmount("50"))
    const form = state()
    const request = {
      purchaseCurrency: chosenPurchaseCurrency(form)!,
      paymentCurrency: chosenPaymentCurrency(form)!,
      amount: "50",
      network: "ETH",
    }
    expect(form.quote).toMatchObject({
      _tag: "Ready",
      placeholder: true,
      quote: placeholderOnrampQuote(request),
    })
    expect([form.quote._tag === "Ready" && form.quote.quote.purchaseAmount.amount]).toEqual(["50"])
  })

  it("an amount outside the limits asks for no quote", async () => {
    const { service, state, clock } = await setUp()
    const { requests } = await harness.counting("getOnrampQuote", () =>
      succeed(clock, service.setAmount("9")),
    )
    expect([requests, state().quote._tag]).toEqual([0, "None"])
  })
})

describe("Buy (spec 7 POST /v1/generators/onrampurl, a 600 x 800 popup)", {
  timeout: 60_000,
}, () => {
  it("shows the provider's page for the connected wallet in the popup, waits for it to close, then refreshes the balances", async () => {
    const { service, state, clock, refreshes } = await setUp()
    await succeed(clock, service.setAmount("50.5"))
    const window = makeTestPurchaseWindow()
    const buying = Effect.runPromise(withManualClock(clock)(service.buy(window.popup)))
    await until(service.store, (form) => form.purchase._tag === "Waiting")
    expect(window.shown).toHaveLength(1)
    const query = new URL(window.shown[0]!).searchParams
    expect({
      destinationWallets: JSON.parse(query.get("destinationWallets")!),
      partnerUserId: query.get("partnerUserId"),
      defaultNetwork: query.get("defaultNetwork"),
      presetFiatAmount: query.get("presetFiatAmount"),
      defaultExperience: query.get("defaultExperience"),
    }).toEqual({
      destinationWallets: [
        { address: harness.alice(), blockchains: ["foyer-devnet"], assets: ["ETH"] },
      ],
      partnerUserId: harness.alice(),
      defaultNetwork: "foyer-devnet",
      presetFiatAmount: "50",
      defaultExperience: "buy",
    })
    expect(state().purchase).toEqual({ _tag: "Waiting", url: window.shown[0] })
    // Open for a while: checked every 1 s, nothing refreshed.
    clock.advance(onrampPopupClosedPoll)
    clock.advance(onrampPopupClosedPoll)
    expect(refreshes.count).toBe(0)
    window.popup.close()
    clock.advance(onrampPopupClosedPoll)
    await buying
    expect([state().purchase._tag, refreshes.count]).toEqual(["Finished", 1])
  })

  it("a blocked popup offers the page as a link; opened from it, the view waits the same way", async () => {
    const { service, state, clock, refreshes } = await setUp()
    await succeed(clock, service.setAmount("20"))
    await succeed(clock, service.buy(undefined))
    const blocked = state().purchase
    expect([blocked._tag, state().error]).toEqual(["Blocked", undefined])
    const url = blocked._tag === "Blocked" ? blocked.url : ""
    expect(new URL(url).searchParams.get("presetFiatAmount")).toBe("20")
    const window = makeTestPurchaseWindow()
    window.popup.close()
    await succeed(clock, service.watch(window.popup))
    expect([state().purchase._tag, refreshes.count]).toEqual(["Finished", 1])
  })

  it("an amount outside the card's limits asks nothing, closes the popup and names the exact limits", async () => {
    const { service, state, clock } = await setUp()
    await succeed(clock, service.setAmount("7500.01"))
    const window = makeTestPurchaseWindow()
    const { requests } = await harness.counting("generateOnrampUrl", () =>
      succeed(clock, service.buy(window.popup)),
    )
    expect([requests, window.isClosed(), state().purchase._tag]).toEqual([0, true, "Idle"])
    expect(state().error).toEqual({
      id: "onramp.error.outOfLimits",
      values: { min: "10", max: "7500", currency: "USD" },
    })
  })

  it("the URL call failing closes the popup, says why and keeps the form", async () => {
    const { service, state, clock } = await setUp()
    await succeed(clock, service.setAmount("30"))
    failing("generateOnrampUrl")
    const window = makeTestPurchaseWindow()
    await succeed(clock, service.buy(window.popup))
    expect([window.isClosed(), window.shown, state().purchase._tag, state().amount]).toEqual([
      true,
      [],
      "Idle",
      "30",
    ])
    expect(state().error?.id).toBe("onramp.error.url")
  })
})
