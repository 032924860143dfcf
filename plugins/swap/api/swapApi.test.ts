import { describe, expect, it } from "vitest"
import {
  failApiCall as failure,
  sandboxApiHarness,
  succeedApiCall as succeed,
} from "../../../test/sandboxApiHarness"
import { swapApi } from "./swapApi"

const harness = sandboxApiHarness({ projectId: "foyer-test" })
const { alice, devnetId, counting } = harness
const devnet = () => harness.sandbox().devnets[0]
const makeSwap = (options: { readonly active?: string } = {}) => {
  const { api, clock } = harness.makeApi(options)
  return { swap: swapApi(api), clock }
}

describe("swap operations against the sandbox over real HTTP", () => {
  it("getFungiblePrice prices the devnet tokens from the sandbox's table", async () => {
    const { swap, clock } = makeSwap()
    const fusd = devnet().tokens.find((t) => t.symbol === "FUSD")!
    const prices = await succeed(clock, swap.getFungiblePrice([`${devnetId()}:${fusd.address}`]))
    expect(prices.map((p) => [p.symbol, p.price, p.decimals])).toEqual([["FUSD", 1, 6]])
  })

  it("token prices are cached for 15 s (spec 9), then fetched again", async () => {
    const { swap, clock } = makeSwap()
    const price = () => swap.getFungiblePrice([`${devnetId()}:${devnet().tokens[0]!.address}`])
    const first = await counting("getFungiblePrice", () => succeed(clock, price()))
    expect(first.requests).toBe(1)
    clock.advance(15_000 - 1)
    const cached = await counting("getFungiblePrice", () => succeed(clock, price()))
    expect(cached.requests).toBe(0)
    clock.advance(1)
    const expired = await counting("getFungiblePrice", () => succeed(clock, price()))
    expect(expired.requests).toBe(1)
  })
})

describe("unsupported networks (spec 7, 8)", () => {
  it("gas price on an unsupported active network fails with 'Network not supported for Gas Price'", async () => {
    const { swap, clock } = makeSwap({ active: "eip155:1" })
    const { result, requests } = await counting("getConvertGasPrice", () =>
      failure(clock, swap.getConvertGasPrice("eip155:1")),
    )
    expect(result.error).toMatchObject({
      _tag: "SwapNetworkNotSupportedError",
      message: "Network not supported for Gas Price",
    })
    expect(requests).toBe(0)
  })

  it("swap calldata on an unsupported active network fails with 'Network not supported for Swaps'", async () => {
    const { swap, clock } = makeSwap({ active: "eip155:1" })
    const approve = await failure(
      clock,
      swap.buildConvertApprove({ userAddress: "a", from: "b", to: "c" }),
    )
    expect(approve.error.message).toBe("Network not supported for Swaps")
    const transaction = await failure(
      clock,
      swap.buildConvertTransaction({
        amount: "1",
        from: "b",
        to: "c",
        userAddress: "a",
        eip155: { slippage: 1 },
      }),
    )
    expect(transaction.error.message).toBe("Network not supported for Swaps")
  })

  it("tokens, quotes, allowance and prices answer empty with no request on an unsupported network", async () => {
    const { swap, clock } = makeSwap({ active: "eip155:1" })
    const before = harness.sandbox().api.faults.counts()
    expect(await succeed(clock, swap.getConvertTokens("eip155:1"))).toEqual([])
    expect(
      await succeed(
        clock,
        swap.getConvertQuotes({
          amount: "1",
          userAddress: alice(),
          from: "f",
          to: "t",
          gasPrice: "1",
        }),
      ),
    ).toEqual([])
    expect(await succeed(clock, swap.getConvertAllowance("t", alice()))).toBe("0")
    expect(await succeed(clock, swap.getFungiblePrice(["eip155:1:0xabc"]))).toEqual([])
    const after = harness.sandbox().api.faults.counts()
    for (const op of [
      "getConvertTokens",
      "getConvertQuotes",
      "getConvertAllowance",
      "getFungiblePrice",
    ]) {
      expect(after[op] ?? 0).toBe(before[op] ?? 0)
    }
  })
})
