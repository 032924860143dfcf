// POST /v1/generators/onrampurl over real HTTP: the sandbox onramp page's URL with the
// request's values, and the requests the page could not serve.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { callJson, chainlessDevnet, failedBody, postJson } from "../../onramp/onrampTestApi"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"
import { generateOnrampUrlAt, onrampPageMissingDescription } from "./generateOnrampUrl"

const devnets = [chainlessDevnet(31337, "Foyer Devnet"), chainlessDevnet(31338, "Foyer Devnet 2")]
// Only its text is used: the API hands it out, nothing is asked there.
const pageUrl = "http://127.0.0.1:4321"
let issued = 0
const page = { url: pageUrl, issueSessionToken: () => `token-${++issued}` }
const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
let api: SandboxApi
let pageless: SandboxApi

beforeAll(async () => {
  api = await startSandboxApi({
    devnets,
    handlers: { generateOnrampUrl: generateOnrampUrlAt(page) },
  })
  pageless = await startSandboxApi({ devnets })
})
afterAll(async () => {
  await api?.stop()
  await pageless?.stop()
})

const generate = (body: unknown, base = api.url) =>
  callJson(`${base}/v1/generators/onrampurl?projectId=demo`, postJson(body))

const request = {
  destinationWallets: [{ address, blockchains: ["foyer-devnet-2"], assets: ["FUSD"] }],
  partnerUserId: address,
  defaultNetwork: "foyer-devnet-2",
  presetFiatAmount: 100,
  defaultExperience: "buy",
}

describe("POST /v1/generators/onrampurl", () => {
  it("answers the onramp page's URL with every value of the request as a query parameter", async () => {
    const answer = await generate(request)
    expect(answer.status).toBe(200)
    const url = new URL((answer.body as { url: string }).url)
    expect(url.origin).toBe(pageUrl)
    expect(url.pathname).toBe("/")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: "demo",
      // A token of the page's per URL: the page pays each URL once.
      sessionToken: `token-${issued}`,
      destinationWallets: JSON.stringify(request.destinationWallets),
      partnerUserId: address,
      defaultNetwork: "foyer-devnet-2",
      presetFiatAmount: "100",
      defaultExperience: "buy",
    })
  })

  it("refuses what the page cannot serve, naming the field", async () => {
    const wallet = request.destinationWallets[0]
    const cases: Array<[unknown, string, string]> = [
      [
        { ...request, destinationWallets: [{ address: "not-an-address" }] },
        "destinationWallets[0].address",
        "Invalid address: not-an-address (an EVM 0x address)",
      ],
      [
        { ...request, defaultNetwork: "base" },
        "defaultNetwork",
        "Unknown network: base (the sandbox's: foyer-devnet, foyer-devnet-2)",
      ],
      [
        { ...request, destinationWallets: [{ ...wallet, blockchains: ["solana"] }] },
        "destinationWallets[0].blockchains",
        "Unknown network: solana (the sandbox's: foyer-devnet, foyer-devnet-2)",
      ],
      [
        { ...request, destinationWallets: [{ ...wallet, assets: ["AIRDROP"] }] },
        "destinationWallets[0].assets",
        "The sandbox onramp does not sell AIRDROP",
      ],
      [
        { ...request, presetFiatAmount: 0 },
        "presetFiatAmount",
        "Invalid presetFiatAmount: 0 (a positive integer)",
      ],
    ]
    for (const [body, field, description] of cases) {
      expect(await generate(body), description).toEqual({
        status: 400,
        body: failedBody(field, description),
      })
    }
  })

  it("no destination wallet is a 400 from the contract (destinationWallets >= 1)", async () => {
    const answer = await generate({ ...request, destinationWallets: [] })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain("destinationWallets")
  })

  it("the API started without the sandbox's page answers a valid request 503, saying why", async () => {
    expect(await generate(request, pageless.url)).toEqual({
      status: 503,
      body: failedBody("sandbox", onrampPageMissingDescription),
    })
  })
})
