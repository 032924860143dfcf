// The pay flow's service on Solana (spec 6: pay with exchange supports EVM and Solana) against
// the real sandbox API over HTTP and the sandbox exchange's pay page on the sandbox's Solana
// devnet, its status polling driven by the test clock: a SOL payment to a base58 recipient is
// listed, started, confirmed on the page, and seen at the next poll, paid on the SVM.
import { address, generateKeyPairSigner, type Signature } from "@solana/kit"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, expect, it } from "vitest"
import { type FoyerEvent, foyerSolanaDevnet } from "../../core"
import { type SandboxApi, startSandboxApi } from "../../sandbox/api/startSandboxApi"
import { payOperationHandlers } from "../../sandbox/pay/payOperationHandlers"
import { type PayPage, startPayPage } from "../../sandbox/pay/startPayPage"
import { lamportsPerSol } from "../../sandbox/solana/seedSolanaDevnet"
import { devnetRpc } from "../../sandbox/solana/solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "../../sandbox/solana/startSolanaDevnet"
import type { PayRequest } from "./PayRequest"
import { payStatusPollInterval } from "./PaySchedules"
import { makePayService } from "./PayService"
import type { PayState } from "./PayState"
import {
  type PayServiceNeeds,
  payServiceLayer,
  reached,
  recordingWindow,
  submit,
} from "./payServiceFixtures"

let devnet: SolanaDevnet
let page: PayPage
let api: SandboxApi

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 4 })
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

it("a SOL payment to a base58 recipient: the Sandbox Exchange is listed, its page confirmed, and the next poll sees it paid on the SVM: PAY_SUCCESS with the signature", async () => {
  const recipient = (await generateKeyPairSigner()).address
  const network = foyerSolanaDevnet(devnet.rpcUrl)
  const request: PayRequest = {
    recipient,
    amount: "0.5",
    asset: {
      network: network.caipNetworkId,
      asset: "native",
      metadata: { name: "Solana", symbol: "SOL", decimals: 9 },
    },
  }
  const { window, shown } = recordingWindow()
  const events: FoyerEvent[] = []
  const layer = payServiceLayer(api.url, network, events)
  const program: Effect.Effect<PayState, never, PayServiceNeeds> = Effect.gen(function* () {
    const service = yield* makePayService
    yield* service.open(request)
    const listed = service.store.getSnapshot()
    if (listed.phase !== "choose") throw new Error(`not choosing: ${listed.phase}`)
    expect(listed.exchanges.map((e) => e.name)).toEqual(["Sandbox Exchange"])
    const [exchange] = listed.exchanges
    if (exchange === undefined) throw new Error("no exchange")
    yield* service.pay(exchange, window)
    expect(shown).toEqual([expect.stringMatching(new RegExp(`^${page.url}/sessions/`))])
    yield* submit(shown[0] ?? "", "confirm")
    expect(service.store.getSnapshot().phase).toBe("paying")
    yield* TestClock.adjust(payStatusPollInterval)
    return yield* reached(service.store, (s) => s.phase !== "paying")
  })
  const done = await Effect.runPromise(Effect.provide(Effect.scoped(program), layer))
  expect(done).toMatchObject({ phase: "success" })
  const signature = (done.phase === "success" ? done.txHash : "") as Signature
  const rpc = devnetRpc(devnet.rpcUrl)
  expect((await rpc.getBalance(address(recipient)).send()).value).toBe(lamportsPerSol / 2n)
  const landed = await rpc
    .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
    .send()
  expect(landed?.meta?.err).toBeNull()
  const payload = {
    exchangeId: "sandbox-exchange",
    asset: `${network.caipNetworkId}/slip44:501`,
    amount: "0.5",
    recipient: `${network.caipNetworkId}:${recipient}`,
  }
  expect(events).toEqual([
    { type: "PAY_EXCHANGE_SELECTED", ...payload },
    { type: "PAY_SUCCESS", ...payload, txHash: signature },
  ])
})
