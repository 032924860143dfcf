import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { createSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import { SiwxMessageInvalidError } from "../../plugins/siwx/message/SiwxMessageErrors"
import { parseSiwxText, writeSiwxText } from "../../plugins/siwx/message/siwxText"
import { checkSiwxTimeWindow, parseSiwxMessage } from "./parseSiwxMessage"
import { siwxLimits } from "./siwxLimits"

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
    statement: "Sign in to the dApp",
    ...overrides,
  })
const refusal = (description: string) => ({
  _tag: "Failed",
  status: 400,
  reasons: [{ field: "message", description }],
})

/** What the kit's own reader makes of a text: its fields, or its refusal's message. */
const kitReads = (text: string) => {
  const read = parseSiwxText(text)
  return read instanceof SiwxMessageInvalidError ? { refused: read.message } : { fields: read }
}

describe("parseSiwxMessage (the kit's strict EIP-4361 reader, issue 30 H1 and L10)", () => {
  it("an EIP-4361 message gives its fields, the checksummed address, chain, nonce and times", () => {
    const expirationTime = new Date("2026-03-01T13:00:00.000Z")
    const message = messageWith({ expirationTime })
    expect(parseSiwxMessage(message)).toEqual({
      _tag: "Parsed",
      fields: kitReads(message).fields,
      family: "eip155",
      address,
      caipNetworkId: "eip155:31337",
      nonce: "abcdEFGH1234",
      issuedAt,
      expirationTime,
    })
  })

  it("a text without the header, or without the required lines, is refused naming the line", () => {
    expect(parseSiwxMessage("hello")).toEqual(
      refusal(
        "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:' or 'wants you to sign in with your Solana account:'",
      ),
    )
    const withoutIssuedAt = messageWith().replace(/\nIssued At: .*/, "")
    expect(parseSiwxMessage(withoutIssuedAt)).toEqual(
      refusal(
        "Invalid sign-in message (line 10): expected a line 'Issued At: …', found the end of the message",
      ),
    )
  })

  it("a version other than 1, a short nonce and a time that is not RFC 3339 are refused", () => {
    const message = messageWith()
    expect(parseSiwxMessage(message.replace("Version: 1", "Version: 2"))).toEqual(
      refusal("Invalid sign-in message (line 7): the version must be '1', not '2'"),
    )
    expect(parseSiwxMessage(message.replace("abcdEFGH1234", "abc123"))).toEqual(
      refusal(
        "Invalid sign-in message (line 9): the nonce 'abc123' is not at least 8 letters or digits",
      ),
    )
    expect(parseSiwxMessage(message.replace(issuedAt.toISOString(), "March 1st 2026"))).toEqual(
      refusal(
        "Invalid sign-in message (line 10): the issuedAt 'March 1st 2026' is not an RFC 3339 date-time",
      ),
    )
  })

  // L10: viem's parseSiweMessage took each of these, which the kit's parser then skipped, so the
  // server kept sessions the kit could not read. Both now read with the same parser.
  it.each([
    [
      "a lower-case address",
      messageWith().replace(address, address.toLowerCase()),
      "Invalid sign-in message (line 2): the address '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' is not a 0x address with its EIP-55 checksum",
    ],
    [
      "a NUL in the statement",
      messageWith().replace("Sign in to", "Sign in\u0000to"),
      "Invalid sign-in message (line 4): the statement must be one line of RFC 3986 reserved or unreserved characters and spaces",
    ],
    [
      "two URI lines",
      messageWith().replace("\nVersion: 1", "\nURI: https://evil.example/\nVersion: 1"),
      "Invalid sign-in message (line 7): expected a line 'Version: …', found 'URI: https://evil.example/'",
    ],
    [
      "an extra last line",
      `${messageWith()}\nAdmin: true`,
      "Invalid sign-in message (line 11): unexpected line 'Admin: true' (out of order or unknown)",
    ],
    [
      "a one-line text of repeated 'URI: ' (H1's shape)",
      "URI: ".repeat(1_000),
      "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:' or 'wants you to sign in with your Solana account:'",
    ],
  ])("refuses %s, as the kit's parser does", (_, text, description) => {
    expect(parseSiwxMessage(text)).toEqual(refusal(description))
    expect(kitReads(text)).toEqual({ refused: description })
  })

  it(`a message of more than ${siwxLimits.maxMessageBytes} UTF-8 bytes is refused 413 before it is read`, () => {
    const padded = messageWith({ statement: "a".repeat(siwxLimits.maxMessageBytes) })
    expect(parseSiwxMessage(padded)).toEqual({
      _tag: "Failed",
      status: 413,
      reasons: [
        {
          field: "message",
          description: `The sign-in message is ${new TextEncoder().encode(padded).length} bytes; the sandbox reads sign-in messages of at most ${siwxLimits.maxMessageBytes} bytes`,
        },
      ],
    })
    // Counted in bytes, not characters: 'é' is two.
    const justOver = "é".repeat(siwxLimits.maxMessageBytes / 2 + 1)
    expect(parseSiwxMessage(justOver)).toMatchObject({ _tag: "Failed", status: 413 })
    expect(parseSiwxMessage("é".repeat(siwxLimits.maxMessageBytes / 2))).toMatchObject({
      _tag: "Failed",
      status: 400,
    })
  })
})

describe("parseSiwxMessage reads Sign-In With Solana too (issue 36 item 2)", () => {
  const solanaAddress = base58.encode(ed25519.getPublicKey(new Uint8Array(32).fill(5)))
  const solanaMessage = String(
    writeSiwxText({
      accountAddress: solanaAddress,
      chainId: "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
      domain: "dapp.example",
      uri: "https://dapp.example/login",
      version: "1",
      nonce: "abcdEFGH1234",
      issuedAt: issuedAt.toISOString(),
      statement: "Sign in to the dApp",
    }),
  )

  it("a Solana message gives its fields, the base58 address as written and the devnet's CAIP-2 id", () => {
    expect(parseSiwxMessage(solanaMessage)).toEqual({
      _tag: "Parsed",
      fields: kitReads(solanaMessage).fields,
      family: "solana",
      address: solanaAddress,
      caipNetworkId: "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
      nonce: "abcdEFGH1234",
      issuedAt,
    })
  })

  it("a Solana message is read with its own rules: an EVM address, a cluster name as the chain are refused, as the kit refuses them", () => {
    for (const [text, description] of [
      [
        solanaMessage.replace(solanaAddress, address),
        `Invalid sign-in message (line 2): the account address '${address}' is not a Solana address (the base58 of a 32-byte public key)`,
      ],
      [
        solanaMessage.replace("Chain ID: 4bqj8iGQAF33q6CNycphcsExXpAzEcrk", "Chain ID: devnet"),
        "Invalid sign-in message (line 8): the chain id 'devnet' is not a Solana genesis-hash prefix (32 base58 characters)",
      ],
    ] as const) {
      expect(parseSiwxMessage(text)).toEqual(refusal(description))
      expect(kitReads(text)).toEqual({ refused: description })
    }
  })
})

describe("checkSiwxTimeWindow (at the sandbox's now)", () => {
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
