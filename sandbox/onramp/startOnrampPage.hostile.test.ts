// The sandbox onramp page against replays and hostile input (issue 30, L1, L2, L3): a link
// the API handed out pays once (one order replayed gave 4 deliveries), links it did not hand
// out pay nothing, a preset amount beyond any number is a 400 (it was a 500), the page is
// never framed, any request target answers below 500, and what it keeps is bounded.
// Deliveries are checked on the chain.
import { type Address, erc20Abi, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectAnyTargetBelow500 } from "../../test/hostile/expectAnyTargetBelow500"
import { sendRaw } from "../../test/hostile/rawHttp"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Sandbox, startSandbox } from "../startSandbox"
import { makeOnrampOrders } from "./OnrampOrders"
import {
  makeOnrampSessionTokens,
  onrampLinkPaidMessage,
  onrampLinkUnknownMessage,
} from "./OnrampSessionTokens"
import { callJson, postJson } from "./onrampTestApi"
import { goodTestCard } from "./testCards"

const projectId = "onramp-hostile"
const accounts = 6
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId, accounts })
}, 60_000)
afterAll(async () => {
  await sandbox?.stop()
})

const devnet = () => sandbox.devnets[1]
const client = () => devnetPublicClient(devnet())
const treasury = (): Address => devnet().accounts[accounts - 2]!.address
const fusd = () => devnet().tokens.find((token) => token.symbol === "FUSD")!.address
const fusdBalance = (address: Address) =>
  client().readContract({
    address: fusd(),
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address],
  })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

/** A link the API hands out for FUSD on Foyer Devnet 2. */
const onrampUrl = async (address: Address, extra: Record<string, unknown> = {}) => {
  const answer = await callJson(
    `${sandbox.urls.api}/v1/generators/onrampurl?projectId=${projectId}`,
    postJson({
      destinationWallets: [{ address, blockchains: ["foyer-devnet-2"], assets: ["FUSD"] }],
      partnerUserId: address,
      defaultNetwork: "foyer-devnet-2",
      presetFiatAmount: 50,
      defaultExperience: "buy",
      ...extra,
    }),
  )
  expect(answer.status).toBe(200)
  return new URL((answer.body as { url: string }).url)
}
const pay = (url: URL, query = url.search.slice(1)) =>
  callJson(
    `${url.origin}/pay`,
    postJson({ query, card: { number: goodTestCard, expiry: "12/99", cvc: "123" } }),
  )

describe("single-use links (L2)", () => {
  it("one link paid four times at once delivers once: one transfer from the treasury, one order", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address)
    const nonceBefore = await client().getTransactionCount({ address: treasury() })
    const ordersBefore = sandbox.onramp.orders.list().length
    const answers = await Promise.all(Array.from({ length: 4 }, () => pay(url)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body).toEqual({ error: onrampLinkPaidMessage })
    }
    const paid = answers.find((answer) => answer.status === 200)?.body as
      | { order: { purchaseAmount: string } }
      | undefined
    expect(await client().getTransactionCount({ address: treasury() })).toBe(nonceBefore + 1)
    expect(await fusdBalance(address)).toBe(parseUnits(paid?.order.purchaseAmount ?? "", 6))
    expect(sandbox.onramp.orders.list().length).toBe(ordersBefore + 1)
    // Later, the link says it is paid, and pays nothing more.
    expect(await pay(url)).toEqual({ status: 409, body: { error: onrampLinkPaidMessage } })
    expect(await callJson(`${url.origin}/order${url.search}`)).toEqual({
      status: 409,
      body: { error: onrampLinkPaidMessage },
    })
    expect(await client().getTransactionCount({ address: treasury() })).toBe(nonceBefore + 1)
  })

  it("a link the sandbox did not hand out, or one whose token was changed, pays nothing", async () => {
    const address = freshAddress()
    const url = await onrampUrl(address)
    const forged = new URLSearchParams(url.search)
    forged.set("sessionToken", "00000000-0000-4000-8000-000000000000")
    const missing = new URLSearchParams(url.search)
    missing.delete("sessionToken")
    const nonceBefore = await client().getTransactionCount({ address: treasury() })
    for (const query of [forged, missing]) {
      expect(await pay(url, query.toString())).toEqual({
        status: 400,
        body: { error: onrampLinkUnknownMessage },
      })
      expect(await callJson(`${url.origin}/order?${query}`)).toEqual({
        status: 400,
        body: { error: onrampLinkUnknownMessage },
      })
    }
    expect(await client().getTransactionCount({ address: treasury() })).toBe(nonceBefore)
    expect(await fusdBalance(address)).toBe(0n)
  })
})

describe("preset amounts beyond any number (L3)", () => {
  it.each(["1e305", "1e400", "Infinity", "-1", "abc"])(
    "presetCryptoAmount=%s is a 400 naming it",
    async (amount) => {
      const url = await onrampUrl(freshAddress(), { presetFiatAmount: undefined })
      const query = new URLSearchParams(url.search)
      query.set("presetCryptoAmount", amount)
      const answer = await callJson(`${url.origin}/order?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        error: expect.stringMatching(new RegExp(`^Invalid presetCryptoAmount: ${amount} \\(`)),
      })
    },
  )
})

describe("framing (L1) and any request", () => {
  it("the page forbids framing, by CSP and X-Frame-Options", async () => {
    const url = await onrampUrl(freshAddress())
    const answer = await sendRaw(
      url.origin,
      `GET /${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`,
    )
    expect(answer.status).toBe(200)
    expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
    expect(answer.headers["x-frame-options"]).toBe("DENY")
  })

  it("any request target answers below 500, never a hang", async () => {
    await expectAnyTargetBelow500(sandbox.urls.onramp, {
      host: new URL(sandbox.urls.onramp).host,
      routeWords: ["order", "orders", "pay", "page.js", "?", "presetCryptoAmount=", "1e305"],
      numRuns: 40,
      expectErrorBody: (answer) => expect(JSON.parse(answer.body)).toHaveProperty("error"),
    })
  })
})

describe("what it keeps", () => {
  it("orders: the latest of their capacity", () => {
    const orders = makeOnrampOrders({ capacity: 2 })
    const order = {
      status: "declined" as const,
      createdAt: "2026-03-01T12:00:00.000Z",
      caipNetworkId: "eip155:31338",
      partnerUserId: "visitor",
      destination: freshAddress(),
      asset: { symbol: "FUSD", name: "Foyer USD", address: undefined },
      priceUsd: 1,
      paymentCurrency: "USD",
      paymentSubtotal: "10.00",
      networkFee: "0.01",
      paymentTotal: "10.01",
      purchaseAmount: "10",
    }
    const ids = [1, 2, 3].map(() => orders.add(order).id)
    expect(orders.list().map((kept) => kept.id)).toEqual(ids.slice(1))
  })

  it("links: the latest of their capacity; an older one is no longer known", () => {
    const tokens = makeOnrampSessionTokens({ capacity: 2 })
    const issued = [1, 2, 3].map(() => tokens.issue())
    expect(issued.map((token) => tokens.stateOf(token))).toEqual(["Unknown", "Open", "Open"])
  })
})
