import { Effect, Exit, Layer, Scope } from "effect"
import { TestClock } from "effect/testing"
import { parseEther } from "viem"
import { describe, expect, it } from "vitest"
import { ApiHttpError, foyerDevnet2, UserRejectedRequestError } from "../../core"
import { defaultSwapGasEstimate } from "./maxSwapAmount"
import { SwapService } from "./SwapService"
import { SwapQuote } from "./SwapState"
import type { SwapToken } from "./SwapToken"
import { SwapTokensState } from "./SwapTokensState"
import { quoteDebounce } from "./swapDurations"
import {
  convertTokens,
  defaultApiScript,
  fusdAddress,
  hash,
  makeSwapTestKernel,
  nodeAnswers,
  routerAddress,
  type Step,
} from "./swapTestKernel"
import { withGasMargin } from "./withGasMargin"

const failing =
  (operationId: string, description: string, status = 500) =>
  () =>
    Effect.fail(new ApiHttpError({ operationId, status, reasons: [{ description }] as never }))

const loaded = (tokens: SwapTokensState): ReadonlyArray<SwapToken> => {
  if (tokens._tag !== "Loaded") throw new Error(`tokens are ${tokens._tag}`)
  return tokens.tokens
}

/** The API operations and wallet calls in `steps`, without the reads the view does not wait for. */
const apiCalls = (steps: ReadonlyArray<Step>) =>
  steps.flatMap((step) => (step.step === "api" ? [step.operationId] : []))

/** The node reads (wallet.publicRequest) in `steps`. */
const nodeReads = (steps: ReadonlyArray<Step>) =>
  steps.flatMap((step) => (step.step === "publicRequest" ? [step.method] : []))

/** Loads the tokens, chooses FUSD -> ETH and types `amount`, quoted at once. */
const fusdToEth = (amount: string) =>
  Effect.fnUntraced(function* (
    service: Parameters<Parameters<ReturnType<typeof makeSwapTestKernel>["run"]>[0]>[0],
  ) {
    yield* service.loadTokens
    const [eth, fusd] = loaded(service.tokens.getSnapshot())
    yield* service.selectSourceToken(fusd!)
    yield* service.selectToToken(eth!)
    yield* service.setAmount(amount)
    yield* service.quote
    yield* service.quoted
    return { eth: eth!, fusd: fusd! }
  })

describe("the swap service on a test kernel (scripted provider API and wallet)", () => {
  it("loads the network's tokens, suggested first (ETH), and offers the network's currency to pay", async () => {
    const kernel = makeSwapTestKernel()
    const state = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        return { tokens: service.tokens.getSnapshot(), form: service.store.getSnapshot() }
      }),
    )
    expect(loaded(state.tokens).map((t) => t.symbol)).toEqual(["ETH", "FUSD"])
    expect(state.form.sourceToken?.symbol).toBe("ETH")
  })

  it("spec 8: on a network that is not a swap network, 'Network not supported for Swaps' and no request", async () => {
    const kernel = makeSwapTestKernel({ network: foyerDevnet2("http://127.0.0.1:8546") })
    const tokens = await kernel.run((service) =>
      Effect.map(service.loadTokens, () => service.tokens.getSnapshot()),
    )
    expect(tokens).toEqual(SwapTokensState.Unsupported())
    expect(apiCalls(kernel.steps)).toEqual([])
  })

  it("quotes: the pool's output, 1 % slippage minimum, price impact from USD prices, the approve's fee when the allowance is short", async () => {
    const kernel = makeSwapTestKernel()
    const quote = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        return service.store.getSnapshot().quote
      }),
    )
    expect(quote).toEqual(
      SwapQuote.Ready({
        toAmount: 498_000_000_000_000n,
        amountOutMin: 493_020_000_000_000n,
        // 1 FUSD at $1 in, 0.000498 ETH at $2000 out: 0.4 % less.
        priceImpact: expect.closeTo(0.4, 10) as never,
        // The approve's gas as the node estimates it (0xb41e) at the standard gas price.
        gas: 0xb41en,
        fee: 0xb41en * 1_000_000_000n,
        feeCurrency: { symbol: "ETH", decimals: 18 },
        needsApproval: true,
      }),
    )
    expect(apiCalls(kernel.steps)).toEqual([
      "getConvertTokens",
      "getConvertGasPrice",
      "getConvertQuotes",
      "getConvertAllowance",
      "getFungiblePrice",
      "buildConvertApprove",
    ])
  })

  it("spec 5: the allowance holds when it is at least the source amount in units (then the swap's own gas is the fee)", async () => {
    const kernel = makeSwapTestKernel()
    kernel.script.api.getConvertAllowance = () => Effect.succeed({ allowance: "1000000" })
    const quote = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        return service.store.getSnapshot().quote
      }),
    )
    expect(quote).toMatchObject({ _tag: "Ready", needsApproval: false, fee: 150_000n * 10n ** 9n })
    expect(apiCalls(kernel.steps).at(-1)).toBe("buildConvertTransaction")

    // One unit more than the allowance: approval needed.
    const short = makeSwapTestKernel()
    short.script.api.getConvertAllowance = () => Effect.succeed({ allowance: "999999" })
    const shortQuote = await short.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        return service.store.getSnapshot().quote
      }),
    )
    expect(shortQuote).toMatchObject({ _tag: "Ready", needsApproval: true })
  })

  it("a quote while typing is debounced: one quote for the last amount, the earlier one cancelled", async () => {
    const kernel = makeSwapTestKernel()
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        const [eth, fusd] = loaded(service.tokens.getSnapshot())
        yield* service.selectSourceToken(fusd!)
        yield* service.selectToToken(eth!)
        yield* service.quoted
        for (const amount of ["1", "1.", "1.5"]) yield* service.setAmount(amount)
        yield* service.quoted
        return service.store.getSnapshot()
      }),
    )
    expect(form.sourceTokenAmount).toBe("1.5")
    expect(form.quote._tag).toBe("Ready")
    expect(apiCalls(kernel.steps).filter((id) => id === "getConvertQuotes")).toHaveLength(1)
  })

  it("a quote waiting out the typing debounce is stopped with the kit: disposed meanwhile, it never asks", async () => {
    const kernel = makeSwapTestKernel()
    await Effect.runPromise(
      Effect.gen(function* () {
        // The form in a scope of its own, closed as the kit's dispose closes it, on a test clock.
        const kit = yield* Scope.make()
        const context = yield* Layer.buildWithScope(
          Layer.merge(kernel.layer, TestClock.layer()),
          kit,
        )
        yield* Effect.gen(function* () {
          const service = yield* SwapService
          yield* service.loadTokens
          const [eth, fusd] = loaded(service.tokens.getSnapshot())
          yield* service.selectSourceToken(fusd!)
          yield* service.selectToToken(eth!)
          yield* service.quoted
          kernel.steps.length = 0
          yield* service.setAmount("1")
          yield* Scope.close(kit, Exit.void)
          yield* TestClock.adjust(quoteDebounce)
          yield* service.quoted
        }).pipe(Effect.provideContext(context))
      }),
    )
    expect(apiCalls(kernel.steps)).toEqual([])
  })

  it("spec 8: a quote whose first reason mentions it shows 'Insufficient liquidity'; the form stays", async () => {
    const kernel = makeSwapTestKernel()
    kernel.script.api.getConvertQuotes = failing(
      "getConvertQuotes",
      "Insufficient liquidity: the pool holds 10 ETH",
      400,
    )
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("5000")(service)
        return service.store.getSnapshot()
      }),
    )
    expect(form.quote).toEqual(SwapQuote.Failed({ message: { id: "error.insufficientLiquidity" } }))
    expect(form).toMatchObject({ sourceTokenAmount: "5000", sourceToken: { symbol: "FUSD" } })
  })

  it("API failures of quotes, gas price and build-transaction each say which call failed; the form stays", async () => {
    const cases = [
      ["getConvertQuotes", "swap.error.quoteFailed"],
      ["getConvertGasPrice", "swap.error.gasPriceFailed"],
      ["buildConvertTransaction", "swap.error.transactionFailed"],
    ] as const
    for (const [operationId, id] of cases) {
      const kernel = makeSwapTestKernel()
      kernel.script.api.getConvertAllowance = () => Effect.succeed({ allowance: "1000000" })
      kernel.script.api[operationId] = failing(operationId, "Injected fault")
      const form = await kernel.run((service) =>
        Effect.gen(function* () {
          yield* fusdToEth("1")(service)
          return service.store.getSnapshot()
        }),
      )
      expect(form.quote, operationId).toEqual(
        SwapQuote.Failed({ message: { id, values: { reason: "Injected fault" } } }),
      )
      expect(form).toMatchObject({
        sourceTokenAmount: "1",
        sourceToken: { symbol: "FUSD" },
        toToken: { symbol: "ETH" },
      })
    }
  })

  it("approve then swap: the approve to the token, its receipt, the swap to the router, its receipt, balances refreshed, events", async () => {
    const kernel = makeSwapTestKernel()
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        kernel.steps.length = 0
        yield* service.swap
        return service.store.getSnapshot()
      }),
    )
    expect(kernel.steps).toEqual([
      { step: "event", type: "SWAP_INITIATED" },
      { step: "api", operationId: "getConvertAllowance" },
      { step: "api", operationId: "buildConvertApprove" },
      { step: "sendTransaction", transaction: { to: fusdAddress, data: "0x095ea7b3" } },
      { step: "waitForReceipt", hash },
      { step: "api", operationId: "buildConvertTransaction" },
      // The swap's gas: the API's estimate (150000) and 25 %.
      {
        step: "sendTransaction",
        transaction: { to: routerAddress, data: "0x18cbafe5", gas: 187_500n },
      },
      { step: "waitForReceipt", hash },
      { step: "refresh" },
      { step: "event", type: "SWAP_SUCCESS" },
    ])
    expect(kernel.events.at(-1)).toEqual({
      type: "SWAP_SUCCESS",
      fromToken: "FUSD",
      toToken: "ETH",
      fromTokenAddress: convertTokens[0]!.address,
      toTokenAddress: convertTokens[1]!.address,
      amount: "1",
      caipNetworkId: "eip155:31337",
      hash,
      toAmount: "0.000498",
    })
    expect(form).toMatchObject({
      phase: "editing",
      sourceTokenAmount: "",
      sourceToken: { symbol: "FUSD" },
      success: { sourceAmount: "1", sourceSymbol: "FUSD", toAmount: "0.000498", toSymbol: "ETH" },
    })
  })

  it("the network's currency needs no approval and is sent as the swap's value", async () => {
    const kernel = makeSwapTestKernel()
    await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        const [, fusd] = loaded(service.tokens.getSnapshot())
        yield* service.selectToToken(fusd!)
        yield* service.setAmount("0.5")
        kernel.steps.length = 0
        yield* service.swap
      }),
    )
    expect(apiCalls(kernel.steps)).toEqual(["buildConvertTransaction"])
    expect(kernel.steps).toContainEqual({
      step: "sendTransaction",
      transaction: { to: routerAddress, data: "0x18cbafe5", value: 5n * 10n ** 17n, gas: 187_500n },
    })
  })

  it("Max on the network's currency keeps back the swap's network fee: the balance less the quote's gas estimate (when above the default swap gas) with its 25 % margin at the proposed max fee (spec 9: base fee × 1.2 + tip), in wei", async () => {
    const kernel = makeSwapTestKernel({ balance: "1" })
    // A base fee of 1 gwei × 1.2 plus a tip of 0.8 gwei: a max fee of 2 gwei.
    kernel.script.publicRequest = (method) =>
      Effect.succeed(
        {
          ...nodeAnswers,
          eth_getBlockByNumber: { baseFeePerGas: "0x3b9aca00" },
          eth_maxPriorityFeePerGas: "0x2faf0800",
        }[method] ?? "0x",
      )
    const base = defaultApiScript().buildConvertTransaction!
    kernel.script.api.buildConvertTransaction = () =>
      Effect.map(base(), (built) => {
        const { tx } = built as { tx: { eip155: Record<string, string> } }
        return { tx: { ...tx, eip155: { ...tx.eip155, gas: "320000" } } }
      })
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        const [eth, fusd] = loaded(service.tokens.getSnapshot())
        expect(service.store.getSnapshot().sourceToken).toEqual(eth)
        yield* service.selectToToken(fusd!)
        yield* service.setAmount("0.5")
        yield* service.quote
        yield* service.quoted
        expect(service.store.getSnapshot().quote).toMatchObject({ _tag: "Ready", gas: 320_000n })
        yield* service.setMax
        yield* service.quoted
        return service.store.getSnapshot()
      }),
    )
    // 1 ETH less 400,000 gas (320,000 and 25 %) at 2 gwei: 0.0008 ETH kept back.
    expect(parseEther(form.sourceTokenAmount)).toBe(10n ** 18n - 400_000n * 2_000_000_000n)
    expect(form.sourceTokenAmount).toBe("0.9992")
    expect(form.amountProblem).toBeUndefined()
    // Max quotes its amount as any edit does.
    expect(form.quote._tag).toBe("Ready")
    expect(apiCalls(kernel.steps).at(-1)).toBe("buildConvertTransaction")
  })

  it("Max on the network's currency before any quote reckons the default swap gas (200,000 and 25 %)", async () => {
    const kernel = makeSwapTestKernel({ balance: "1" })
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        yield* service.setMax
        return service.store.getSnapshot()
      }),
    )
    expect(parseEther(form.sourceTokenAmount)).toBe(
      10n ** 18n - withGasMargin(defaultSwapGasEstimate) * 1_000_000_000n,
    )
    expect(form.sourceTokenAmount).toBe("0.99975")
    // The fees come from the node, not the API's standard gas price.
    expect(apiCalls(kernel.steps)).toEqual(["getConvertTokens"])
    expect(nodeReads(kernel.steps)).toEqual(["eth_getBlockByNumber", "eth_maxPriorityFeePerGas"])
  })

  it("Max on an ERC-20 is the whole balance (no fee kept back, no gas price read)", async () => {
    const kernel = makeSwapTestKernel({ balance: "1" })
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        const [eth, fusd] = loaded(service.tokens.getSnapshot())
        yield* service.selectSourceToken(fusd!)
        yield* service.selectToToken(eth!)
        yield* service.setMax
        return service.store.getSnapshot()
      }),
    )
    expect(form).toMatchObject({ sourceTokenAmount: "10000", amountProblem: undefined })
    expect(apiCalls(kernel.steps)).not.toContain("getConvertGasPrice")
    expect(nodeReads(kernel.steps)).toEqual([])
  })

  it("Max on the network's currency below the network fee gives 0 and 'Insufficient ETH balance.'", async () => {
    // 0.0001 ETH against 250,000 gas at 1 gwei (0.00025 ETH).
    const kernel = makeSwapTestKernel({ balance: "0.0001" })
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        const [, fusd] = loaded(service.tokens.getSnapshot())
        yield* service.selectToToken(fusd!)
        yield* service.setMax
        yield* service.quoted
        return service.store.getSnapshot()
      }),
    )
    expect(form).toMatchObject({
      sourceTokenAmount: "0",
      amountProblem: { id: "swap.error.insufficientBalance", values: { symbol: "ETH" } },
      quote: SwapQuote.None(),
    })
    expect(apiCalls(kernel.steps)).not.toContain("getConvertQuotes")
  })

  it("Max on the network's currency when the node's fees cannot be read says so and keeps the amount", async () => {
    const kernel = makeSwapTestKernel({ balance: "1" })
    kernel.script.publicRequest = (method) =>
      method === "eth_getBlockByNumber"
        ? Effect.fail(new Error("Injected fault"))
        : Effect.succeed(nodeAnswers[method] ?? "0x")
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* service.loadTokens
        yield* service.setAmount("0.2")
        yield* service.setMax
        return service.store.getSnapshot()
      }),
    )
    expect(form).toMatchObject({
      sourceTokenAmount: "0.2",
      quote: SwapQuote.Failed({
        message: { id: "swap.error.gasPriceFailed", values: { reason: "Injected fault" } },
      }),
    })
  })

  it("spec 8: a wallet rejection says 'User rejected the request', emits SWAP_ERROR and keeps the form", async () => {
    const kernel = makeSwapTestKernel()
    kernel.script.sendTransaction = () => Effect.fail(new UserRejectedRequestError({ code: 4001 }))
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        yield* service.swap
        return service.store.getSnapshot()
      }),
    )
    expect(form).toMatchObject({
      phase: "editing",
      error: { id: "error.userRejected" },
      sourceTokenAmount: "1",
      sourceToken: { symbol: "FUSD" },
      toToken: { symbol: "ETH" },
    })
    expect(kernel.events.map((e) => e.type)).toEqual(["SWAP_INITIATED", "SWAP_ERROR"])
    expect(kernel.events.at(-1)).toMatchObject({ message: "User rejected the request" })
  })

  it("build-transaction failing at the swap shows its message, emits SWAP_ERROR and keeps the form", async () => {
    const kernel = makeSwapTestKernel()
    kernel.script.api.getConvertAllowance = () => Effect.succeed({ allowance: "1000000" })
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        kernel.script.api.buildConvertTransaction = failing(
          "buildConvertTransaction",
          "Insufficient liquidity",
          400,
        )
        yield* service.swap
        return service.store.getSnapshot()
      }),
    )
    expect(form).toMatchObject({
      phase: "editing",
      error: { id: "error.insufficientLiquidity" },
      sourceTokenAmount: "1",
    })
    expect(kernel.events.map((e) => e.type)).toEqual(["SWAP_INITIATED", "SWAP_ERROR"])
    expect(kernel.steps.some((step) => step.step === "sendTransaction")).toBe(false)
  })

  it("a network change (reset) empties the form and forgets the tokens", async () => {
    const kernel = makeSwapTestKernel()
    const after = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fusdToEth("1")(service)
        yield* service.reset
        return { form: service.store.getSnapshot(), tokens: service.tokens.getSnapshot() }
      }),
    )
    expect(after.form.sourceToken).toBeUndefined()
    expect(after.form.sourceTokenAmount).toBe("")
    expect(after.tokens).toEqual(SwapTokensState.Idle())
  })
})
