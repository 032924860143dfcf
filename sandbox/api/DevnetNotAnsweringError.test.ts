import { ContractFunctionExecutionError, HttpRequestError, TimeoutError } from "viem"
import { describe, expect, it } from "vitest"
import { DevnetNotAnsweringError, isNoAnswer } from "./DevnetNotAnsweringError"

const url = "http://127.0.0.1:9"

describe("DevnetNotAnsweringError", () => {
  it("names the devnet by its display name and CAIP-2 id, or by the id alone", () => {
    const cause = new Error("fetch failed")
    expect(
      new DevnetNotAnsweringError({
        devnet: { caipNetworkId: "eip155:31338", name: "Foyer Devnet 2" },
        cause,
      }).message,
    ).toBe("The devnet Foyer Devnet 2 (eip155:31338) is not answering")
    expect(
      new DevnetNotAnsweringError({ devnet: { caipNetworkId: "eip155:1" }, cause }).message,
    ).toBe("The devnet eip155:1 is not answering")
  })
})

describe("isNoAnswer", () => {
  it("is true for a failed connection or a timeout, also when wrapped by a contract read", () => {
    const refused = new HttpRequestError({ url, details: "fetch failed" })
    expect(isNoAnswer(refused)).toBe(true)
    expect(isNoAnswer(new TimeoutError({ body: {}, url }))).toBe(true)
    const wrapped = new ContractFunctionExecutionError(refused, {
      abi: [],
      functionName: "balanceOf",
    })
    expect(isNoAnswer(wrapped)).toBe(true)
  })

  it("is false for an HTTP status (an answer) and for failures that are not viem's", () => {
    expect(isNoAnswer(new HttpRequestError({ url, status: 500 }))).toBe(false)
    expect(isNoAnswer(new Error("fetch failed"))).toBe(false)
    expect(isNoAnswer("fetch failed")).toBe(false)
  })
})
