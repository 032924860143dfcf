import { describe, expect, it } from "vitest"
import { toJsonText } from "./solanaJson"
import { uiAmountString, uiTokenAmount } from "./tokenAccounts"
import { transactionErrorText } from "./transactionErrors"

describe("uiTokenAmount", () => {
  it.each([
    [10_000_000_000n, 6, "10000"],
    [25_500_000n, 6, "25.5"],
    [1n, 6, "0.000001"],
    [0n, 6, "0"],
    [123n, 0, "123"],
    [18_446_744_073_709_551_615n, 9, "18446744073.709551615"],
  ])("writes %s base units of a %i-decimal mint as %s whole units", (amount, decimals, text) => {
    expect(uiAmountString(amount, decimals)).toBe(text)
    expect(uiTokenAmount(amount, decimals)).toEqual({
      amount: amount.toString(),
      decimals,
      uiAmount: Number(text),
      uiAmountString: text,
    })
  })
})

describe("toJsonText", () => {
  it("writes bigints as plain numbers and leaves undefined fields out, as JSON.stringify does", () => {
    expect(toJsonText({ a: 2n ** 64n - 1n, b: undefined, c: [1, undefined, "x"], d: null })).toBe(
      '{"a":18446744073709551615,"c":[1,null,"x"],"d":null}',
    )
  })
})

describe("transactionErrorText", () => {
  it.each([
    ["BlockhashNotFound", "Blockhash not found"],
    [
      { InstructionError: [0, { Custom: 1 }] },
      "Error processing Instruction 0: custom program error: 0x1",
    ],
    [
      { InstructionError: [2, "InsufficientFunds"] },
      "Error processing Instruction 2: insufficient funds for instruction",
    ],
    [
      { InsufficientFundsForRent: { account_index: 1 } },
      "Transaction results in an account (1) with insufficient funds for rent",
    ],
    ["CommitCancelled", "CommitCancelled"],
  ] as const)("words %j as Agave does", (error, text) => {
    expect(transactionErrorText(error)).toBe(text)
  })
})
