// The pay flow's service against the real sandbox API over HTTP and the sandbox exchange's
// pay page on anvil, its status polling driven by the test clock: the payment is confirmed or
// cancelled on the page (as the visitor would in the popup), and the service sees it at its
// next poll, not before.
import { Context, Duration, Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { getAddress, parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type FoyerEvent, foyerDevnet } from "../../core"
import type { SandboxDevnet } from "../../sandbox/api/SandboxDevnet"
import { type SandboxApi, startSandboxApi } from "../../sandbox/api/startSandboxApi"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { type Anvil, startAnvil } from "../../sandbox/devnet/startAnvil"
import { payOperationHandlers } from "../../sandbox/pay/payOperationHandlers"
import { type PayPage, startPayPage } from "../../sandbox/pay/startPayPage"
import { PayForm } from "./PayForm"
import type { PayRequest } from "./PayRequest"
import { payStatusPollInterval, payStatusTimeout } from "./PaySchedules"
import { makePayService } from "./PayService"
import {
  type PayServiceNeeds,
  payServiceLayer,
  reached,
  recordingWindow,
  submit,
} from "./payServiceFixtures"

let anvil: Anvil
let devnet: SandboxDevnet
let page: PayPage
let api: SandboxApi

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, accounts: 10 })
  devnet = { chainId: 31337, rpcUrl: anvil.rpcUrl, accounts: anvil.accounts, tokens: [] }
  page = await startPayPage({ devnets: [devnet] })
  api = await startSandboxApi({ devnets: [devnet], handlers: payOperationHandlers(page) })
}, 60_000)

afterAll(async () => {
  await api?.stop()
  await page?.stop()
  await anvil?.stop()
}, 60_000)

let recipients = 0
const freshRecipient = () =>
  getAddress(`0x${(0xfeed0000 + ++recipients).toString(16).padStart(40, "0")}`)

const requestFor = (recipient: string, amount: number | string = 0.1): PayRequest => ({
  recipient,
  amount,
  asset: {
    network: "eip155:31337",
    asset: "native",
    metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
  },
})

const run = <A>(program: (events: FoyerEvent[]) => Effect.Effect<A, never, PayServiceNeeds>) => {
  const events: FoyerEvent[] = []
  const layer = payServiceLayer(api.url, foyerDevnet(anvil.rpcUrl), events)
  return Effect.runPromise(Effect.provide(Effect.scoped(program(events)), layer))
}

/** A real round trip to the API, so a status request the service made has had its answer. */
const settleIo = Effect.promise(() => fetch(`${api.url}/v1/supported-chains?projectId=p`))
/** How many round trips a test waits for a request the service makes at once to land. */
const maxRoundTrips = 100

describe("PayService", () => {
  it("lists the sandbox exchange, opens its page in the popup, polls IN_PROGRESS, and sees the confirmed payment at the next poll: PAY_SUCCESS with the transaction", async () => {
    const recipient = freshRecipient()
    const { window, shown } = recordingWindow()
    const events = await run((events) =>
      Effect.gen(function* () {
        const service = yield* makePayService
        yield* service.open(requestFor(recipient, "0.1"))
        const listed = service.store.getSnapshot()
        if (listed.phase !== "choose") throw new Error(`not choosing: ${listed.phase}`)
        expect(listed.exchanges.map((e) => e.name)).toEqual(["Sandbox Exchange"])
        const [exchange] = listed.exchanges
        if (exchange === undefined) throw new Error("no exchange")

        yield* service.pay(exchange, window)
        expect(shown).toEqual([expect.stringMatching(new RegExp(`^${page.url}/sessions/`))])
        expect(service.store.getSnapshot().phase).toBe("paying")
        yield* submit(shown[0] ?? "", "confirm")
        // The payment is made, but the service asks again only after the poll interval.
        yield* TestClock.adjust(Duration.subtract(payStatusPollInterval, Duration.millis(1)))
        yield* settleIo
        expect(service.store.getSnapshot().phase).toBe("paying")
        yield* TestClock.adjust(Duration.millis(1))
        const done = yield* reached(service.store, (s) => s.phase !== "paying")
        expect(done).toMatchObject({ phase: "success", txHash: expect.stringMatching(/^0x/) })
        const txHash = done.phase === "success" ? done.txHash : undefined
        const receipt = yield* Effect.promise(() =>
          devnetPublicClient(devnet).getTransactionReceipt({ hash: txHash as `0x${string}` }),
        )
        expect(receipt.to).toBe(recipient.toLowerCase())
        expect(
          yield* Effect.promise(() =>
            devnetPublicClient(devnet).getBalance({ address: recipient as `0x${string}` }),
          ),
        ).toBe(parseEther("0.1"))
        return events
      }),
    )
    const payload = {
      exchangeId: "sandbox-exchange",
      asset: "eip155:31337/slip44:60",
      amount: "0.1",
      recipient: `eip155:31337:${recipient}`,
    }
    expect(events.map((e) => e.type)).toEqual(["PAY_EXCHANGE_SELECTED", "PAY_SUCCESS"])
    expect(events[0]).toEqual({ type: "PAY_EXCHANGE_SELECTED", ...payload })
    expect(events[1]).toMatchObject({ type: "PAY_SUCCESS", ...payload })
  })

  it("a payment cancelled on the exchange's page fails at the next poll: PAY_ERROR 'The payment failed. Nothing was paid.'", async () => {
    const recipient = freshRecipient()
    const { window, shown } = recordingWindow()
    const events = await run((events) =>
      Effect.gen(function* () {
        const service = yield* makePayService
        yield* service.open(requestFor(recipient))
        const listed = service.store.getSnapshot()
        if (listed.phase !== "choose" || listed.exchanges[0] === undefined) throw new Error("none")
        yield* service.pay(listed.exchanges[0], window)
        yield* submit(shown[0] ?? "", "cancel")
        yield* TestClock.adjust(payStatusPollInterval)
        const done = yield* reached(service.store, (s) => s.phase !== "paying")
        expect(done).toMatchObject({ phase: "failed", failure: "failed" })
        expect(
          yield* Effect.promise(() =>
            devnetPublicClient(devnet).getBalance({ address: recipient as `0x${string}` }),
          ),
        ).toBe(0n)
        return events
      }),
    )
    expect(events.at(-1)).toMatchObject({
      type: "PAY_ERROR",
      message: "The payment failed. Nothing was paid.",
    })
  })

  it("a payment the visitor leaves for the list (open again) is no longer followed: settled later, it announces nothing", async () => {
    const recipient = freshRecipient()
    const { window, shown } = recordingWindow()
    const events = await run((events) =>
      Effect.gen(function* () {
        const service = yield* makePayService
        const request = requestFor(recipient)
        yield* service.open(request)
        const listed = service.store.getSnapshot()
        if (listed.phase !== "choose" || listed.exchanges[0] === undefined) throw new Error("none")
        yield* service.pay(listed.exchanges[0], window)
        yield* service.open(request)
        expect(service.store.getSnapshot().phase).toBe("choose")
        // Confirmed on the exchange's page afterwards: the devnet pays, the view is not told.
        yield* submit(shown[0] ?? "", "confirm")
        yield* TestClock.adjust(Duration.times(payStatusPollInterval, 3))
        yield* settleIo
        expect(service.store.getSnapshot().phase).toBe("choose")
        return events
      }),
    )
    expect(events.map((e) => e.type)).toEqual(["PAY_EXCHANGE_SELECTED"])
  })

  it("a payment left in progress is polled for 10 minutes, then fails as timed out: PAY_ERROR", async () => {
    const { window } = recordingWindow()
    const events = await run((events) =>
      Effect.gen(function* () {
        const service = yield* makePayService
        yield* service.open(requestFor(freshRecipient()))
        const listed = service.store.getSnapshot()
        if (listed.phase !== "choose" || listed.exchanges[0] === undefined) throw new Error("none")
        yield* service.pay(listed.exchanges[0], window)
        yield* TestClock.adjust(Duration.subtract(payStatusTimeout, Duration.millis(1)))
        yield* settleIo
        expect(service.store.getSnapshot().phase).toBe("paying")
        yield* TestClock.adjust(Duration.millis(1))
        const done = yield* reached(service.store, (s) => s.phase !== "paying")
        expect(done).toMatchObject({ phase: "failed", failure: "timedOut" })
        return events
      }),
    )
    expect(events.at(-1)).toMatchObject({
      type: "PAY_ERROR",
      message: "The exchange did not confirm the payment in time.",
    })
  })

  it("disposing the kit stops the polling of a payment under way: no status is asked after it, nothing is announced", async () => {
    const { window } = recordingWindow()
    const statusRequests = () => api.faults.counts().getPayStatus ?? 0
    const events = await run((events) =>
      Effect.gen(function* () {
        // The kit's plugin layer in a scope of its own, closed as the kit's dispose closes it.
        const kit = yield* Scope.make()
        const form = Context.get(yield* Layer.buildWithScope(PayForm.layer, kit), PayForm)
        const service = yield* form.get
        yield* service.open(requestFor(freshRecipient()))
        const listed = service.store.getSnapshot()
        if (listed.phase !== "choose" || listed.exchanges[0] === undefined) throw new Error("none")
        const before = statusRequests()
        yield* service.pay(listed.exchanges[0], window)
        // Polling: the first status request is asked at once (real I/O: wait until it lands).
        for (let turn = 0; statusRequests() === before && turn < maxRoundTrips; turn++) {
          yield* settleIo
        }
        expect(statusRequests() - before).toBe(1)
        yield* Scope.close(kit, Exit.void)
        for (let tick = 0; tick < 3; tick++) {
          yield* TestClock.adjust(payStatusPollInterval)
          yield* settleIo
        }
        yield* TestClock.adjust(payStatusTimeout)
        yield* settleIo
        expect(statusRequests() - before).toBe(1)
        expect(service.store.getSnapshot().phase).toBe("paying")
        return events
      }),
    )
    expect(events.map((e) => e.type)).toEqual(["PAY_EXCHANGE_SELECTED"])
  })

  it("a blocked popup fails at once with its message and asks the API nothing more", async () => {
    const events = await run((events) =>
      Effect.gen(function* () {
        const service = yield* makePayService
        yield* service.open(requestFor(freshRecipient()))
        const listed = service.store.getSnapshot()
        if (listed.phase !== "choose" || listed.exchanges[0] === undefined) throw new Error("none")
        yield* service.pay(listed.exchanges[0], undefined)
        expect(service.store.getSnapshot()).toMatchObject({
          phase: "failed",
          failure: "popupBlocked",
        })
        return events
      }),
    )
    expect(events.map((e) => [e.type, "message" in e ? e.message : undefined])).toEqual([
      ["PAY_EXCHANGE_SELECTED", undefined],
      [
        "PAY_ERROR",
        "The browser blocked the exchange's window. Allow pop-ups for this site and try again.",
      ],
    ])
  })

  it("no exchange available: a token the sandbox exchange does not send lists none", async () => {
    await run(() =>
      Effect.gen(function* () {
        const service = yield* makePayService
        const request = requestFor(freshRecipient())
        yield* service.open({
          ...request,
          asset: {
            ...request.asset,
            asset: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
            metadata: { name: "Foyer USD", symbol: "FUSD", decimals: 6 },
          },
        })
        expect(service.store.getSnapshot().phase).toBe("noExchange")
      }),
    )
  })

  it("an invalid request lists nothing and says why", async () => {
    await run(() =>
      Effect.gen(function* () {
        const service = yield* makePayService
        yield* service.open({ ...requestFor(freshRecipient()), amount: 0 })
        expect(service.store.getSnapshot()).toEqual({
          phase: "invalid",
          problem: { message: "pay.invalidAmount", values: { decimals: "18" } },
        })
      }),
    )
  })
})
