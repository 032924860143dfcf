// The sandbox exchange's pay flow over real HTTP on a real anvil: the three pay operations of
// the API served with the pay page, the page itself (in Chromium with axe too), and the
// payment on chain: "Confirm payment" moves the ETH to the recipient, "Cancel" moves nothing.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"
import { getAddress, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { PayUrl } from "../../core/api/generated/schemas"
import { chromiumForFile } from "../../test/e2e/chromiumForFile"
import type { SandboxDevnet } from "../api/SandboxDevnet"
import { type SandboxApi, startSandboxApi } from "../api/startSandboxApi"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { payOperationHandlers } from "./payOperationHandlers"
import { failedBody, sandboxApiCalls } from "./payPageTestSetup"
import { payerAccountIndex, sandboxPayExchanges } from "./sandboxPayExchanges"
import { type PayPage, payCancelledText, startPayPage } from "./startPayPage"

const chainId = 31337
const native = `eip155:${chainId}/slip44:60`
let anvil: Anvil
let devnet: SandboxDevnet
let page: PayPage
let api: SandboxApi

beforeAll(async () => {
  anvil = await startAnvil({ chainId, accounts: 10 })
  devnet = {
    chainId,
    rpcUrl: anvil.rpcUrl,
    accounts: anvil.accounts,
    tokens: [],
    name: "Foyer Devnet",
  }
  page = await startPayPage({ devnets: [devnet] })
  api = await startSandboxApi({ devnets: [devnet], handlers: payOperationHandlers(page) })
}, 60_000)

afterAll(async () => {
  await api?.stop()
  await page?.stop()
  await anvil?.stop()
}, 60_000)

const { call, post } = sandboxApiCalls(() => api.url)

/** A fresh recipient per test, so its balance starts at zero. */
let recipientCount = 0
const freshRecipient = () =>
  `0x${(0xbeef0000 + ++recipientCount).toString(16).padStart(40, "0")}` as const

const start = async (recipient: string, amount = "0.25") => {
  const answer = await post("/v1/pay/sessions?projectId=p", {
    exchangeId: "sandbox-exchange",
    asset: native,
    amount,
    recipient: `eip155:${chainId}:${recipient}`,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as PayUrl
}
const status = (sessionId: string) => call(`/v1/pay/sessions/${sessionId}?projectId=p`)
const balanceOf = (address: `0x${string}`) => devnetPublicClient(devnet).getBalance({ address })
/** Posts a page's form as a browser would, without following its 303. */
const submit = (url: string, action: "confirm" | "cancel") =>
  fetch(`${url}/${action}`, { method: "POST", redirect: "manual" })

describe("GET /v1/pay/exchanges", () => {
  it("lists the Sandbox Exchange for a served devnet's native currency", async () => {
    expect(await call(`/v1/pay/exchanges?projectId=p&asset=${native}&amount=1.5`)).toEqual({
      status: 200,
      body: { exchanges: sandboxPayExchanges, total: 1 },
    })
    expect(sandboxPayExchanges.map((e) => e.name)).toEqual(["Sandbox Exchange"])
  })

  it("no exchange for a token, another network, more than the exchange holds, or a page past the end", async () => {
    const none = { status: 200, body: { exchanges: [], total: 0 } }
    const token = `eip155:${chainId}/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3`
    expect(await call(`/v1/pay/exchanges?projectId=p&asset=${token}`)).toEqual(none)
    expect(await call("/v1/pay/exchanges?projectId=p&asset=eip155:1/slip44:60")).toEqual(none)
    expect(await call(`/v1/pay/exchanges?projectId=p&asset=${native}&amount=99999999`)).toEqual(
      none,
    )
    expect(await call(`/v1/pay/exchanges?projectId=p&asset=${native}&page=1`)).toEqual({
      status: 200,
      body: { exchanges: [], total: 1 },
    })
  })

  it("a malformed asset, amount or page is a 400 naming it", async () => {
    expect(await call("/v1/pay/exchanges?projectId=p&asset=ETH")).toEqual({
      status: 400,
      body: failedBody(
        "asset",
        "Invalid asset: ETH (a CAIP-19 id such as eip155:1/slip44:60, eip155:1/erc20:0x…, solana:<ref>/slip44:501 or solana:<ref>/token:<mint>)",
      ),
    })
    expect((await call(`/v1/pay/exchanges?projectId=p&asset=${native}&amount=0`)).body).toEqual(
      failedBody(
        "amount",
        "Invalid amount: 0 (a positive decimal in whole units, at most 18 decimals)",
      ),
    )
    expect((await call(`/v1/pay/exchanges?projectId=p&asset=${native}&page=-1`)).body).toEqual(
      failedBody("page", "Invalid page: -1 (a whole number from 0)"),
    )
  })
})

describe("POST /v1/pay/sessions and GET /v1/pay/sessions/{sessionId}", () => {
  it("a new session is IN_PROGRESS and its URL is the pay page of that session", async () => {
    const { url, sessionId } = await start(freshRecipient())
    expect(url).toBe(`${page.url}/sessions/${sessionId}`)
    expect(await status(sessionId)).toEqual({ status: 200, body: { status: "IN_PROGRESS" } })
  })

  it("Confirm payment sends the amount on chain to the recipient: SUCCESS with that transaction", async () => {
    const recipient = freshRecipient()
    const payer = devnet.accounts[payerAccountIndex]?.address
    if (payer === undefined) throw new Error("no payer account")
    const payerBefore = await balanceOf(payer)
    const { url, sessionId } = await start(recipient, "0.25")

    const answer = await submit(url, "confirm")
    expect([answer.status, answer.headers.get("location")]).toEqual([303, `/sessions/${sessionId}`])
    const { body } = await status(sessionId)
    expect(body).toEqual({ status: "SUCCESS", txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await balanceOf(recipient)).toBe(parseEther("0.25"))
    const receipt = await devnetPublicClient(devnet).getTransactionReceipt({ hash: body.txHash })
    expect([receipt.from, receipt.to, receipt.status]).toEqual([
      payer.toLowerCase(),
      recipient.toLowerCase(),
      "success",
    ])
    expect(await balanceOf(payer)).toBeLessThan(payerBefore - parseEther("0.25") + 1n)

    // A second confirm (or a late cancel) changes nothing: paid once.
    await submit(url, "confirm")
    await submit(url, "cancel")
    expect((await status(sessionId)).body).toEqual(body)
    expect(await balanceOf(recipient)).toBe(parseEther("0.25"))
  })

  it("Cancel settles FAILED and sends nothing; a confirm after it pays nothing", async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = await start(recipient)
    expect((await submit(url, "cancel")).status).toBe(303)
    expect(await status(sessionId)).toEqual({ status: 200, body: { status: "FAILED" } })
    await submit(url, "confirm")
    expect((await status(sessionId)).body).toEqual({ status: "FAILED" })
    expect(await balanceOf(recipient)).toBe(0n)
  })

  it("an unknown session is a 404, on the API and on the page", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000"
    expect(await status(unknown)).toEqual({
      status: 404,
      body: failedBody("sessionId", `Unknown pay session: ${unknown}`),
    })
    expect((await fetch(`${page.url}/sessions/${unknown}`)).status).toBe(404)
  })

  it("refuses an unknown exchange, a recipient on another network, a bad amount, a token", async () => {
    const recipient = `eip155:${chainId}:${freshRecipient()}`
    const body = { exchangeId: "sandbox-exchange", asset: native, amount: "1", recipient }
    const refused = async (change: object) =>
      (await post("/v1/pay/sessions?projectId=p", { ...body, ...change })).body
    expect(await refused({ exchangeId: "binance" })).toEqual(
      failedBody("exchangeId", "Unknown exchange: binance (the sandbox's: sandbox-exchange)"),
    )
    expect(
      await refused({ recipient: "eip155:1:0x000000000000000000000000000000000000dEaD" }),
    ).toEqual(
      failedBody("recipient", `The recipient is on eip155:1, the asset on eip155:${chainId}`),
    )
    expect(await refused({ recipient: "0xdead" })).toEqual(
      failedBody(
        "recipient",
        "Invalid recipient: 0xdead (a CAIP-10 address such as eip155:1:0x… or solana:<ref>:<base58>)",
      ),
    )
    expect(await refused({ amount: "-1" })).toEqual(
      failedBody(
        "amount",
        "Invalid amount: -1 (a positive decimal in whole units, at most 18 decimals)",
      ),
    )
    const token = `eip155:${chainId}/erc20:0x5FbDB2315678afecb367f032d93F642f64180aa3`
    expect(await refused({ asset: token })).toEqual(
      failedBody("asset", `Sandbox Exchange does not send ${token}`),
    )
  })
})

describe("the pay page in Chromium", () => {
  const browser = chromiumForFile()
  const axeSource = readFileSync(
    createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
    "utf8",
  )
  const axeViolations = async (tab: Page) => {
    await tab.evaluate(axeSource)
    return tab.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } }
      ).axe
      return (await axe.run()).violations.map((violation) => violation.id)
    })
  }

  it("shows what is paid to whom; Confirm payment pays and says so; no axe violations", async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = await start(recipient, "0.5")
    const tab = await browser().newPage()
    await tab.goto(url)
    expect(await tab.title()).toBe("Sandbox Exchange: confirm payment")
    const details = await tab.locator("dl").innerText()
    expect(details).toContain("0.5 ETH")
    expect(details).toContain(getAddress(recipient))
    expect(details).toContain("Foyer Devnet")
    expect(await axeViolations(tab)).toEqual([])

    await tab.getByRole("button", { name: "Confirm payment" }).click()
    await tab.getByRole("status").waitFor()
    const { body } = await status(sessionId)
    expect(await tab.getByRole("status").innerText()).toBe(
      `Payment sent in transaction ${body.txHash}. You can close this window.`,
    )
    expect(await tab.getByRole("button").count()).toBe(0)
    expect(await axeViolations(tab)).toEqual([])
    expect(await balanceOf(recipient)).toBe(parseEther("0.5"))
  })

  it("Cancel says the payment is cancelled and pays nothing", async () => {
    const recipient = freshRecipient()
    const { url } = await start(recipient)
    const tab = await browser().newPage()
    await tab.goto(url)
    await tab.getByRole("button", { name: "Cancel" }).click()
    await tab.getByRole("status").waitFor()
    expect(await tab.getByRole("status").innerText()).toBe(
      `${payCancelledText}. You can close this window.`,
    )
    expect(await balanceOf(recipient)).toBe(0n)
  })
})
