import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { eip155Messenger } from "./eip155/eip155Messenger"
import { messengerFor } from "./messengerFor"
import { SiwxMessageInvalidError, SiwxSignatureInvalidError } from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import type { SiwxMessenger } from "./SiwxMessenger"
import { verifySiwxMessage } from "./verifySiwxMessage"

// A messenger of another namespace, to show the layer assumes nothing of EVM: Sign-In With
// Solana does not exist in Foyer yet, so this stands in for it with the simplest format that
// fits the interface (the fields as JSON; a "signature" is the text reversed).
const otherNamespace: SiwxMessenger = {
  namespace: "solana",
  createMessage: (fields) => Effect.succeed(JSON.stringify(fields)),
  parseMessage: (message) =>
    Effect.try({
      try: () => JSON.parse(message) as SiwxMessageFields,
      catch: () => new SiwxMessageInvalidError({ part: "message", reason: "not JSON" }),
    }),
  verifySignature: ({ fields, message, signature }) =>
    signature === [...message].reverse().join("")
      ? Effect.void
      : Effect.fail(new SiwxSignatureInvalidError({ accountAddress: fields.accountAddress })),
  sameAccount: (a, b) => a === b,
}

const solanaMainnet = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" as const
const fields: SiwxMessageFields = {
  accountAddress: "7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv",
  chainId: solanaMainnet,
  domain: "app.foyer.test",
  uri: "https://app.foyer.test",
  version: "1",
  nonce: "abcd1234",
  issuedAt: "2026-03-01T12:00:00Z",
}
const message = JSON.stringify(fields)
const signature = [...message].reverse().join("")
const now = new Date("2026-03-01T12:30:00Z")
const expected = { domain: "app.foyer.test", nonce: "abcd1234", chainId: solanaMainnet } as const
const messengers = [eip155Messenger(), otherNamespace]

const verify = (input: Partial<Parameters<typeof verifySiwxMessage>[1]>) => {
  const result = Effect.runSync(
    Effect.result(verifySiwxMessage(messengers, { message, signature, now, expected, ...input })),
  )
  return Result.isFailure(result) ? result.failure._tag : result.success
}

describe("verifySiwxMessage, whatever the namespace", () => {
  it("verifies through the messenger of the expected network's namespace", () => {
    expect(verify({})).toEqual(fields)
  })

  it("an expected URI accepts the message's URI when it is that site's", () => {
    expect(verify({ expected: { ...expected, uri: "https://app.foyer.test" } })).toEqual(fields)
    expect(verify({ expected: { ...expected, uri: "https://app.foyer.test/" } })).toEqual(fields)
  })

  it("a network whose namespace has no messenger is SiwxNamespaceUnsupportedError", () => {
    expect(
      verify({ expected: { ...expected, chainId: "polkadot:91b171bb158e2d3848fa23a9f1c25182" } }),
    ).toBe("SiwxNamespaceUnsupportedError")
  })

  it("checks the text, then domain, URI, nonce, chain, account and time, before the signature", () => {
    const wrongSignature = "x"
    expect(verify({ message: "not json", signature: wrongSignature })).toBe(
      "SiwxMessageInvalidError",
    )
    expect(verify({ signature: wrongSignature, expected: { ...expected, domain: "b.test" } })).toBe(
      "SiwxDomainMismatchError",
    )
    expect(
      verify({ signature: wrongSignature, expected: { ...expected, uri: "https://b.test" } }),
    ).toBe("SiwxUriMismatchError")
    expect(
      verify({ signature: wrongSignature, expected: { ...expected, nonce: "zzzz9999" } }),
    ).toBe("SiwxNonceMismatchError")
    const devnet = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1" as const
    expect(verify({ signature: wrongSignature, expected: { ...expected, chainId: devnet } })).toBe(
      "SiwxChainMismatchError",
    )
    expect(
      verify({ signature: wrongSignature, expected: { ...expected, accountAddress: "other" } }),
    ).toBe("SiwxAddressMismatchError")
    expect(verify({ signature: wrongSignature, now: new Date("2026-03-01T11:00:00Z") })).toBe(
      "SiwxMessageNotYetIssuedError",
    )
    expect(verify({ signature: wrongSignature })).toBe("SiwxSignatureInvalidError")
  })
})

describe("messengerFor", () => {
  const pick = (chainId: string) => Effect.runSync(Effect.result(messengerFor(messengers, chainId)))

  it("picks the messenger by the CAIP-2 namespace", () => {
    expect(Result.map(pick("eip155:1"), (m) => m.namespace)).toEqual(Result.succeed("eip155"))
    expect(Result.map(pick(solanaMainnet), (m) => m.namespace)).toEqual(Result.succeed("solana"))
  })

  it("a text that is no CAIP-2 id has no messenger", () => {
    for (const chainId of ["eip155", "", "eip155:1:2"]) {
      const result = pick(chainId)
      expect(Result.isFailure(result) && result.failure.message, chainId).toBe(
        `Sign-in messages are not supported on ${chainId}`,
      )
    }
  })
})
