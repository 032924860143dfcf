import { Effect } from "effect"
import {
  type Address,
  erc20Abi,
  formatEther,
  type Hash,
  numberToHex,
  parseEther,
  parseUnits,
} from "viem"
import { describe, expect, it } from "vitest"
import { waitForReceipt } from "../../core"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { uniswapV2Router02Abi } from "../../sandbox/exchange/uniswapV2Abis"
import { sandboxApiHarness } from "../../test/sandboxApiHarness"
import { defaultSwapGasEstimate } from "./maxSwapAmount"
import type { SwapServiceShape } from "./SwapService"
import { SwapQuote } from "./SwapState"
import { amountOutMin } from "./swapSlippage"
import { makeSwapTestKernel } from "./swapTestKernel"
import { withGasMargin } from "./withGasMargin"

// The swap service against the real sandbox: its provider API over HTTP (the convert calls
// answered from Uniswap V2 on the devnet) and the devnet itself, a seeded account sending
// through eth_sendTransaction (anvil holds its key, as a wallet would), the receipt waits
// and the fee estimates reading the same node.
const harness = sandboxApiHarness({ projectId: "foyer-swap-test" })

describe("SwapService on the sandbox (real convert API, Uniswap V2 on anvil)", {
  timeout: 60_000,
}, () => {
  const devnet = () => harness.sandbox().devnets[0]
  const client = () => devnetPublicClient(devnet())
  const rpc = (method: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({
      try: () => client().request({ method, params } as never) as Promise<unknown>,
      catch: (cause) => cause,
    })
  const token = (symbol: string) => {
    const found = devnet().tokens.find((t) => t.symbol === symbol)
    if (found === undefined) throw new Error(`no ${symbol} on the devnet`)
    return found
  }
  const balanceOf = (symbol: string, owner: Address) =>
    client().readContract({
      address: token(symbol).address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [owner],
    })
  /** What the router's getAmountsOut gives for `amount` of FUSD into FOY now. */
  const amountsOut = async (amount: bigint) => {
    const amounts = await client().readContract({
      address: devnet().exchange.router,
      abi: uniswapV2Router02Abi,
      functionName: "getAmountsOut",
      args: [amount, [token("FUSD").address, token("FOY").address]],
    })
    const out = amounts[1]
    if (out === undefined) throw new Error("getAmountsOut gave no output")
    return out
  }

  /**
   * The kit of seeded account `index`, its wallet the devnet's node; `balance` is its ETH as
   * the account's balances list it (10000 unless given).
   */
  const kitFor = (index: number, balance?: string) => {
    const address = devnet().accounts[index]?.address as Address
    const kernel = makeSwapTestKernel({
      address,
      ...(balance === undefined ? {} : { balance }),
      api: harness.makeApi().api,
      tokenBalance: devnet().tokens.map((t) => ({
        name: t.name,
        symbol: t.symbol,
        chainId: `eip155:${devnet().chainId}` as const,
        address: t.address,
        value: 0,
        price: 0,
        quantity: { decimals: String(t.decimals), numeric: "1000" },
        iconUrl: "",
      })),
    })
    kernel.script.publicRequest = rpc
    kernel.script.sendTransaction = (transaction) =>
      rpc("eth_sendTransaction", [
        {
          from: address,
          to: transaction.to,
          ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
          ...(transaction.data === undefined ? {} : { data: transaction.data }),
          ...(transaction.gas === undefined ? {} : { gas: numberToHex(transaction.gas) }),
        },
      ]) as Effect.Effect<Hash, unknown>
    kernel.script.outcome = (hash) => waitForReceipt(rpc, { hash })
    return { kernel, address }
  }

  const fill = (service: SwapServiceShape, from: string, to: string, amount: string) =>
    Effect.gen(function* () {
      yield* service.loadTokens
      const tokens = service.tokens.getSnapshot()
      if (tokens._tag !== "Loaded") throw new Error(`tokens are ${tokens._tag}`)
      const pick = (symbol: string) => tokens.tokens.find((t) => t.symbol === symbol)!
      yield* service.selectSourceToken(pick(from))
      yield* service.selectToToken(pick(to))
      yield* service.setAmount(amount)
      yield* service.quote
      yield* service.quoted
      return service.store.getSnapshot()
    })

  it("offers the devnet's swap tokens, ETH first", async () => {
    const { kernel } = kitFor(0)
    const symbols = await kernel.run((service) =>
      Effect.map(service.loadTokens, () => {
        const tokens = service.tokens.getSnapshot()
        return tokens._tag === "Loaded" ? tokens.tokens.map((t) => t.symbol) : tokens._tag
      }),
    )
    expect(symbols).toEqual(["ETH", "FUSD", "FOY"])
  })

  it("the quote is the pool's getAmountsOut; approve then swap move both balances on chain", async () => {
    const { kernel, address } = kitFor(1)
    const amount = parseUnits("3", 6)
    const expected = await amountsOut(amount)
    const fusdBefore = await balanceOf("FUSD", address)
    const foyBefore = await balanceOf("FOY", address)
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        const quoted = yield* fill(service, "FUSD", "FOY", "3")
        expect(quoted.quote).toMatchObject({
          _tag: "Ready",
          toAmount: expected,
          amountOutMin: amountOutMin(expected),
          // Spec 5: no allowance yet for the router, so the approve comes first.
          needsApproval: true,
        })
        yield* service.swap
        return service.store.getSnapshot()
      }),
    )
    expect(form.error).toBeUndefined()
    expect(form.success).toMatchObject({ sourceAmount: "3", sourceSymbol: "FUSD", toSymbol: "FOY" })
    expect(await balanceOf("FUSD", address)).toBe(fusdBefore - amount)
    expect(await balanceOf("FOY", address)).toBe(foyBefore + expected)
    expect(kernel.events.map((e) => e.type)).toEqual(["SWAP_INITIATED", "SWAP_SUCCESS"])
    // Approved for exactly the amount, which the swap spent.
    expect(
      await client().readContract({
        address: token("FUSD").address,
        abi: erc20Abi,
        functionName: "allowance",
        args: [address, devnet().exchange.router],
      }),
    ).toBe(0n)
    expect(kernel.steps.filter((s) => s.step === "sendTransaction")).toHaveLength(2)
    expect(kernel.steps.filter((s) => s.step === "refresh")).toHaveLength(1)
  })

  it("ETH to FUSD needs no approve: one transaction, the ETH as its value", async () => {
    const { kernel, address } = kitFor(2)
    const before = await balanceOf("FUSD", address)
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        const quoted = yield* fill(service, "ETH", "FUSD", "0.01")
        expect(quoted.quote).toMatchObject({ _tag: "Ready", needsApproval: false })
        yield* service.swap
        return { quoted: quoted.quote, after: service.store.getSnapshot() }
      }),
    )
    expect(form.after.error).toBeUndefined()
    const gained = (await balanceOf("FUSD", address)) - before
    expect(gained).toBe((form.quoted as Extract<SwapQuote, { _tag: "Ready" }>).toAmount)
    expect(kernel.steps.filter((s) => s.step === "sendTransaction")).toHaveLength(1)
  })

  it("Max of ETH keeps back the swap's network fee at the proposed max fee (spec 9: latest base fee × 1.2 + tip): the swap of all the rest succeeds on chain and ETH is left", async () => {
    // Account 3, used by no other test here, given a modest balance to swap all of.
    const address = devnet().accounts[3]?.address as Address
    const given = parseEther("0.05")
    await Effect.runPromise(rpc("anvil_setBalance", [address, numberToHex(given)]))
    const { kernel } = kitFor(3, formatEther(given))
    const fusdBefore = await balanceOf("FUSD", address)
    const baseFee = (await client().getBlock({ blockTag: "latest" })).baseFeePerGas ?? 0n
    const tip = await client().estimateMaxPriorityFeePerGas()
    expect(baseFee).toBeGreaterThan(0n)
    const form = await kernel.run((service) =>
      Effect.gen(function* () {
        yield* fill(service, "ETH", "FUSD", "")
        yield* service.setMax
        yield* service.quoted
        const maxed = service.store.getSnapshot()
        yield* service.swap
        return { maxed, after: service.store.getSnapshot() }
      }),
    )
    // No quote yet: the default swap gas with its margin, at the max fee a wallet proposes.
    const reserve = withGasMargin(defaultSwapGasEstimate) * ((baseFee * 12n) / 10n + tip)
    expect(parseEther(form.maxed.sourceTokenAmount)).toBe(given - reserve)
    expect(form.maxed.quote).toMatchObject({ _tag: "Ready", needsApproval: false })
    expect(form.after.error).toBeUndefined()
    expect(form.after.success).toMatchObject({ sourceSymbol: "ETH", toSymbol: "FUSD" })
    const receipt = await client().getTransactionReceipt({ hash: form.after.success!.hash })
    expect(receipt.status).toBe("success")
    const paid = receipt.gasUsed * receipt.effectiveGasPrice
    const left = await client().getBalance({ address })
    expect(left).toBe(reserve - paid)
    expect(left).toBeGreaterThan(0n)
    expect(await balanceOf("FUSD", address)).toBe(
      fusdBefore + (form.maxed.quote as Extract<SwapQuote, { _tag: "Ready" }>).toAmount,
    )
  })

  it("spec 8: more than the pool holds is 'Insufficient liquidity', and the form stays", async () => {
    const { kernel } = kitFor(0)
    const form = await kernel.run((service) => fill(service, "FUSD", "ETH", "1000000"))
    expect(form.quote).toEqual(SwapQuote.Failed({ message: { id: "error.insufficientLiquidity" } }))
    expect(form.sourceTokenAmount).toBe("1000000")
  })
})
