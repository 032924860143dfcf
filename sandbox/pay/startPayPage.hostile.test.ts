// The sandbox exchange's pay page against a hostile page and hostile clicks (issue 30, M5 and
// L1): it may not be framed (a click inside a frame paid), a cancel racing a confirm never
// reports FAILED for a payment that was sent, replayed confirms pay once, any request target
// answers below 500, and the sessions it keeps are bounded. Payments are checked on the chain.
import { type Address, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { expectAnyTargetBelow500 } from "../../test/hostile/expectAnyTargetBelow500"
import { sendRaw } from "../../test/hostile/rawHttp"
import type { SandboxApi } from "../api/startSandboxApi"
import { startSandboxApi } from "../api/startSandboxApi"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { makePaySessions } from "./PaySessions"
import { payOperationHandlers } from "./payOperationHandlers"
import { payerAccountIndex } from "./sandboxPayExchanges"
import { type PayPage, payConfirmedText, startPayPage } from "./startPayPage"

const chainId = 31337
let anvil: Anvil
let page: PayPage
let api: SandboxApi

beforeAll(async () => {
  anvil = await startAnvil({ chainId, accounts: 5 })
  const devnet = { chainId, rpcUrl: anvil.rpcUrl, accounts: anvil.accounts, tokens: [] }
  page = await startPayPage({ devnets: [devnet] })
  api = await startSandboxApi({ devnets: [devnet], handlers: payOperationHandlers(page) })
}, 30_000)

afterAll(async () => {
  await api?.stop()
  await page?.stop()
  await anvil?.stop()
})

const client = () => devnetPublicClient(anvil)
const payer = (): Address => anvil.accounts[payerAccountIndex]!.address
let recipients = 0
const freshRecipient = (): Address =>
  `0x${(0xfeed0000 + ++recipients).toString(16).padStart(40, "0")}`

const start = async (recipient: Address, amount = "0.25") => {
  const response = await fetch(`${api.url}/v1/pay/sessions?projectId=p`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      exchangeId: "sandbox-exchange",
      asset: `eip155:${chainId}/slip44:60`,
      amount,
      recipient: `eip155:${chainId}:${recipient}`,
    }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { url: string; sessionId: string }
}
const status = async (sessionId: string) =>
  (await fetch(`${api.url}/v1/pay/sessions/${sessionId}?projectId=p`)).json()
const submit = async (url: string, action: "confirm" | "cancel") => {
  const response = await fetch(`${url}/${action}`, { method: "POST", redirect: "manual" })
  return { status: response.status, text: await response.text() }
}
const nonceOf = (address: Address, blockTag: "latest" | "pending") =>
  client().getTransactionCount({ address, blockTag })

describe("framing (L1)", () => {
  it("every answer of the pay page forbids framing, by CSP and X-Frame-Options", async () => {
    const { url } = await start(freshRecipient())
    const path = new URL(url).pathname
    const host = new URL(page.url).host
    const answers = await Promise.all(
      [
        `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n`,
        `GET /sessions/00000000-0000-4000-8000-000000000000 HTTP/1.1\r\nHost: ${host}\r\n`,
        `GET ${path}/confirm HTTP/1.1\r\nHost: ${host}\r\n`,
        // A DNS-rebinding page reaches the server under its own name.
        `GET ${path} HTTP/1.1\r\nHost: evil.example\r\n`,
      ].map((head) => sendRaw(page.url, `${head}Connection: close\r\n\r\n`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 405, 403])
    for (const answer of answers) {
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
      expect(answer.headers["x-frame-options"]).toBe("DENY")
    }
  })
})

describe("a cancel racing a confirm (M5)", () => {
  it("once the payment is being sent, Cancel is refused, and the payment ends SUCCESS on chain", async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = await start(recipient, "0.5")
    const minedNonce = await nonceOf(payer(), "latest")
    // The confirm's transaction waits in the pool until the test mines it: the cancel comes
    // while the payment is on its way, as a second click in another tab would.
    await client().request({ method: "evm_setAutomine", params: [false] } as never)
    try {
      const confirming = submit(url, "confirm")
      await expect.poll(() => nonceOf(payer(), "pending"), { timeout: 10_000 }).toBe(minedNonce + 1)
      expect(await submit(url, "cancel")).toEqual({
        status: 409,
        text: expect.stringContaining(payConfirmedText),
      })
      const sending = await (await fetch(url)).text()
      expect(sending).toContain("Sending the payment")
      expect(sending).not.toContain("<button")
      await client().request({ method: "evm_mine" } as never)
      expect((await confirming).status).toBe(303)
    } finally {
      await client().request({ method: "evm_setAutomine", params: [true] } as never)
    }
    const settled = await status(sessionId)
    expect(settled).toEqual({ status: "SUCCESS", txHash: expect.stringMatching(/^0x/) })
    expect(await client().getBalance({ address: recipient })).toBe(parseEther("0.5"))
    const receipt = await client().getTransactionReceipt({ hash: settled.txHash })
    expect([receipt.status, receipt.to]).toEqual(["success", recipient.toLowerCase()])
  })

  it("a cancel that comes first cancels, and the confirms after it pay nothing", async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = await start(recipient)
    expect((await submit(url, "cancel")).status).toBe(303)
    const answers = await Promise.all([submit(url, "confirm"), submit(url, "confirm")])
    expect(answers.map((answer) => answer.status)).toEqual([303, 303])
    expect(await status(sessionId)).toEqual({ status: "FAILED" })
    expect(await client().getBalance({ address: recipient })).toBe(0n)
  })
})

describe("replayed confirms", () => {
  it("four confirms of one session at once pay it once: one transaction from the payer", async () => {
    const recipient = freshRecipient()
    const { url, sessionId } = await start(recipient, "0.1")
    const before = await nonceOf(payer(), "latest")
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(url, "confirm")))
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303])
    expect(await status(sessionId)).toMatchObject({ status: "SUCCESS" })
    expect(await nonceOf(payer(), "latest")).toBe(before + 1)
    expect(await client().getBalance({ address: recipient })).toBe(parseEther("0.1"))
  })
})

describe("huge fields of a new session", () => {
  it("a million-character amount, asset or recipient is a 400 that repeats only its start", async () => {
    const huge = "9".repeat(1_000_000)
    const echoed = `${"9".repeat(100)}… (1000000 characters)`
    const body = {
      exchangeId: "sandbox-exchange",
      asset: `eip155:${chainId}/slip44:60`,
      amount: "1",
      recipient: `eip155:${chainId}:${freshRecipient()}`,
    }
    const refused = async (change: object) => {
      const response = await fetch(`${api.url}/v1/pay/sessions?projectId=p`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...body, ...change }),
      })
      return { status: response.status, body: await response.json() }
    }
    const failedWith = (field: string, description: string) => ({
      status: 400,
      body: { status: "FAILED", reasons: [{ field, description }] },
    })
    expect(await refused({ amount: huge })).toEqual(
      failedWith(
        "amount",
        `Invalid amount: ${echoed} (a positive decimal in whole units, at most 18 decimals)`,
      ),
    )
    expect(await refused({ asset: huge })).toEqual(
      failedWith(
        "asset",
        `Invalid asset: ${echoed} (a CAIP-19 id such as eip155:1/slip44:60, eip155:1/erc20:0x…, solana:<ref>/slip44:501 or solana:<ref>/token:<mint>)`,
      ),
    )
    expect(await refused({ recipient: huge })).toEqual(
      failedWith(
        "recipient",
        `Invalid recipient: ${echoed} (a CAIP-10 address such as eip155:1:0x… or solana:<ref>:<base58>)`,
      ),
    )
    expect(await refused({ exchangeId: huge })).toEqual(
      failedWith("exchangeId", `Unknown exchange: ${echoed} (the sandbox's: sandbox-exchange)`),
    )
  })
})

describe("any request", () => {
  it("any request target answers below 500, never a hang", async () => {
    await expectAnyTargetBelow500(page.url, {
      host: new URL(page.url).host,
      routeWords: ["sessions", "confirm", "cancel", "00000000-0000-4000-8000-000000000000"],
      numRuns: 40,
      // The page's own HTML, or the JSON error of a request Node's parser refused.
      expectErrorBody: (answer) => expect(answer.body).toMatch(/<h1>|^\{"error":/),
    })
  })
})

describe("the sessions it keeps", () => {
  it("at most its capacity: the oldest sessions go first", () => {
    const sessions = makePaySessions({ capacity: 3 })
    const fields = {
      exchangeId: "sandbox-exchange",
      asset: "eip155:31337/slip44:60",
      amount: "1",
      value: 1n,
      symbol: "ETH",
      payAsset: { kind: "native", caipNetworkId: `eip155:${chainId}`, chainId } as const,
      recipient: freshRecipient(),
    }
    const started = Array.from({ length: 5 }, () => sessions.start(fields))
    expect(started.map((session) => sessions.get(session.id) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ])
  })
})
