// The sandbox onramp on the Solana devnet over real HTTP (spec 6: onramp supports EVM and
// Solana): the options offer SOL on the devnet named by its CAIP-2 reference, the quote prices
// it, the API's onramp URL takes a Solana destination, and the good test card delivers by a
// real transfer on the SVM (balances and the transaction read over the devnet's RPC).
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { type Address, address, createSolanaRpc, type Signature } from "@solana/kit"
import { parseUnits } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { OnrampOptions, OnrampQuote } from "../../core/api/generated/schemas"
import { generateOnrampUrlAt } from "../api/operations/generateOnrampUrl"
import { type SandboxApi, startSandboxApi } from "../api/startSandboxApi"
import { type SolanaDevnet, startSolanaDevnet } from "../solana/startSolanaDevnet"
import type { OnrampOrder } from "./OnrampOrders"
import { callJson, failedBody, postJson } from "./onrampTestApi"
import { type OnrampPage, startOnrampPage } from "./startOnrampPage"
import { goodTestCard } from "./testCards"

const projectId = "onramp-solana-test"
let solana: SolanaDevnet
let page: OnrampPage
let api: SandboxApi

beforeAll(async () => {
  solana = await startSolanaDevnet({ accounts: 5 })
  page = await startOnrampPage({ devnets: [], solanaDevnets: [solana] })
  api = await startSandboxApi({
    devnets: [],
    solanaDevnets: [{ ...solana, tokens: [solana.token] }],
    projectId,
    handlers: { generateOnrampUrl: generateOnrampUrlAt(page) },
  })
}, 60_000)
afterAll(async () => {
  await api?.stop()
  await page?.stop()
  await solana?.stop()
})

const reference = () => solana.caipNetworkId.slice("solana:".length)
const rpc = () => createSolanaRpc(solana.rpcUrl)
const freshAddress = (): Address =>
  address(base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey())))
const lamportsOf = async (owner: Address) =>
  (await rpc().getBalance(owner, { commitment: "confirmed" }).send()).value
const apiUrl = (path: string) => `${api.url}${path}?projectId=${projectId}`

const options = async () => {
  const answer = await callJson(apiUrl("/v1/onramp/options"))
  expect(answer.status).toBe(200)
  return answer.body as OnrampOptions
}

const urlFor = (destination: string) =>
  callJson(
    apiUrl("/v1/generators/onrampurl"),
    postJson({
      destinationWallets: [
        { address: destination, blockchains: ["foyer-solana-devnet"], assets: ["SOL"] },
      ],
      partnerUserId: destination,
      defaultNetwork: "foyer-solana-devnet",
      presetFiatAmount: 150,
      defaultExperience: "buy",
    }),
  )

describe("the sandbox onramp on the Solana devnet", () => {
  it("spec 6 onramp supports Solana: the options sell SOL on the devnet, its chain id the CAIP-2 reference", async () => {
    const sol = (await options()).purchaseCurrencies.find((each) => each.symbol === "SOL")
    expect(sol?.networks.map(({ icon_url: _, ...network }) => network)).toEqual([
      {
        name: "foyer-solana-devnet",
        display_name: "Foyer Solana Devnet",
        chain_id: reference(),
        contract_address: "",
      },
    ])
  })

  it("quotes SOL at the sandbox's price, the network fee one signature's", async () => {
    const { purchaseCurrencies, paymentCurrencies } = await options()
    const sol = purchaseCurrencies.find((each) => each.symbol === "SOL")
    const answer = await callJson(
      apiUrl("/v1/onramp/quote"),
      postJson({
        purchaseCurrency: sol,
        paymentCurrency: paymentCurrencies[0],
        amount: "150",
        network: "SOL",
      }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const quote = answer.body as OnrampQuote
    expect(quote.purchaseAmount).toEqual({ amount: "1", currency: "SOL" })
    expect(quote.networkFee).toEqual({ amount: "0.01", currency: "USD" })
    expect(quote.paymentTotal).toEqual({ amount: "150.01", currency: "USD" })
  })

  it("the onramp URL takes a Solana destination on the devnet and refuses an EVM one there", async () => {
    const evm = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    const refused = await urlFor(evm)
    expect(refused).toEqual({
      status: 400,
      body: failedBody(
        "destinationWallets[0].address",
        `Invalid address: ${evm} (a Solana base58 address)`,
      ),
    })
    const buyer = freshAddress()
    const answer = await urlFor(buyer)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const url = new URL((answer.body as { url: string }).url)
    expect(url.origin).toBe(page.url)
    expect(JSON.parse(url.searchParams.get("destinationWallets") ?? "null")).toEqual([
      { address: buyer, blockchains: ["foyer-solana-devnet"], assets: ["SOL"] },
    ])
  })

  it("the good card delivers the SOL bought by a transfer from the treasury, read on the SVM", async () => {
    const buyer = freshAddress()
    const url = new URL(((await urlFor(buyer)).body as { url: string }).url)
    const described = await callJson(`${url.origin}/order${url.search}`)
    expect(described.body).toMatchObject({
      destination: buyer,
      network: { name: "foyer-solana-devnet", caipNetworkId: solana.caipNetworkId },
      asset: { symbol: "SOL" },
      quote: { purchaseAmount: "1", networkFee: "0.01" },
    })
    const treasury = address(solana.accounts[3]?.address ?? "")
    const treasuryBefore = await lamportsOf(treasury)
    const answer = await callJson(
      `${url.origin}/pay`,
      postJson({
        query: url.searchParams.toString(),
        card: { number: goodTestCard, expiry: "12/99", cvc: "123" },
      }),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { order } = answer.body as { order: OnrampOrder }
    expect(order).toMatchObject({
      status: "completed",
      caipNetworkId: solana.caipNetworkId,
      destination: buyer,
      purchaseAmount: "1",
      delivery: { from: treasury, nonce: 0 },
    })
    expect(await lamportsOf(buyer)).toBe(parseUnits("1", 9))
    const landed = await rpc()
      .getTransaction((order.delivery?.hash ?? "") as Signature, {
        commitment: "confirmed",
        encoding: "json",
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(landed?.meta?.err).toBeNull()
    const fee = landed?.meta?.fee ?? 0n
    expect(await lamportsOf(treasury)).toBe(treasuryBefore - parseUnits("1", 9) - BigInt(fee))
  })
})
