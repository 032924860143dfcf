import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { foyerSolanaDevnet } from "../../core"
import { sandboxApiHarness, succeedApiCall as succeed } from "../../test/sandboxApiHarness"
import { chosenNetwork, chosenPurchaseCurrency } from "./OnrampState"
import { onrampChainIdOf } from "./onrampChainId"
import { devnet, makeOnrampTestKernel } from "./onrampTestKernel"

// The buy form for a Solana account against the sandbox API over real HTTP (spec 6: onramp
// supports EVM and Solana): its options, quote and page URL on the sandbox's Solana devnet.
const harness = sandboxApiHarness({ projectId: "foyer-onramp-solana-test" })

const solanaNetwork = foyerSolanaDevnet("http://127.0.0.1:8899")

const setUp = async () => {
  const { api, clock } = harness.makeApi()
  const buyer = harness.sandbox().solana.accounts[4]?.address ?? ""
  const kit = makeOnrampTestKernel({
    api,
    address: buyer,
    namespace: "solana",
    networks: [solanaNetwork, devnet],
  })
  await succeed(clock, kit.service.open)
  return { ...kit, clock, buyer, state: () => kit.service.store.getSnapshot() }
}

describe("the buy form on the Solana devnet (spec 6: onramp supports Solana)", {
  timeout: 60_000,
}, () => {
  it("a Solana network's onramp chain id is its CAIP-2 reference, as an EVM network's is its decimal chain id", () => {
    expect([onrampChainIdOf(solanaNetwork), onrampChainIdOf(devnet)]).toEqual([
      "4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
      "31337",
    ])
  })

  it("the active Solana devnet's SOL is chosen on that devnet, and quoted", async () => {
    const { service, state, clock } = await setUp()
    expect([chosenPurchaseCurrency(state())?.symbol, chosenNetwork(state())?.name]).toEqual([
      "SOL",
      "foyer-solana-devnet",
    ])
    const quote = await succeed(
      clock,
      service.setAmount("150").pipe(Effect.andThen(Effect.sync(() => state().quote))),
    )
    expect(
      quote._tag === "Ready" && [
        quote.placeholder,
        quote.quote.purchaseAmount,
        quote.quote.networkFee,
      ],
    ).toEqual([false, { amount: "1", currency: "SOL" }, { amount: "0.01", currency: "USD" }])
  })

  it("Buy's onramp URL names the Solana address with its blockchain and SOL", async () => {
    const { service, clock, buyer } = await setUp()
    await succeed(clock, service.setAmount("30"))
    await succeed(clock, service.buy(undefined))
    const purchase = service.store.getSnapshot().purchase
    expect(purchase._tag).toBe("Blocked")
    const url = new URL(purchase._tag === "Blocked" ? purchase.url : "")
    expect(url.origin).toBe(new URL(harness.sandbox().urls.onramp).origin)
    expect(JSON.parse(url.searchParams.get("destinationWallets") ?? "null")).toEqual([
      { address: buyer, blockchains: ["foyer-solana-devnet"], assets: ["SOL"] },
    ])
    expect(url.searchParams.get("defaultNetwork")).toBe("foyer-solana-devnet")
  })
})
