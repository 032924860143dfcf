import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { evmSendAddresses } from "./evmSendRoute"
import { en } from "./messages/en"
import type { SendToken } from "./SendToken"
import { amountProblem, receiverProblem, type SendForm, validateSend } from "./validateSend"

const eth: SendToken = {
  kind: "native",
  symbol: "ETH",
  name: "Ether",
  decimals: 18,
  balance: "10",
  price: 0,
  iconUrl: "",
}
const fusd: SendToken = {
  kind: "token",
  symbol: "FUSD",
  name: "Foyer USD",
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  decimals: 6,
  balance: "10000",
  price: 1,
  iconUrl: "",
}
const receiver = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

const form = (patch: Partial<SendForm>): SendForm => ({
  token: eth,
  sendTokenAmount: "1",
  receiverAddress: receiver,
  ...patch,
})

/** The text the visitor reads for a failed validation. */
const failureText = (input: SendForm): string | undefined => {
  const result = validateSend(input, evmSendAddresses)
  if (Result.isSuccess(result)) return undefined
  const template: string = en[result.failure.id as keyof typeof en]
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    String(result.failure.values?.[name] ?? `{${name}}`),
  )
}

describe("validateSend", () => {
  it("sending requires an amount and receiver address ('An amount and receiver address are required')", () => {
    expect(failureText(form({ sendTokenAmount: "" }))).toBe(
      "An amount and receiver address are required",
    )
    expect(failureText(form({ receiverAddress: "  " }))).toBe(
      "An amount and receiver address are required",
    )
    // The amount and receiver come first: without them the missing token is not the message.
    expect(failureText(form({ token: undefined, sendTokenAmount: "" }))).toBe(
      "An amount and receiver address are required",
    )
  })

  it("sending requires a token ('A token is required')", () => {
    expect(failureText(form({ token: undefined }))).toBe("A token is required")
  })

  it("an ERC20 send needs a token address", () => {
    const { address: _, ...withoutAddress } = fusd
    expect(failureText(form({ token: withoutAddress }))).toBe("A token address is required.")
    expect(failureText(form({ token: { ...fusd, address: "FUSD" } }))).toBe(
      "A token address is required.",
    )
  })

  it("decimal text: anything but optional minus, digits, optional dot, digits is 'not a valid decimal number'", () => {
    expect(failureText(form({ sendTokenAmount: "abc" }))).toBe("not a valid decimal number")
    expect(failureText(form({ sendTokenAmount: "1e3" }))).toBe("not a valid decimal number")
    expect(failureText(form({ sendTokenAmount: "1,5" }))).toBe("not a valid decimal number")
  })

  it("an amount with more decimals than the token has is refused, naming them", () => {
    expect(failureText(form({ token: fusd, sendTokenAmount: "0.0000001" }))).toBe(
      "FUSD has at most 6 decimals.",
    )
    expect(
      Result.isSuccess(
        validateSend(form({ token: fusd, sendTokenAmount: "0.100000" }), evmSendAddresses),
      ),
    ).toBe(true)
  })

  it("an amount of zero or less is refused", () => {
    expect(failureText(form({ sendTokenAmount: "0" }))).toBe(
      "The amount must be greater than zero.",
    )
    expect(failureText(form({ sendTokenAmount: "-1" }))).toBe(
      "The amount must be greater than zero.",
    )
  })

  it("address: 0x plus 40 hex characters, checksum optional", () => {
    expect(failureText(form({ receiverAddress: "0x1234" }))).toBe(
      "The receiver address must be 0x followed by 40 hexadecimal characters.",
    )
    expect(failureText(form({ receiverAddress: "vitalik.eth" }))).toBe(
      "The receiver address must be 0x followed by 40 hexadecimal characters.",
    )
    for (const address of [
      receiver,
      receiver.toLowerCase(),
      `0x${receiver.slice(2).toUpperCase()}`,
    ]) {
      expect(
        Result.isSuccess(validateSend(form({ receiverAddress: address }), evmSendAddresses)),
      ).toBe(true)
    }
  })

  it("a valid native send gives the amount in wei and no token address", () => {
    expect(
      validateSend(
        form({ sendTokenAmount: " 1.5 ", receiverAddress: ` ${receiver} ` }),
        evmSendAddresses,
      ),
    ).toEqual(
      Result.succeed({
        token: eth,
        tokenAddress: undefined,
        units: 1_500_000_000_000_000_000n,
        receiver,
      }),
    )
  })

  it("a valid ERC-20 send gives the amount in the token's units and its contract", () => {
    expect(validateSend(form({ token: fusd, sendTokenAmount: "2.5" }), evmSendAddresses)).toEqual(
      Result.succeed({ token: fusd, tokenAddress: fusd.address, units: 2_500_000n, receiver }),
    )
  })
})

describe("amountProblem and receiverProblem", () => {
  it("say nothing about an empty field: the send itself asks for it", () => {
    expect(amountProblem("", eth)).toBeUndefined()
    expect(receiverProblem("", evmSendAddresses)).toBeUndefined()
  })

  it("name the problem of what is typed, as it is typed", () => {
    expect(amountProblem("1.2.3", eth)).toEqual({ id: "send.error.invalidDecimal" })
    expect(amountProblem("1.", eth)).toBeUndefined()
    expect(amountProblem(".5", undefined)).toBeUndefined()
    expect(receiverProblem("0xabc", evmSendAddresses)).toEqual({ id: "send.error.invalidReceiver" })
    expect(receiverProblem(receiver, evmSendAddresses)).toBeUndefined()
  })
})
