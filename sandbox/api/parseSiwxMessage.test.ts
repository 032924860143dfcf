import { createSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import { checkSiwxTimeWindow, parseSiwxMessage } from "./parseSiwxMessage"

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const issuedAt = new Date("2026-03-01T12:00:00.000Z")
const messageWith = (overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) =>
  createSiweMessage({
    address,
    chainId: 31337,
    domain: "dapp.example",
    nonce: "abcdEFGH1234",
    uri: "https://dapp.example/login",
    version: "1",
    issuedAt,
    ...overrides,
  })
const refusal = (description: string) => ({
  _tag: "Failed",
  status: 400,
  reasons: [{ field: "message", description }],
})

describe("parseSiwxMessage (viem's parseSiweMessage, then what its regexes let through)", () => {
  it("an EIP-4361 message gives the checksummed address, chain, nonce and times", () => {
    const expirationTime = new Date("2026-03-01T13:00:00.000Z")
    const parsed = parseSiwxMessage(
      messageWith({ address: address.toLowerCase() as `0x${string}`, expirationTime }),
    )
    expect(parsed).toMatchObject({
      _tag: "Parsed",
      address,
      chainId: 31337,
      nonce: "abcdEFGH1234",
      issuedAt,
      expirationTime,
    })
  })

  it("a text without the header, or without the required lines, is refused naming what is missing", () => {
    expect(parseSiwxMessage("hello")).toEqual(
      refusal(
        "Invalid sign-in message: expected the EIP-4361 first line '<domain> wants you to sign in with your Ethereum account:' and a 0x address",
      ),
    )
    const withoutIssuedAt = messageWith().replace(/\nIssued At: .*/, "")
    expect(parseSiwxMessage(withoutIssuedAt)).toEqual(
      refusal(
        "Invalid sign-in message: expected the lines URI, Version, Chain ID, Nonce and Issued At, in that order",
      ),
    )
  })

  it("a version other than 1, a short nonce and a time that is not RFC 3339 are refused", () => {
    const message = messageWith()
    expect(parseSiwxMessage(message.replace("Version: 1", "Version: 2"))).toEqual(
      refusal("Invalid sign-in message: Version must be 1, not 2"),
    )
    expect(parseSiwxMessage(message.replace("abcdEFGH1234", "abc123"))).toEqual(
      refusal("Invalid sign-in message: Nonce must be at least 8 letters or digits"),
    )
    expect(parseSiwxMessage(message.replace(issuedAt.toISOString(), "March 1st 2026"))).toEqual(
      refusal("Invalid sign-in message: Issued At must be an RFC 3339 date-time"),
    )
  })
})

describe("checkSiwxTimeWindow (viem's validateSiweMessage at the sandbox's now)", () => {
  const parsedWith = (overrides: Parameters<typeof messageWith>[0]) => {
    const parsed = parseSiwxMessage(messageWith(overrides))
    if (parsed._tag !== "Parsed") throw new Error("expected a parsed message")
    return parsed
  }
  const expirationTime = new Date("2026-03-01T13:00:00.000Z")
  const notBefore = new Date("2026-03-01T12:30:00.000Z")

  it("a message is valid from its Not Before until just before its Expiration Time", () => {
    const parsed = parsedWith({ expirationTime, notBefore })
    expect(checkSiwxTimeWindow(parsed, notBefore)).toBeUndefined()
    expect(checkSiwxTimeWindow(parsed, new Date(expirationTime.getTime() - 1))).toBeUndefined()
  })

  it("an expired message is refused 401 naming its expiration time", () => {
    expect(checkSiwxTimeWindow(parsedWith({ expirationTime }), expirationTime)).toEqual({
      _tag: "Failed",
      status: 401,
      reasons: [
        {
          field: "expirationTime",
          description: "The sign-in message expired at 2026-03-01T13:00:00.000Z",
        },
      ],
    })
  })

  it("a message before its Not Before is refused 401 naming it", () => {
    expect(
      checkSiwxTimeWindow(parsedWith({ notBefore }), new Date(notBefore.getTime() - 1)),
    ).toEqual({
      _tag: "Failed",
      status: 401,
      reasons: [
        {
          field: "notBefore",
          description: "The sign-in message is not valid before 2026-03-01T12:30:00.000Z",
        },
      ],
    })
  })
})
