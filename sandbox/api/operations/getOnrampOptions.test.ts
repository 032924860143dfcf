// GET /v1/onramp/options over real HTTP: what the sandbox onramp sells and takes.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sampleOnrampOptions } from "../../../plugins/onramp/api/onrampFallbacks"
import { onrampNetworkIconUrl } from "../../onramp/onrampIcons"
import { callJson, chainlessDevnet } from "../../onramp/onrampTestApi"
import { iconDataUrl } from "../sandboxAssets"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"

const devnets = [chainlessDevnet(31337, "Foyer Devnet"), chainlessDevnet(31338, "Foyer Devnet 2")]
let api: SandboxApi

beforeAll(async () => {
  api = await startSandboxApi({ devnets, projectId: "onramp-test" })
})
afterAll(async () => {
  await api?.stop()
})

const options = async () => {
  const answer = await callJson(`${api.url}/v1/onramp/options?projectId=onramp-test`)
  expect(answer.status).toBe(200)
  return answer.body as typeof sampleOnrampOptions
}

describe("GET /v1/onramp/options", () => {
  it("spec 9 'Onramp sample limits': USD by card 10 to 7500 and by bank account 10 to 25000, with the sample's method ids", async () => {
    const { paymentCurrencies } = await options()
    expect(paymentCurrencies).toEqual([
      {
        id: "USD",
        payment_method_limits: [
          { id: "card", min: "10.00", max: "7500.00" },
          { id: "ach_bank_account", min: "10.00", max: "25000.00" },
        ],
      },
    ])
    const sampleUsd = sampleOnrampOptions.paymentCurrencies.find((c) => c.id === "USD")
    expect(paymentCurrencies[0]?.payment_method_limits).toEqual(sampleUsd?.payment_method_limits)
  })

  it("sells ETH, FUSD and FOY (not the spam token) on every devnet, with the token contracts and their logos", async () => {
    const { purchaseCurrencies } = await options()
    expect(purchaseCurrencies.map((c) => [c.id, c.name, c.symbol, c.icon_url])).toEqual([
      ["sandbox-eth", "Ether", "ETH", iconDataUrl("ETH")],
      ["sandbox-fusd", "Foyer USD", "FUSD", iconDataUrl("FUSD")],
      ["sandbox-foy", "Foyer Token", "FOY", iconDataUrl("FOY")],
    ])
    const networksOf = (symbol: string) =>
      purchaseCurrencies.find((c) => c.symbol === symbol)?.networks
    expect(networksOf("ETH")).toEqual([
      {
        name: "foyer-devnet",
        display_name: "Foyer Devnet",
        chain_id: "31337",
        contract_address: "",
        icon_url: onrampNetworkIconUrl(devnets[0]!),
      },
      {
        name: "foyer-devnet-2",
        display_name: "Foyer Devnet 2",
        chain_id: "31338",
        contract_address: "",
        icon_url: onrampNetworkIconUrl(devnets[1]!),
      },
    ])
    const fusd = devnets[0]?.tokens.find((t) => t.symbol === "FUSD")?.address
    expect(networksOf("FUSD")?.map((n) => [n.chain_id, n.contract_address])).toEqual([
      ["31337", fusd],
      ["31338", fusd],
    ])
  })
})
