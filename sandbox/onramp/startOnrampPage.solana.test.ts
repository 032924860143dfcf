// The sandbox onramp on the Solana devnet over real HTTP (spec 6: onramp supports EVM and
// Solana): the options offer SOL and the devnet's SPL token (FUSD) on the devnet named by its
// CAIP-2 reference, the quote prices them, the API's onramp URL takes a Solana destination,
// and the good test card delivers by a real transfer on the SVM, SOL or FUSD's transferChecked
// (balances, token accounts and the transaction read over the devnet's RPC); history lists
// the purchase.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { type Address, address, createSolanaRpc, type Signature } from "@solana/kit"
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token"
import { parseUnits } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type {
  OnrampOptions,
  OnrampQuote,
  TransactionHistory,
} from "../../core/api/generated/schemas"
import { generateOnrampUrlAt } from "../api/operations/generateOnrampUrl"
import { getHistory } from "../api/operations/getHistory"
import { type SandboxApi, startSandboxApi } from "../api/startSandboxApi"
import { type SolanaDevnet, startSolanaDevnet } from "../solana/startSolanaDevnet"
import type { OnrampOrder } from "./OnrampOrders"
import { splTokenAccountRentLamports } from "./onrampSolanaCatalog"
import { callJson, failedBody, postJson } from "./onrampTestApi"
import { solanaOnrampTokenFloat } from "./solanaOnrampTreasury"
import { type OnrampPage, startOnrampPage } from "./startOnrampPage"
import { goodTestCard } from "./testCards"
import { onrampApplicationName, withOnrampHistory } from "./withOnrampHistory"

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
    handlers: {
      generateOnrampUrl: generateOnrampUrlAt(page),
      getHistory: withOnrampHistory(getHistory, page.orders),
    },
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

/** The FUSD base units `owner` holds, over its token accounts of the mint (getTokenAccountsByOwner). */
const fusdOf = async (owner: Address) => {
  const { value } = await rpc()
    .getTokenAccountsByOwner(
      owner,
      { mint: solana.token.mint },
      { commitment: "confirmed", encoding: "jsonParsed" },
    )
    .send()
  return {
    accounts: value.length,
    units: value.reduce(
      (sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount),
      0n,
    ),
  }
}

/** The history of `owner` on the devnet from the sandbox API, with `more` query parameters. */
const historyOf = async (owner: Address, more = "") =>
  (
    await callJson(
      `${apiUrl(`/v1/account/${owner}/history`)}&chainId=${solana.caipNetworkId}${more}`,
    )
  ).body as TransactionHistory

const urlFor = (destination: string, asset = "SOL") =>
  callJson(
    apiUrl("/v1/generators/onrampurl"),
    postJson({
      destinationWallets: [
        { address: destination, blockchains: ["foyer-solana-devnet"], assets: [asset] },
      ],
      partnerUserId: destination,
      defaultNetwork: "foyer-solana-devnet",
      presetFiatAmount: 150,
      defaultExperience: "buy",
    }),
  )

/** The sandbox's quote of 150 USD of `symbol` (the options' currency) on `network`; must be 200. */
const quote150 = async (symbol: string, network: string): Promise<OnrampQuote> => {
  const { purchaseCurrencies, paymentCurrencies } = await options()
  const answer = await callJson(
    apiUrl("/v1/onramp/quote"),
    postJson({
      purchaseCurrency: purchaseCurrencies.find((each) => each.symbol === symbol),
      paymentCurrency: paymentCurrencies[0],
      amount: "150",
      network,
    }),
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as OnrampQuote
}

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
    const quote = await quote150("SOL", "SOL")
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

  it("spec 6 onramp supports Solana: the options sell FUSD on the devnet too, its contract address the mint, and SOL before it", async () => {
    const { purchaseCurrencies } = await options()
    expect(purchaseCurrencies.map((each) => [each.id, each.symbol])).toEqual([
      ["sandbox-sol", "SOL"],
      ["sandbox-fusd", "FUSD"],
    ])
    const fusd = purchaseCurrencies.find((each) => each.symbol === "FUSD")
    expect(fusd?.name).toBe("Foyer USD")
    expect(fusd?.networks.map(({ icon_url: _, ...network }) => network)).toEqual([
      {
        name: "foyer-solana-devnet",
        display_name: "Foyer Solana Devnet",
        chain_id: reference(),
        contract_address: solana.token.mint,
      },
    ])
  })

  it("quotes FUSD at 1 USD, the network fee one signature and the rent of the buyer's token account at the SOL price", async () => {
    const rent = await rpc().getMinimumBalanceForRentExemption(165n).send()
    expect(rent).toBe(splTokenAccountRentLamports)
    const quote = await quote150("FUSD", "foyer-solana-devnet")
    expect(quote.purchaseAmount).toEqual({ amount: "150", currency: "FUSD" })
    // (5000 + 2039280) lamports at 150 USD a SOL: 0.3066 USD, rounded up to the cent.
    expect(quote.networkFee).toEqual({ amount: "0.31", currency: "USD" })
    expect(quote.paymentTotal).toEqual({ amount: "150.31", currency: "USD" })
  })

  it("the good card delivers the FUSD bought by transferChecked from the treasury, making the buyer's token account, and history lists it as a buy", async () => {
    const buyer = freshAddress()
    expect(await fusdOf(buyer)).toEqual({ accounts: 0, units: 0n })
    const url = new URL(((await urlFor(buyer, "FUSD")).body as { url: string }).url)
    const described = await callJson(`${url.origin}/order${url.search}`)
    expect(described.body).toMatchObject({
      destination: buyer,
      network: { name: "foyer-solana-devnet", caipNetworkId: solana.caipNetworkId },
      asset: { symbol: "FUSD", name: "Foyer USD" },
      quote: { purchaseAmount: "150", networkFee: "0.31", paymentTotal: "150.31" },
    })
    const treasury = address(solana.accounts[3]?.address ?? "")
    const treasuryBefore = await fusdOf(treasury)
    // Its float, written at start.
    expect(treasuryBefore).toEqual({ accounts: 1, units: solanaOnrampTokenFloat * 10n ** 6n })
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
      asset: { symbol: "FUSD", name: "Foyer USD", address: solana.token.mint },
      purchaseAmount: "150",
      delivery: { from: treasury, nonce: 0 },
    })
    // The buyer now has one token account holding exactly what it bought, and no SOL: the
    // treasury paid the fee and the account's rent.
    expect(await fusdOf(buyer)).toEqual({ accounts: 1, units: parseUnits("150", 6) })
    expect(await lamportsOf(buyer)).toBe(0n)
    expect((await fusdOf(treasury)).units).toBe(treasuryBefore.units - parseUnits("150", 6))
    const signature = (order.delivery?.hash ?? "") as Signature
    const landed = await rpc()
      .getTransaction(signature, {
        commitment: "confirmed",
        encoding: "json",
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(landed?.meta?.err).toBeNull()
    // Paid by the treasury: the token account's idempotent create, then the token program.
    const { accountKeys, instructions } = landed?.transaction.message ?? {
      accountKeys: [],
      instructions: [],
    }
    expect(accountKeys[0]).toBe(treasury)
    expect(instructions.map((each) => accountKeys[each.programIdIndex])).toEqual([
      ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
      TOKEN_PROGRAM_ADDRESS,
    ])
    expect(
      landed?.meta?.postTokenBalances?.find((each) => each.owner === buyer)?.uiTokenAmount.amount,
    ).toBe("150000000")

    expect(await historyOf(buyer, "&onramp=coinbase")).toEqual({
      data: [
        {
          id: `${solana.caipNetworkId}:${signature}`,
          metadata: expect.objectContaining({
            operationType: "buy",
            hash: signature,
            status: "confirmed",
            sentFrom: treasury,
            sentTo: buyer,
            chain: solana.caipNetworkId,
            application: { name: onrampApplicationName, iconUrl: null },
          }),
          transfers: [
            expect.objectContaining({
              fungible_info: expect.objectContaining({ symbol: "FUSD", name: "Foyer USD" }),
              direction: "in",
              quantity: { numeric: "150" },
              value: 150,
            }),
          ],
        },
      ],
      next: null,
    })
    // The on-chain history shows the same transaction under the same id.
    const chain = await historyOf(buyer)
    expect(chain.data.map((each) => each.id)).toEqual([`${solana.caipNetworkId}:${signature}`])
  })
})
