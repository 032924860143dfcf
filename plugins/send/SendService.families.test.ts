// Issue 36 item 2: the send form sends by chain (spec 4). Off EVM it goes through the kernel's
// transfer seam: the receiver is checked by the family's chain adapter, the fee and the send go
// to Wallet.transferFee / Wallet.transfer / Wallet.waitForTransfer; a family whose adapter
// cannot send is 'Unsupported chain'.
import { Deferred, Effect, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import { bitcoin, Messages, Modal, TransferOutcome, UserRejectedRequestError } from "../../core"
import type { SendServiceShape } from "./SendService"
import { GasEstimate, initialSendState, type SendState } from "./SendState"
import type { SendToken } from "./SendToken"
import {
  receiver as evmReceiver,
  makeSendTestKernel as makeHarness,
  makeSendTestFamily,
  onSolana,
  solanaReceiver,
  splMint,
} from "./sendTestKernel"
import { receiverProblem } from "./validateSend"

const tokenNamed = (service: SendServiceShape, symbol: string): SendToken => {
  const token = service.tokens.getSnapshot().find((t) => t.symbol === symbol)
  if (token === undefined) throw new Error(`no ${symbol} offered`)
  return token
}

/** Fills the form: token, amount, receiver. */
const fill = (service: SendServiceShape, symbol: string, amount: string, to = solanaReceiver) =>
  Effect.gen(function* () {
    yield* service.selectToken(tokenNamed(service, symbol))
    yield* service.setAmount(amount)
    yield* service.setReceiver(to)
  })

/** The text the visitor reads for a message of the form. */
const textOf = (message: SendState["error"]) =>
  Effect.gen(function* () {
    const messages = yield* Messages
    return message === undefined ? undefined : messages.text(message.id, message.values)
  })

const typed = (state: SendState) => ({
  token: state.token?.symbol,
  sendTokenAmount: state.sendTokenAmount,
  receiverAddress: state.receiverAddress,
})

/** The kernel's account and the Send view open above Account, as a visitor gets there. */
const onSendView = Effect.gen(function* () {
  const modal = yield* Modal
  yield* modal.open({ view: { name: "Account" } })
  yield* modal.push({ name: "Send" })
  return modal
})

describe("send by chain off EVM (spec 4), through the family's transfers", () => {
  it("offers the network's coin from the account's balances and its SPL tokens, with their mint and decimals as the provider API reports them", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.sync(() => {
        expect(
          service.tokens.getSnapshot().map(({ kind, symbol, address, decimals, balance }) => ({
            kind,
            symbol,
            address,
            decimals,
            balance,
          })),
        ).toEqual([
          { kind: "native", symbol: "SOL", address: undefined, decimals: 9, balance: "10" },
          { kind: "token", symbol: "FUSD", address: splMint, decimals: 6, balance: "250" },
        ])
      }),
    )
  })

  it("spec 5 address rule per family: the receiver is checked with the family's adapter (isAddress), an EVM address is no Solana receiver; on EVM the 0x rule stays", async () => {
    const solana = makeHarness(onSolana())
    await solana.run((service) =>
      Effect.gen(function* () {
        const addresses = service.addresses.getSnapshot()
        expect(yield* textOf(receiverProblem(evmReceiver, addresses))).toBe(
          "The receiver address is not an address on this network.",
        )
        expect(receiverProblem(solanaReceiver, addresses)).toBeUndefined()
        // Base58 has no telling start: no "0x…" hint.
        expect(addresses?.placeholder).toBeUndefined()
        // Sending to it is refused before the wallet is asked.
        yield* fill(service, "SOL", "1", evmReceiver)
        yield* service.send
        expect(yield* textOf(service.store.getSnapshot().error)).toBe(
          "The receiver address is not an address on this network.",
        )
        expect(solana.events).toEqual([])
        expect(solana.steps.some((s) => s.step === "transfer")).toBe(false)
      }),
    )
    const evm = makeHarness()
    await evm.run((service) =>
      Effect.gen(function* () {
        const addresses = service.addresses.getSnapshot()
        expect(yield* textOf(receiverProblem(solanaReceiver, addresses))).toBe(
          "The receiver address must be 0x followed by 40 hexadecimal characters.",
        )
        expect(addresses?.placeholder).toBe("send.receiver.placeholder")
      }),
    )
  })

  it("fee: Wallet.transferFee for the form's transfer, in the network's coin (SOL, 9 decimals); a token's fee names its mint and decimals", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "SOL", "1.5")
        expect(harness.steps.filter((s) => s.step === "transferFee").at(-1)).toEqual({
          step: "transferFee",
          transfer: { to: solanaReceiver, units: 1_500_000_000n },
        })
        expect(service.store.getSnapshot().gasEstimate).toEqual(
          GasEstimate.Estimated({ fee: 5000n, symbol: "SOL", decimals: 9 }),
        )
        yield* service.selectToken(tokenNamed(service, "FUSD"))
        expect(harness.steps.filter((s) => s.step === "transferFee").at(-1)).toEqual({
          step: "transferFee",
          transfer: {
            to: solanaReceiver,
            units: 1_500_000n,
            token: { address: splMint, decimals: 6 },
          },
        })
        // No EVM request went to the node.
        expect(harness.steps.filter((s) => s.step === "publicRequest")).toEqual([])
      }),
    )
  })

  it("fee: known once the receiver is, before an amount is typed (for Max), reckoned for the smallest transfer", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* service.selectToken(tokenNamed(service, "SOL"))
        yield* service.setReceiver(solanaReceiver)
        expect(harness.steps.filter((s) => s.step === "transferFee")).toEqual([
          { step: "transferFee", transfer: { to: solanaReceiver, units: 1n } },
        ])
        expect(service.store.getSnapshot().gasEstimate).toMatchObject({ _tag: "Estimated" })
      }),
    )
  })

  it("fee: nothing is estimated for a receiver that is no address of the family; a refused estimate reads as its error", async () => {
    const harness = makeHarness(onSolana())
    harness.script.transferFee = () => Effect.fail(new UserRejectedRequestError({ code: 4001 }))
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "SOL", "1", evmReceiver)
        expect(service.store.getSnapshot().gasEstimate).toEqual(GasEstimate.None())
        expect(harness.steps.filter((s) => s.step === "transferFee")).toEqual([])
        yield* service.setReceiver(solanaReceiver)
        const estimate = service.store.getSnapshot().gasEstimate
        expect(estimate._tag).toBe("Failed")
        if (estimate._tag === "Failed") {
          expect(yield* textOf(estimate.message)).toBe("User rejected the request")
        }
      }),
    )
  })

  it("send SOL: SEND_INITIATED, Wallet.transfer in lamports, Wallet.waitForTransfer; confirmed, the balance refreshes, the form resets, SEND_SUCCESS with the transaction's id, and Solana sends return to Account on success (spec 4)", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.gen(function* () {
        const modal = yield* onSendView
        yield* fill(service, "SOL", "1.5")
        harness.steps.length = 0
        yield* service.send
        expect(harness.steps).toEqual([
          { step: "event", type: "SEND_INITIATED" },
          { step: "transfer", transfer: { to: solanaReceiver, units: 1_500_000_000n } },
          { step: "waitForTransfer", id: "sent:1500000000" },
          { step: "refresh" },
          { step: "event", type: "SEND_SUCCESS" },
        ])
        expect(harness.events).toEqual([
          {
            type: "SEND_INITIATED",
            token: "SOL",
            amount: "1.5",
            caipNetworkId: onSolana().network.caipNetworkId,
          },
          {
            type: "SEND_SUCCESS",
            token: "SOL",
            amount: "1.5",
            caipNetworkId: onSolana().network.caipNetworkId,
            hash: "sent:1500000000",
          },
        ])
        expect(service.store.getSnapshot()).toEqual(initialSendState)
        // Unlike an EVM native send, which stays on Send.
        expect(modal.getSnapshot().router.history).toEqual([{ name: "Account" }])
      }),
    )
  })

  it("send an SPL token: its mint and decimals go with the transfer, the amount in the token's units (FUSD, 6 decimals), and it returns to Account", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.gen(function* () {
        const modal = yield* onSendView
        yield* fill(service, "FUSD", "2.5")
        yield* service.send
        expect(harness.steps.filter((s) => s.step === "transfer")).toEqual([
          {
            step: "transfer",
            transfer: {
              to: solanaReceiver,
              units: 2_500_000n,
              token: { address: splMint, decimals: 6 },
            },
          },
        ])
        expect(harness.events.map((e) => [e.type, e.tokenAddress])).toEqual([
          ["SEND_INITIATED", splMint],
          ["SEND_SUCCESS", splMint],
        ])
        expect(modal.getSnapshot().router.history).toEqual([{ name: "Account" }])
      }),
    )
  })

  it("loading: signing while the wallet is asked, confirming with the transaction's id while the chain is awaited; edits are ignored meanwhile", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.gen(function* () {
        const signed = yield* Deferred.make<string>()
        const landed = yield* Deferred.make<TransferOutcome>()
        harness.script.transfer = () => Deferred.await(signed)
        harness.script.transferOutcome = () => Deferred.await(landed)
        yield* fill(service, "SOL", "1")
        const fiber = yield* Effect.forkChild(service.send)
        yield* Effect.yieldNow
        expect(service.store.getSnapshot().phase).toBe("signing")
        yield* service.setAmount("2")
        expect(service.store.getSnapshot().sendTokenAmount).toBe("1")
        yield* Deferred.succeed(signed, "5igna7ure")
        yield* Effect.yieldNow
        expect(service.store.getSnapshot()).toMatchObject({
          phase: "confirming",
          hash: "5igna7ure",
        })
        yield* Deferred.succeed(landed, TransferOutcome.Confirmed({ id: "5igna7ure" }))
        yield* Fiber.join(fiber)
        expect(service.store.getSnapshot()).toEqual(initialSendState)
      }),
    )
  })

  it("failed on chain: the form keeps everything typed and says why, in the chain's words; the fee paid shows in the refreshed balance; no SEND_SUCCESS", async () => {
    const harness = makeHarness(onSolana())
    harness.script.transferOutcome = (id) =>
      Effect.succeed(TransferOutcome.Failed({ id, reason: "insufficient lamports 10, need 20" }))
    await harness.run((service) =>
      Effect.gen(function* () {
        const modal = yield* onSendView
        yield* fill(service, "SOL", "3")
        yield* service.send
        const state = service.store.getSnapshot()
        expect(yield* textOf(state.error)).toBe(
          "The transaction failed: insufficient lamports 10, need 20",
        )
        expect(typed(state)).toEqual({
          token: "SOL",
          sendTokenAmount: "3",
          receiverAddress: solanaReceiver,
        })
        expect(state).toMatchObject({ phase: "editing", hash: "sent:3000000000" })
        expect(harness.events.map((e) => e.type)).toEqual(["SEND_INITIATED"])
        expect(harness.steps.filter((s) => s.step === "refresh")).toEqual([{ step: "refresh" }])
        expect(modal.getSnapshot().router.history).toEqual([{ name: "Account" }, { name: "Send" }])
      }),
    )
  })

  it("failed on chain without a reason: 'unknown reason' (spec 8)", async () => {
    const harness = makeHarness(onSolana())
    harness.script.transferOutcome = (id) =>
      Effect.succeed(TransferOutcome.Failed({ id, reason: "" }))
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "SOL", "1")
        yield* service.send
        expect(yield* textOf(service.store.getSnapshot().error)).toBe(
          "The transaction failed: unknown reason",
        )
      }),
    )
  })

  it("not seen confirmed in the family's wait: the form is kept, saying it may still be confirmed", async () => {
    const harness = makeHarness(onSolana())
    harness.script.transferOutcome = (id) => Effect.succeed(TransferOutcome.TimedOut({ id }))
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "FUSD", "1")
        yield* service.send
        const state = service.store.getSnapshot()
        expect(yield* textOf(state.error)).toBe(
          "The transaction was not confirmed in time. It may still be confirmed later.",
        )
        expect(typed(state)).toEqual({
          token: "FUSD",
          sendTokenAmount: "1",
          receiverAddress: solanaReceiver,
        })
        expect(harness.events.map((e) => e.type)).toEqual(["SEND_INITIATED"])
      }),
    )
  })

  it("a rejected transfer keeps what the visitor typed and says 'User rejected the request'; nothing is awaited", async () => {
    const harness = makeHarness(onSolana())
    harness.script.transfer = () => Effect.fail(new UserRejectedRequestError({ code: 4001 }))
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "FUSD", "3")
        yield* service.send
        const state = service.store.getSnapshot()
        expect(yield* textOf(state.error)).toBe("User rejected the request")
        expect(typed(state)).toEqual({
          token: "FUSD",
          sendTokenAmount: "3",
          receiverAddress: solanaReceiver,
        })
        expect(
          harness.steps.some((s) => s.step === "waitForTransfer" || s.step === "refresh"),
        ).toBe(false)
      }),
    )
  })

  it("spec 5 off EVM: an amount and receiver, a token and an amount within the token's decimals are required as on EVM", async () => {
    const harness = makeHarness(onSolana())
    await harness.run((service) =>
      Effect.gen(function* () {
        yield* service.setAmount("1")
        yield* service.setReceiver(solanaReceiver)
        yield* service.send
        expect(yield* textOf(service.store.getSnapshot().error)).toBe("A token is required")
        yield* fill(service, "FUSD", "0.0000001")
        yield* service.send
        expect(yield* textOf(service.store.getSnapshot().error)).toBe(
          "FUSD has at most 6 decimals.",
        )
        yield* service.setAmount("")
        yield* service.send
        expect(yield* textOf(service.store.getSnapshot().error)).toBe(
          "An amount and receiver address are required",
        )
        expect(harness.events).toEqual([])
        expect(harness.steps.some((s) => s.step === "transfer")).toBe(false)
      }),
    )
  })

  it("'Unsupported chain' on a family whose adapter cannot send (Solana without transfers; Bitcoin), before any event; no fee is estimated and no receiver judged", async () => {
    const families = [
      onSolana({ transfers: false }),
      {
        address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
        namespace: "bip122" as const,
        network: bitcoin,
        balance: "1",
        tokenBalance: [],
        chainAdapters: [makeSendTestFamily("bip122", { transfers: false })],
      },
    ]
    for (const family of families) {
      const harness = makeHarness(family)
      await harness.run((service) =>
        Effect.gen(function* () {
          expect(service.addresses.getSnapshot()).toBeUndefined()
          const native = service.tokens.getSnapshot()[0]
          if (native === undefined) throw new Error("no native coin offered")
          yield* service.selectToken(native)
          yield* service.setAmount("1")
          yield* service.setReceiver(family.address)
          expect(service.store.getSnapshot().gasEstimate).toEqual(GasEstimate.None())
          yield* service.send
          expect(yield* textOf(service.store.getSnapshot().error)).toBe("Unsupported chain")
          expect(harness.events).toEqual([])
          expect(harness.steps.filter((s) => s.step !== "event")).toEqual([])
        }),
      )
    }
  })
})
