import { Deferred, Effect, Exit, Fiber, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { decodeFunctionData, erc20Abi, type Hash } from "viem"
import { describe, expect, it } from "vitest"
import {
  AccountState,
  Messages,
  Modal,
  type ReceiptOutcome,
  Schedules,
  solana,
  Toasts,
  UserRejectedRequestError,
  WalletRpcError,
} from "../../core"
import { SendService, type SendServiceShape } from "./SendService"
import { GasEstimate, initialSendState, type SendState } from "./SendState"
import type { SendToken } from "./SendToken"
import {
  fusdAddress,
  hash,
  makeSendTestKernel as makeHarness,
  receiptOf,
  receiver,
  replacementHash,
  sender,
} from "./sendTestKernel"

const tokenNamed = (service: SendServiceShape, symbol: string): SendToken => {
  const token = service.tokens.getSnapshot().find((t) => t.symbol === symbol)
  if (token === undefined) throw new Error(`no ${symbol} offered`)
  return token
}

/** Fills the form: token, amount, receiver. */
const fill = (service: SendServiceShape, symbol: string, amount: string, to = receiver) =>
  Effect.gen(function* () {
    yield* service.selectToken(tokenNamed(service, symbol))
    yield* service.setAmount(amount)
    yield* service.setReceiver(to)
  })

/** The form's text for the visitor: the error message as the view shows it. */
const errorText = (state: SendState) =>
  Effect.gen(function* () {
    const messages = yield* Messages
    return state.error === undefined ? undefined : messages.text(state.error.id, state.error.values)
  })

/** How many scheduler turns a test gives work forked in the background to start. */
const maxTurns = 100

const typed = (state: SendState) => ({
  token: state.token?.symbol,
  sendTokenAmount: state.sendTokenAmount,
  receiverAddress: state.receiverAddress,
})

describe("SendService", () => {
  it("offers the native currency and the ERC-20 tokens the account holds on the active network", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.sync(() => {
        const offered = service.tokens.getSnapshot()
        expect(offered.map((t) => [t.kind, t.symbol])).toEqual([
          ["native", "ETH"],
          ["token", "FUSD"],
        ])
        // The same snapshot until the balances or the network change.
        expect(service.tokens.getSnapshot()).toBe(offered)
        harness.accountsStore.update((s) =>
          AccountState.setAccount(s, "eip155", { tokenBalance: [] }),
        )
        expect(service.tokens.getSnapshot().map((t) => t.symbol)).toEqual(["ETH"])
      }),
    )
  })

  it("send native: SEND_INITIATED, then the wallet sends the value, the receipt is awaited, then balances refresh, the form resets, a toast and SEND_SUCCESS", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1.5")
        harness.steps.length = 0
        yield* service.send
        expect(harness.steps).toEqual([
          { step: "event", type: "SEND_INITIATED" },
          {
            step: "sendTransaction",
            transaction: { to: receiver, value: 1_500_000_000_000_000_000n },
          },
          { step: "waitForReceipt", hash },
          { step: "refresh" },
          { step: "event", type: "SEND_SUCCESS" },
        ])
        expect(harness.events).toEqual([
          { type: "SEND_INITIATED", token: "ETH", amount: "1.5", caipNetworkId: "eip155:31337" },
          {
            type: "SEND_SUCCESS",
            token: "ETH",
            amount: "1.5",
            caipNetworkId: "eip155:31337",
            hash,
          },
        ])
        expect(service.store.getSnapshot()).toEqual(initialSendState)
        yield* TestClock.adjust(1)
        const toasts = yield* Toasts
        expect(toasts.getSnapshot()).toMatchObject({
          message: "Sent 1.5 ETH",
          variant: "success",
          open: true,
        })
      }),
    )
  })

  it("the success toast waiting for the toast shown before to go is stopped with the kit: disposed meanwhile, it never shows", async () => {
    const harness = makeHarness()
    await Effect.runPromise(
      Effect.gen(function* () {
        // The kit's layers in a scope of their own, closed as the kit's dispose closes it; the
        // test runs on them (their test clock above all), as the kit's runtime runs the view's.
        const kit = yield* Scope.make()
        const context = yield* Layer.buildWithScope(harness.layer, kit)
        yield* Effect.gen(function* () {
          const service = yield* SendService
          const toasts = yield* Toasts
          yield* toasts.showError("Earlier")
          yield* fill(service, "ETH", "1.5")
          yield* service.send
          // The success toast's work has started: it hid the earlier toast and waits to show.
          for (let turn = 0; toasts.getSnapshot().open && turn < maxTurns; turn++) {
            yield* Effect.yieldNow
          }
          expect(toasts.getSnapshot()).toMatchObject({ message: "Earlier", open: false })
          yield* Scope.close(kit, Exit.void)
          yield* TestClock.adjust(Schedules.toastSwitchDelay)
          expect(toasts.getSnapshot()).toMatchObject({ message: "Earlier", open: false })
        }).pipe(Effect.provideContext(context))
      }),
    )
    expect(harness.events.map((event) => event.type)).toEqual(["SEND_INITIATED", "SEND_SUCCESS"])
  })

  it("send ERC-20: calls transfer(receiver, units) on the token, and ERC20 sends return to Account on success", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        const modal = yield* Modal
        yield* modal.open({ view: { name: "Account" } })
        yield* modal.push({ name: "Send" })
        yield* fill(service, "FUSD", "2.5")
        yield* service.send
        const sent = harness.steps.find((s) => s.step === "sendTransaction")
        const transaction = (sent as { transaction: { to: string; data: `0x${string}` } })
          .transaction
        expect(transaction.to).toBe(fusdAddress)
        expect(transaction).not.toHaveProperty("value")
        expect(decodeFunctionData({ abi: erc20Abi, data: transaction.data })).toEqual({
          functionName: "transfer",
          args: [receiver, 2_500_000n],
        })
        expect(harness.events.map((e) => [e.type, e.tokenAddress])).toEqual([
          ["SEND_INITIATED", fusdAddress],
          ["SEND_SUCCESS", fusdAddress],
        ])
        expect(modal.getSnapshot().router.history).toEqual([{ name: "Account" }])
      }),
    )
  })

  it("a native send stays on Send with the form reset", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        const modal = yield* Modal
        yield* modal.open({ view: { name: "Account" } })
        yield* modal.push({ name: "Send" })
        yield* fill(service, "ETH", "1")
        yield* service.send
        expect(modal.getSnapshot().router.history).toEqual([{ name: "Account" }, { name: "Send" }])
      }),
    )
  })

  it("a rejected send keeps what the visitor typed and says 'User rejected the request'", async () => {
    const harness = makeHarness()
    harness.script.sendTransaction = () => Effect.fail(new UserRejectedRequestError({ code: 4001 }))
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "FUSD", "3")
        yield* service.send
        const state = service.store.getSnapshot()
        expect(typed(state)).toEqual({
          token: "FUSD",
          sendTokenAmount: "3",
          receiverAddress: receiver,
        })
        expect(state.phase).toBe("editing")
        expect(yield* errorText(state)).toBe("User rejected the request")
        expect(harness.events.map((e) => e.type)).toEqual(["SEND_INITIATED"])
        expect(harness.steps.some((s) => s.step === "refresh" || s.step === "waitForReceipt")).toBe(
          false,
        )
      }),
    )
  })

  it("node errors are readable text: insufficient funds, the form kept", async () => {
    const harness = makeHarness()
    harness.script.sendTransaction = () =>
      Effect.fail(
        new WalletRpcError({ code: -32000, message: "insufficient funds for gas * price + value" }),
      )
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "100000")
        yield* service.send
        const state = service.store.getSnapshot()
        expect(yield* errorText(state)).toBe(
          "The account does not have enough funds to pay for the gas and the value.",
        )
        expect(typed(state)).toEqual({
          token: "ETH",
          sendTokenAmount: "100000",
          receiverAddress: receiver,
        })
      }),
    )
  })

  it("a form that fails validation sends nothing and emits nothing", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* service.setAmount("1")
        yield* service.setReceiver(receiver)
        yield* service.send
        expect(yield* errorText(service.store.getSnapshot())).toBe("A token is required")
        yield* service.setReceiver("")
        yield* service.send
        expect(yield* errorText(service.store.getSnapshot())).toBe(
          "An amount and receiver address are required",
        )
        expect(harness.events).toEqual([])
        expect(harness.steps.some((s) => s.step === "sendTransaction")).toBe(false)
      }),
    )
  })

  it("send by chain: on a non-EVM network it is 'Unsupported chain'", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1")
        harness.script.network = solana
        yield* service.send
        expect(yield* errorText(service.store.getSnapshot())).toBe("Unsupported chain")
        expect(harness.events).toEqual([])
      }),
    )
  })

  it("loading: signing while the wallet is asked, confirming while the receipt is awaited; edits are ignored meanwhile", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        const signed = yield* Deferred.make<Hash>()
        const mined = yield* Deferred.make<ReceiptOutcome>()
        harness.script.sendTransaction = () => Deferred.await(signed)
        harness.script.outcome = () => Deferred.await(mined)
        yield* fill(service, "ETH", "1")
        const fiber = yield* Effect.forkChild(service.send)
        yield* Effect.yieldNow
        expect(service.store.getSnapshot().phase).toBe("signing")
        yield* service.setAmount("2")
        expect(service.store.getSnapshot().sendTokenAmount).toBe("1")
        yield* Deferred.succeed(signed, hash)
        yield* Effect.yieldNow
        expect(service.store.getSnapshot()).toMatchObject({ phase: "confirming", hash })
        yield* Deferred.succeed(mined, { _tag: "Resolved", receipt: receiptOf(hash, "success") })
        yield* Fiber.join(fiber)
        expect(service.store.getSnapshot()).toEqual(initialSendState)
      }),
    )
  })

  it("receipt wait timed out: a readable message, the form and the hash kept", async () => {
    const harness = makeHarness()
    harness.script.outcome = () => Effect.succeed({ _tag: "TimedOut", hash })
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1")
        yield* service.send
        const state = service.store.getSnapshot()
        expect(yield* errorText(state)).toBe(
          "The transaction was not confirmed within 180 seconds. It may still be confirmed later.",
        )
        expect(state).toMatchObject({ phase: "editing", hash, sendTokenAmount: "1" })
        expect(harness.events.map((e) => e.type)).toEqual(["SEND_INITIATED"])
        // It may still be mined: the data layer waits for it (25 s, spec 9), then reloads.
        expect(harness.steps.filter((s) => s.step.startsWith("refresh"))).toEqual([
          { step: "refreshAfter", hash },
        ])
      }),
    )
  })

  it("left while the receipt is awaited (the flow interrupted), the send is handed to the data layer's receipt wait", async () => {
    const harness = makeHarness()
    harness.script.outcome = () => Effect.never
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1")
        const sending = yield* Effect.forkChild(service.send)
        while (!harness.steps.some((s) => s.step === "waitForReceipt")) yield* Effect.yieldNow
        yield* Fiber.interrupt(sending)
        expect(harness.steps.filter((s) => s.step.startsWith("refresh"))).toEqual([
          { step: "refreshAfter", hash },
        ])
      }),
    )
  })

  it("receipt wait replaced: cancelled and replaced are readable messages, the form kept", async () => {
    const texts: Array<string | undefined> = []
    for (const reason of ["cancelled", "replaced"] as const) {
      const harness = makeHarness()
      harness.script.outcome = () =>
        Effect.succeed({
          _tag: "Replaced",
          reason,
          replacedHash: hash,
          transaction: { hash: replacementHash } as never,
          receipt: receiptOf(replacementHash, "success"),
        })
      await harness.run((service) =>
        Effect.gen(function* () {
          yield* fill(service, "ETH", "1")
          yield* service.send
          texts.push(yield* errorText(service.store.getSnapshot()))
          expect(typed(service.store.getSnapshot()).sendTokenAmount).toBe("1")
          // Not the send asked for, so no success refresh; the replacement moved the balances,
          // which the data layer reloads once its receipt is read.
          expect(harness.steps.filter((s) => s.step.startsWith("refresh"))).toEqual([
            { step: "refreshAfter", hash: replacementHash },
          ])
        }),
      )
    }
    expect(texts).toEqual([
      "The transaction was cancelled in the wallet.",
      "Another transaction with the same nonce replaced this one.",
    ])
  })

  it("receipt wait replaced, repriced: the sped-up transaction did the send, so it succeeds", async () => {
    const harness = makeHarness()
    harness.script.outcome = () =>
      Effect.succeed({
        _tag: "Replaced",
        reason: "repriced",
        replacedHash: hash,
        transaction: { hash: replacementHash } as never,
        receipt: receiptOf(replacementHash, "success"),
      })
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1")
        yield* service.send
        expect(service.store.getSnapshot()).toEqual(initialSendState)
        expect(harness.events.at(-1)).toMatchObject({ type: "SEND_SUCCESS", hash: replacementHash })
      }),
    )
  })

  it("a reverted transaction shows the reason read by replaying the call on the state it ran on (the block before its own), the form kept", async () => {
    const harness = makeHarness()
    harness.script.outcome = () =>
      Effect.succeed({
        _tag: "Resolved",
        receipt: receiptOf(hash, "reverted"),
      })
    harness.script.publicRequest = (method) =>
      method === "eth_call"
        ? Effect.fail(
            new WalletRpcError({
              code: 3,
              message: "execution reverted: ERC20InsufficientBalance",
            }),
          )
        : Effect.succeed(method === "eth_estimateGas" ? "0x5208" : "0x1")
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "FUSD", "1")
        yield* service.send
        expect(yield* errorText(service.store.getSnapshot())).toBe(
          "Execution reverted: ERC20InsufficientBalance",
        )
        const replay = harness.steps.find(
          (s) => s.step === "publicRequest" && s.method === "eth_call",
        )
        // The receipt is block 12 (0xc): the call replays on block 11.
        expect(replay).toMatchObject({ params: [{ from: sender, to: fusdAddress }, "0xb"] })
        // Its gas was paid: the data layer reloads the balances.
        expect(harness.steps.filter((s) => s.step.startsWith("refresh"))).toEqual([
          { step: "refreshAfter", hash },
        ])
        expect(typed(service.store.getSnapshot())).toEqual({
          token: "FUSD",
          sendTokenAmount: "1",
          receiverAddress: receiver,
        })
      }),
    )
  })

  it("a reverted transaction whose replay succeeds shows 'Execution reverted: unknown reason'", async () => {
    const harness = makeHarness()
    harness.script.outcome = () =>
      Effect.succeed({
        _tag: "Resolved",
        receipt: receiptOf(hash, "reverted"),
      })
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1")
        yield* service.send
        expect(yield* errorText(service.store.getSnapshot())).toBe(
          "Execution reverted: unknown reason",
        )
      }),
    )
  })

  it("gas estimate: eth_estimateGas on the form's transfer from the account, priced at the proposed max fee (spec 9: base fee × 1.2 + tip)", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "0.5")
        const estimates = harness.steps.filter(
          (s) => s.step === "publicRequest" && s.method === "eth_estimateGas",
        )
        expect(estimates.at(-1)).toEqual({
          step: "publicRequest",
          method: "eth_estimateGas",
          params: [{ from: sender, to: receiver, value: "0x6f05b59d3b20000" }],
        })
        expect(service.store.getSnapshot().gasEstimate).toEqual(
          GasEstimate.Estimated({
            gas: 21_000n,
            fee: 21_000n * 1_000_000_000n,
            symbol: "ETH",
            decimals: 18,
          }),
        )
      }),
    )
  })

  it("gas estimate: nothing to estimate without a token and a valid receiver", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* service.selectToken(tokenNamed(service, "ETH"))
        yield* service.setReceiver("0x1234")
        expect(service.store.getSnapshot().gasEstimate).toEqual(GasEstimate.None())
        expect(harness.steps.filter((s) => s.step === "publicRequest")).toEqual([])
      }),
    )
  })

  it("gas estimate: sending, a non-numeric value becomes zero (spec 5)", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "FUSD", "abc")
        const estimate = harness.steps
          .filter((s) => s.step === "publicRequest" && s.method === "eth_estimateGas")
          .at(-1) as { params: [{ to: string; data: `0x${string}` }] }
        expect(estimate.params[0].to).toBe(fusdAddress)
        expect(decodeFunctionData({ abi: erc20Abi, data: estimate.params[0].data }).args).toEqual([
          receiver,
          0n,
        ])
      }),
    )
  })

  it("gas estimate: a refused estimate shows the node's readable reason", async () => {
    const harness = makeHarness()
    harness.script.publicRequest = () =>
      Effect.fail(new WalletRpcError({ code: -32000, message: "insufficient funds for transfer" }))
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1000000")
        const messages = yield* Messages
        const { gasEstimate } = service.store.getSnapshot()
        expect(gasEstimate._tag).toBe("Failed")
        if (gasEstimate._tag !== "Failed") return
        expect(messages.text(gasEstimate.message.id, gasEstimate.message.values)).toBe(
          "The account does not have enough funds to pay for the gas and the value.",
        )
      }),
    )
  })

  it("gas estimate: an answer to an older form is dropped", async () => {
    const harness = makeHarness()
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "1")
        const slow = yield* Deferred.make<unknown>()
        harness.script.publicRequest = (method) =>
          method === "eth_estimateGas" ? Deferred.await(slow) : Effect.succeed("0x1")
        const first = yield* Effect.forkChild(service.setAmount("2"))
        yield* Effect.yieldNow
        harness.script.publicRequest = (method) =>
          Effect.succeed(method === "eth_estimateGas" ? "0x7530" : "0x1")
        yield* service.setAmount("3")
        yield* Deferred.succeed(slow, "0x5208")
        yield* Fiber.join(first)
        expect(service.store.getSnapshot().gasEstimate).toEqual(
          GasEstimate.Estimated({ gas: 30_000n, fee: 30_000n, symbol: "ETH", decimals: 18 }),
        )
      }),
    )
  })
})
