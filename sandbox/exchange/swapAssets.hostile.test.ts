// Swap amounts of any size (issue 30, L9): a 10-million-digit amount to the convert calls
// stalled the sandbox's one event loop 9.4 s in BigInt's parse and came back whole in the 400.
// An amount is refused by its length before it is parsed, in time that does not grow with it,
// and the refusal repeats only its start.
import { maxUint256 } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { type SandboxApi, startSandboxApi } from "../api/startSandboxApi"
import { callJson, chainlessDevnet, failedBody, postJson } from "../onramp/onrampTestApi"
import { parseSwapAmount } from "./swapAssets"

let api: SandboxApi

beforeAll(async () => {
  // The amount is checked before any devnet is read: a devnet where nothing listens will do.
  api = await startSandboxApi({ devnets: [chainlessDevnet(31337, "Foyer Devnet")] })
})
afterAll(async () => {
  await api?.stop()
})

const invalidAmount = (echoed: string) =>
  failedBody(
    "amount",
    `Invalid amount: ${echoed} (a whole number of smallest units above 0 and below 2^256)`,
  )

const eth = "eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
const fusd = "eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3"
const user = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

describe("swap amounts of any size", () => {
  it("parses in time that does not grow with the amount's length (well under quadratic)", () => {
    expect(
      growthRatio({ input: (n) => "9".repeat(n), run: parseSwapAmount, size: 10_000 }),
    ).toBeLessThan(40)
  })

  it("the largest amount of a uint256 is read; one more, or a 79th digit, is refused", () => {
    expect(parseSwapAmount(String(maxUint256))).toBe(maxUint256)
    expect(parseSwapAmount(String(maxUint256 + 1n))).toEqual({
      _tag: "Failed",
      status: 400,
      reasons: invalidAmount(String(maxUint256 + 1n)).reasons,
    })
    expect(parseSwapAmount(`0${maxUint256}`)).toMatchObject({ _tag: "Failed", status: 400 })
  })

  it("a million-digit amount to build-transaction is a 400 that repeats only its start", async () => {
    const amount = "9".repeat(1_000_000)
    const answer = await callJson(
      `${api.url}/v1/convert/build-transaction?projectId=p`,
      postJson({
        amount,
        eip155: { slippage: 1 },
        projectId: "p",
        from: eth,
        to: fusd,
        userAddress: user,
      }),
    )
    expect(answer).toEqual({
      status: 400,
      body: invalidAmount(`${"9".repeat(100)}… (1000000 characters)`),
    })
  })

  it("a 10 000-digit amount to quotes is a 400 that repeats only its start", async () => {
    const amount = `1${"0".repeat(9_999)}`
    const query = new URLSearchParams({
      projectId: "p",
      amount,
      from: eth,
      to: fusd,
      userAddress: user,
    })
    expect(await callJson(`${api.url}/v1/convert/quotes?${query}`)).toEqual({
      status: 400,
      body: invalidAmount(`1${"0".repeat(99)}… (10000 characters)`),
    })
  })
})
