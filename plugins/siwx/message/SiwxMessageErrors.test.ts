import { describe, expect, it } from "vitest"
import {
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxMessageExpiredError,
  SiwxMessageInvalidError,
  SiwxMessageNotYetIssuedError,
  SiwxMessageNotYetValidError,
  SiwxNamespaceUnsupportedError,
  SiwxNonceMismatchError,
  SiwxSignatureCheckError,
  SiwxSignatureInvalidError,
  SiwxUriMismatchError,
} from "./SiwxMessageErrors"

const now = new Date("2026-03-01T12:00:00Z")

describe("the sign-in message errors", () => {
  it("each has its own tag and says what failed", () => {
    const cause = new Error("boom")
    const errors = [
      new SiwxMessageInvalidError({ part: "nonce", reason: "the nonce 'x' is too short", line: 9 }),
      new SiwxMessageInvalidError({ part: "uri", reason: "the URI 'x' is not an RFC 3986 URI" }),
      new SiwxNamespaceUnsupportedError({ chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }),
      new SiwxDomainMismatchError({ expected: "app.test", actual: "evil.test" }),
      new SiwxUriMismatchError({ expected: "https://app.test", actual: "https://evil.test/" }),
      new SiwxNonceMismatchError({ expected: "abcd1234", actual: "zzzz9999" }),
      new SiwxChainMismatchError({ expected: "eip155:1", actual: "eip155:10" }),
      new SiwxAddressMismatchError({ expected: "0xA", actual: "0xB" }),
      new SiwxMessageNotYetIssuedError({ issuedAt: "2026-03-01T13:00:00Z", now }),
      new SiwxMessageExpiredError({ expirationTime: "2026-03-01T11:00:00Z", now }),
      new SiwxMessageNotYetValidError({ notBefore: "2026-03-01T13:00:00Z", now }),
      new SiwxSignatureInvalidError({ accountAddress: "0xA", cause }),
      new SiwxSignatureCheckError({ reason: "the node did not answer", cause }),
    ]
    expect(errors.map((error) => [error._tag, error.message])).toEqual([
      ["SiwxMessageInvalidError", "Invalid sign-in message (line 9): the nonce 'x' is too short"],
      ["SiwxMessageInvalidError", "Invalid sign-in message: the URI 'x' is not an RFC 3986 URI"],
      [
        "SiwxNamespaceUnsupportedError",
        "Sign-in messages are not supported on solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      ],
      [
        "SiwxDomainMismatchError",
        "The sign-in message is for the domain 'evil.test', not 'app.test'",
      ],
      [
        "SiwxUriMismatchError",
        "The sign-in message is for the URI 'https://evil.test/', not 'https://app.test' or a URI under it",
      ],
      [
        "SiwxNonceMismatchError",
        "The sign-in message's nonce 'zzzz9999' is not the nonce issued ('abcd1234')",
      ],
      ["SiwxChainMismatchError", "The sign-in message is for the network eip155:10, not eip155:1"],
      ["SiwxAddressMismatchError", "The sign-in message is for the account 0xB, not 0xA"],
      [
        "SiwxMessageNotYetIssuedError",
        "The sign-in message is issued at 2026-03-01T13:00:00Z, after now (2026-03-01T12:00:00.000Z)",
      ],
      [
        "SiwxMessageExpiredError",
        "The sign-in message expired at 2026-03-01T11:00:00Z (now 2026-03-01T12:00:00.000Z)",
      ],
      [
        "SiwxMessageNotYetValidError",
        "The sign-in message is not valid before 2026-03-01T13:00:00Z (now 2026-03-01T12:00:00.000Z)",
      ],
      ["SiwxSignatureInvalidError", "The signature is not valid for 0xA and this message"],
      ["SiwxSignatureCheckError", "The signature could not be checked: the node did not answer"],
    ])
  })

  it("keep their cause", () => {
    const cause = new Error("boom")
    expect(new SiwxSignatureCheckError({ reason: "r", cause }).cause).toBe(cause)
    expect(new SiwxSignatureInvalidError({ accountAddress: "0xA", cause }).cause).toBe(cause)
  })
})
