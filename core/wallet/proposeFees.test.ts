import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { baseFeeMultiplier, maxFeePerGas, proposeFees, withBaseFeeMultiplier } from "./proposeFees"

/** A node answering each method from `answers`; a method not there fails as unsupported. */
const node =
  (answers: Readonly<Record<string, unknown>>) =>
  (method: string): Effect.Effect<unknown, Error> =>
    method in answers
      ? Effect.succeed(answers[method])
      : Effect.fail(new Error(`${method} unsupported`))

const gwei = 1_000_000_000n

describe("proposeFees (spec 9 base-fee multiplier 1.2)", () => {
  it("the multiplier is 1.2, applied as viem does (× 12 / 10, rounded down)", () => {
    expect(baseFeeMultiplier).toEqual({ numerator: 12n, denominator: 10n })
    expect(withBaseFeeMultiplier(10n * gwei)).toBe(12n * gwei)
    expect(withBaseFeeMultiplier(7n)).toBe(8n)
  })

  it("EIP-1559: the max fee is the latest base fee × 1.2 plus the node's tip", async () => {
    const proposal = await Effect.runPromise(
      proposeFees(
        node({
          eth_getBlockByNumber: { number: "0x5", baseFeePerGas: "0x3b9aca00" },
          eth_maxPriorityFeePerGas: "0x3b9aca00",
        }),
      ),
    )
    expect(proposal).toEqual({
      _tag: "Eip1559",
      baseFeePerGas: gwei,
      maxPriorityFeePerGas: gwei,
      maxFeePerGas: (gwei * 12n) / 10n + gwei,
    })
    expect(maxFeePerGas(proposal)).toBe(2_200_000_000n)
  })

  it("a node without eth_maxPriorityFeePerGas: the tip is the gas price less the base fee (never below 0)", async () => {
    const tip = (gasPrice: string) =>
      Effect.runPromise(
        proposeFees(
          node({ eth_getBlockByNumber: { baseFeePerGas: "0x64" }, eth_gasPrice: gasPrice }),
        ),
      )
    expect(await tip("0x96")).toMatchObject({ maxPriorityFeePerGas: 50n, maxFeePerGas: 170n })
    expect(await tip("0x10")).toMatchObject({ maxPriorityFeePerGas: 0n, maxFeePerGas: 120n })
  })

  it("a network without a base fee: the gas price × 1.2", async () => {
    const proposal = await Effect.runPromise(
      proposeFees(node({ eth_getBlockByNumber: { number: "0x5" }, eth_gasPrice: "0x3b9aca00" })),
    )
    expect(proposal).toEqual({ _tag: "Legacy", gasPrice: 1_200_000_000n })
    expect(maxFeePerGas(proposal)).toBe(1_200_000_000n)
  })

  it("a failed block read or a gas price that is no number proposes nothing", async () => {
    const failed = (answers: Readonly<Record<string, unknown>>) =>
      Effect.runPromise(Effect.flip(proposeFees(node(answers))))
    expect(await failed({})).toMatchObject({
      _tag: "FeeProposalError",
      method: "eth_getBlockByNumber",
    })
    expect(await failed({ eth_getBlockByNumber: {}, eth_gasPrice: "soon" })).toMatchObject({
      _tag: "FeeProposalError",
      method: "eth_gasPrice",
      cause: "soon",
    })
  })
})
