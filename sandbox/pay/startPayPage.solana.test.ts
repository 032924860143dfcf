// The sandbox exchange pays on Solana (spec 6: pay with exchange supports EVM and Solana), over
// real HTTP on the sandbox's Solana devnet: the pay operations of the API served with the pay
// page list the exchange for SOL and FUSD (the SPL token), and "Confirm payment" moves them to
// the recipient by a transaction on the SVM, read back over the devnet's JSON-RPC.
import { address, generateKeyPairSigner } from "@solana/kit"
import { findAssociatedTokenPda } from "@solana-program/token"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { PayUrl } from "../../core/api/generated/schemas"
import { type SandboxApi, startSandboxApi } from "../api/startSandboxApi"
import { lamportsPerSol } from "../solana/seedSolanaDevnet"
import { type DevnetRpc, devnetRpc } from "../solana/solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "../solana/startSolanaDevnet"
import { payOperationHandlers } from "./payOperationHandlers"
import { failedBody, sandboxApiCalls } from "./payPageTestSetup"
import { payerAccountIndex, sandboxPayExchanges } from "./sandboxPayExchanges"
import { solanaExchangeFloat } from "./solanaExchangeFloat"
import { type PayPage, payCancelledText, startPayPage } from "./startPayPage"

let devnet: SolanaDevnet
let rpc: DevnetRpc
let page: PayPage
let api: SandboxApi
let network: string

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 5 })
  rpc = devnetRpc(devnet.rpcUrl)
  network = devnet.caipNetworkId
  page = await startPayPage({ devnets: [], solanaDevnets: [devnet] })
  api = await startSandboxApi({
    devnets: [],
    solanaDevnets: [{ ...devnet, tokens: [devnet.token] }],
    handlers: payOperationHandlers(page),
  })
}, 60_000)

afterAll(async () => {
  await api?.stop()
  await page?.stop()
  await devnet?.stop()
}, 60_000)

const sol = () => `${network}/slip44:501`
const fusd = () => `${network}/token:${devnet.token.mint}`
const fusdUnits = (whole: bigint) => whole * 10n ** BigInt(devnet.token.decimals)

const { call, post } = sandboxApiCalls(() => api.url)
const listed = (asset: string, amount?: string) =>
  call(
    `/v1/pay/exchanges?projectId=p&asset=${encodeURIComponent(asset)}${amount === undefined ? "" : `&amount=${amount}`}`,
  )

/** A fresh recipient per test: no SOL and no token account. */
const freshRecipient = async () => (await generateKeyPairSigner()).address

const start = async (asset: string, recipient: string, amount: string) => {
  const answer = await post("/v1/pay/sessions?projectId=p", {
    exchangeId: "sandbox-exchange",
    asset,
    amount,
    recipient: `${network}:${recipient}`,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as PayUrl
}
const status = (sessionId: string) => call(`/v1/pay/sessions/${sessionId}?projectId=p`)
const submit = (url: string, action: "confirm" | "cancel") =>
  fetch(`${url}/${action}`, { method: "POST", redirect: "manual" })
const solOf = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value
const fusdOf = async (owner: string) => {
  const { value } = await rpc
    .getTokenAccountsByOwner(address(owner), { mint: devnet.token.mint }, { encoding: "base64" })
    .send()
  if (value.length === 0) return undefined
  const [tokenAccount] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: devnet.token.mint,
    tokenProgram: devnet.token.programId,
  })
  return BigInt((await rpc.getTokenAccountBalance(tokenAccount).send()).value.amount)
}

describe("GET /v1/pay/exchanges on Solana", () => {
  it("lists the Sandbox Exchange for SOL and for the devnet's SPL token (FUSD) it holds", async () => {
    const exchange = { status: 200, body: { exchanges: sandboxPayExchanges, total: 1 } }
    expect(await listed(sol(), "2.5")).toEqual(exchange)
    expect(await listed(fusd(), "12.34")).toEqual(exchange)
  })

  it("no exchange for an unknown mint, another Solana network, or more than the exchange holds", async () => {
    const none = { status: 200, body: { exchanges: [], total: 0 } }
    const otherMint = await freshRecipient()
    expect(await listed(`${network}/token:${otherMint}`)).toEqual(none)
    expect(await listed("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp/slip44:501")).toEqual(none)
    expect(await listed(sol(), "99999999")).toEqual(none)
    expect(await listed(fusd(), String(solanaExchangeFloat + 1n))).toEqual(none)
  })

  it("an amount with more decimals than the asset has is a 400 naming them (SOL 9, FUSD 6)", async () => {
    expect((await listed(sol(), "0.0000000001")).body).toEqual(
      failedBody(
        "amount",
        "Invalid amount: 0.0000000001 (a positive decimal in whole units, at most 9 decimals)",
      ),
    )
    expect((await listed(fusd(), "0.0000001")).body).toEqual(
      failedBody(
        "amount",
        "Invalid amount: 0.0000001 (a positive decimal in whole units, at most 6 decimals)",
      ),
    )
  })
})

describe("paying on Solana", () => {
  it("Confirm payment sends the SOL on the SVM to the recipient: SUCCESS with the transaction's signature", async () => {
    const recipient = await freshRecipient()
    const { url, sessionId } = await start(sol(), recipient, "0.25")
    expect(await status(sessionId)).toEqual({ status: 200, body: { status: "IN_PROGRESS" } })
    const payer = devnet.accounts[payerAccountIndex]?.address ?? ""
    const payerBefore = await solOf(payer)
    expect((await submit(url, "confirm")).status).toBe(303)

    const settled = await status(sessionId)
    expect(settled.body).toMatchObject({ status: "SUCCESS" })
    const signature = settled.body.txHash
    expect(await solOf(recipient)).toBe(lamportsPerSol / 4n)
    const landed = await rpc
      .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
      .send()
    expect([landed?.meta?.err, landed?.transaction.message.accountKeys[0]]).toEqual([null, payer])
    // The exchange paid the amount and the fee.
    expect(payerBefore - (await solOf(payer))).toBe(lamportsPerSol / 4n + (landed?.meta?.fee ?? 0n))
    const shown = await (await fetch(url)).text()
    expect(shown).toContain("0.25 SOL")
    expect(shown).toContain("Foyer Solana Devnet")
    expect(shown).toContain(signature)
  })

  it("an SPL token: the recipient's token account is made and gets the FUSD, from the exchange's float", async () => {
    const recipient = await freshRecipient()
    expect(await fusdOf(recipient)).toBeUndefined()
    const payer = devnet.accounts[payerAccountIndex]?.address ?? ""
    const floatBefore = (await fusdOf(payer)) ?? 0n
    const { url, sessionId } = await start(fusd(), recipient, "12.5")
    await submit(url, "confirm")
    expect((await status(sessionId)).body).toMatchObject({ status: "SUCCESS" })
    expect(await fusdOf(recipient)).toBe(fusdUnits(25n) / 2n)
    expect(floatBefore - ((await fusdOf(payer)) ?? 0n)).toBe(fusdUnits(25n) / 2n)
  })

  it("Cancel sends nothing", async () => {
    const recipient = await freshRecipient()
    const { url, sessionId } = await start(sol(), recipient, "1")
    await submit(url, "cancel")
    expect((await status(sessionId)).body).toEqual({ status: "FAILED" })
    expect(await (await fetch(url)).text()).toContain(payCancelledText)
    expect(await solOf(recipient)).toBe(0n)
  })

  it("refuses an EVM or malformed recipient, a recipient on another network, an unknown mint", async () => {
    const body = { exchangeId: "sandbox-exchange", asset: sol(), amount: "1" }
    const refused = async (change: object) =>
      (await post("/v1/pay/sessions?projectId=p", { ...body, ...change })).body
    const recipient = await freshRecipient()
    expect(
      await refused({ recipient: "eip155:1:0x000000000000000000000000000000000000dEaD" }),
    ).toEqual(failedBody("recipient", `The recipient is on eip155:1, the asset on ${network}`))
    expect(await refused({ recipient: `${network}:0OIl` })).toEqual(
      failedBody(
        "recipient",
        `Invalid recipient: ${network}:0OIl (a CAIP-10 address such as eip155:1:0x… or solana:<ref>:<base58>)`,
      ),
    )
    const otherNetwork = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
    expect(
      await refused({
        asset: `${otherNetwork}/slip44:501`,
        recipient: `${otherNetwork}:${recipient}`,
      }),
    ).toEqual(failedBody("asset", `Sandbox Exchange does not send ${otherNetwork}/slip44:501`))
    const unknownMint = `${network}/token:${await freshRecipient()}`
    expect(await refused({ asset: unknownMint, recipient: `${network}:${recipient}` })).toEqual(
      failedBody("asset", `Sandbox Exchange does not send ${unknownMint}`),
    )
  })

  it("the exchange's float is written as the genesis writes, not by a transaction: the visitor accounts' history stays empty", async () => {
    const first = devnet.accounts[0]?.address ?? ""
    expect(await rpc.getSignaturesForAddress(address(first)).send()).toEqual([])
    const { value } = await rpc.getTokenSupply(devnet.token.mint).send()
    // Three holders' 10000 each, the float, and what the exchange has paid out stays counted.
    expect(BigInt(value.amount)).toBe(fusdUnits(30_000n + solanaExchangeFloat))
  })
})
