// The Sign-In With Solana text against the Solana Wallet Standard's reference
// (@solana/wallet-standard-util: what Solana wallets build for solana:signIn and what dApps
// verify with), and every way a text can break the format.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import {
  createSignInMessageText,
  parseSignInMessageText,
  type SolanaSignInInputWithRequiredFields,
} from "@solana/wallet-standard-util"
import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { eip155Messenger } from "../eip155/eip155Messenger"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import { solanaMessenger } from "./solanaMessenger"

const messenger = solanaMessenger()
const create = (fields: SiwxMessageFields) =>
  Effect.runSync(Effect.result(messenger.createMessage(fields)))
const parse = (text: string) => Effect.runSync(Effect.result(messenger.parseMessage(text)))
const failureOf = <A>(result: Result.Result<A, { readonly message: string }>) =>
  Result.isFailure(result) ? result.failure.message : "no failure"
const partOf = <A>(result: Result.Result<A, { readonly part: string }>) =>
  Result.isFailure(result) ? result.failure.part : "no failure"

/** The account of the seed 1…32. */
const address = base58.encode(
  ed25519.getPublicKey(Uint8Array.from({ length: 32 }, (_, i) => i + 1)),
)
const mainnetReference = "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"

const fields: SiwxMessageFields = {
  accountAddress: address,
  chainId: `solana:${mainnetReference}`,
  domain: "app.foyer.test:5173",
  uri: "https://app.foyer.test:5173/",
  version: "1",
  nonce: "Kp3x9QwZ2m",
  statement: "Sign in to Foyer",
  issuedAt: "2026-03-01T12:00:00.000Z",
  expirationTime: "2026-03-02T12:00:00.000Z",
  notBefore: "2026-03-01T12:00:00.000Z",
  requestId: "req-42",
  resources: [
    "https://app.foyer.test/terms",
    "ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi",
  ],
}
const { statement: _statement, ...withoutStatement } = fields
const required: SiwxMessageFields = {
  accountAddress: address,
  chainId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  domain: "localhost",
  uri: "http://localhost/",
  version: "1",
  nonce: "abcdefgh",
  issuedAt: "2026-03-01T12:00:00Z",
}

/** The same sign-in as the Wallet Standard's input: the Chain ID line is the CAIP-2 reference. */
const signInInput = ({
  accountAddress,
  chainId,
  ...rest
}: SiwxMessageFields): SolanaSignInInputWithRequiredFields => ({
  ...rest,
  address: accountAddress,
  chainId: chainId.slice("solana:".length),
})

const vectors = {
  "every field": fields,
  "no statement": withoutStatement,
  "only the fields a sign-in needs": required,
  "an empty resource list": { ...required, resources: [] },
  "a time with an offset": { ...required, issuedAt: "2026-03-01T13:00:00+01:00" },
} satisfies Record<string, SiwxMessageFields>

describe("the solana messenger (Sign-In With Solana)", () => {
  it("writes every field in the SIWS ABNF's order: one blank line around the statement, the Chain ID as the CAIP-2 reference", () => {
    expect(create(fields)).toEqual(
      Result.succeed(`app.foyer.test:5173 wants you to sign in with your Solana account:
${address}

Sign in to Foyer

URI: https://app.foyer.test:5173/
Version: 1
Chain ID: ${mainnetReference}
Nonce: Kp3x9QwZ2m
Issued At: 2026-03-01T12:00:00.000Z
Expiration Time: 2026-03-02T12:00:00.000Z
Not Before: 2026-03-01T12:00:00.000Z
Request ID: req-42
Resources:
- https://app.foyer.test/terms
- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi`),
    )
    expect(Result.getOrThrow(create(required)).split("\n").slice(0, 4)).toEqual([
      "localhost wants you to sign in with your Solana account:",
      address,
      "",
      "URI: http://localhost/",
    ])
  })

  it.each(Object.entries(vectors))(
    "%s: the text is byte for byte the Wallet Standard's createSignInMessageText, and parses back into the same fields",
    (_, vector) => {
      const text = Result.getOrThrow(create(vector))
      expect(text).toBe(createSignInMessageText(signInInput(vector)))
      expect(parse(text)).toEqual(Result.succeed(vector))
    },
  )

  it.each(Object.entries(vectors))(
    "%s: the Wallet Standard's parseSignInMessageText reads the same fields from the text",
    (_, vector) => {
      const text = Result.getOrThrow(create(vector))
      expect(parseSignInMessageText(text)).toEqual(signInInput(vector))
    },
  )

  it("compares accounts exactly (base58 is case-sensitive), and only Solana addresses", () => {
    expect(messenger.sameAccount(address, address)).toBe(true)
    expect(messenger.sameAccount(address, address.toLowerCase())).toBe(false)
    expect(messenger.sameAccount("0xabc", "0xabc")).toBe(false)
  })
})

describe("Sign-In With Solana texts and fields the messenger refuses, naming the field", () => {
  const text = Result.getOrThrow(create(fields))

  it("a wrong header: the EIP-4361 one, or one with a scheme before the domain", () => {
    expect(failureOf(parse(text.replace("Solana account:", "Ethereum account:")))).toBe(
      "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Solana account:'",
    )
    expect(failureOf(parse(`https://${text}`))).toBe(
      "Invalid sign-in message (line 1): Sign-In With Solana names no scheme: its first line starts with the domain",
    )
    expect(failureOf(parse(text.replace("app.foyer.test:5173 wants", "app foyer wants")))).toBe(
      "Invalid sign-in message (line 1): the domain 'app foyer' is not an RFC 3986 authority",
    )
    expect(failureOf(create({ ...fields, scheme: "https" }))).toBe(
      "Invalid sign-in message: Sign-In With Solana names no scheme: its first line starts with the domain",
    )
  })

  it("a bad address: not base58, not 32 bytes, an EVM address", () => {
    for (const bad of [
      address.replace(/.$/, "0"),
      base58.encode(new Uint8Array(31).fill(7)),
      "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
      "",
    ]) {
      const result = parse(text.replace(address, bad))
      expect(failureOf(result)).toBe(
        `Invalid sign-in message (line 2): the account address '${bad}' is not a Solana address (the base58 of a 32-byte public key)`,
      )
      expect(partOf(create({ ...fields, accountAddress: bad }))).toBe("accountAddress")
    }
  })

  it.each([
    ["uri", "URI: https://app.foyer.test:5173/\n", 6, "Version: 1"],
    ["version", "Version: 1\n", 7, `Chain ID: ${mainnetReference}`],
    ["chainId", `Chain ID: ${mainnetReference}\n`, 8, "Nonce: Kp3x9QwZ2m"],
    ["nonce", "Nonce: Kp3x9QwZ2m\n", 9, "Issued At: 2026-03-01T12:00:00.000Z"],
    [
      "issuedAt",
      "Issued At: 2026-03-01T12:00:00.000Z\n",
      10,
      "Expiration Time: 2026-03-02T12:00:00.000Z",
    ],
  ] as const)("a missing %s line is refused at its line", (part, line, number, found) => {
    const result = parse(text.replace(line, ""))
    expect(partOf(result)).toBe(part)
    expect(failureOf(result)).toBe(
      `Invalid sign-in message (line ${number}): expected a line '${line.slice(0, line.indexOf(": ") + 2)}…', found '${found}'`,
    )
  })

  it("a wrong chain id: a cluster name, an EVM chain id, a CAIP-2 id written whole; fields of another namespace", () => {
    for (const chain of ["mainnet", "solana:mainnet", "1", `solana:${mainnetReference}`]) {
      expect(
        failureOf(parse(text.replace(`Chain ID: ${mainnetReference}`, `Chain ID: ${chain}`))),
      ).toBe(
        `Invalid sign-in message (line 8): the chain id '${chain}' is not a Solana genesis-hash prefix (32 base58 characters)`,
      )
    }
    expect(failureOf(create({ ...fields, chainId: "eip155:1" }))).toBe(
      "Invalid sign-in message: the chain 'eip155:1' is not a solana CAIP-2 id (solana: and a 32-character genesis-hash prefix)",
    )
  })

  it("EIP-4361's layout (two blank lines without a statement), a statement without its blank line, text after the last field, Windows line ends", () => {
    const sparse = Result.getOrThrow(create(required))
    expect(failureOf(parse(sparse.replace("\n\nURI:", "\n\n\nURI:")))).toBe(
      "Invalid sign-in message (line 4): expected a line 'URI: …', found ''",
    )
    expect(failureOf(parse(text.replace("Sign in to Foyer\n\n", "Sign in to Foyer\n")))).toBe(
      "Invalid sign-in message (line 4): expected a line 'URI: …', found 'Sign in to Foyer'",
    )
    expect(failureOf(parse(`${sparse}\nExtra: line`))).toBe(
      "Invalid sign-in message (line 9): unexpected line 'Extra: line' (out of order or unknown)",
    )
    expect(Result.isFailure(parse(sparse.replaceAll("\n", "\r\n")))).toBe(true)
    expect(failureOf(parse(`${text}\n`))).toBe(
      "Invalid sign-in message (line 17): every line after 'Resources:' must be '- ' and a URI",
    )
  })

  it("bad values: a short nonce, a time that is no RFC 3339 date-time, a statement over two lines", () => {
    expect(failureOf(parse(text.replace("Nonce: Kp3x9QwZ2m", "Nonce: short")))).toBe(
      "Invalid sign-in message (line 9): the nonce 'short' is not at least 8 letters or digits",
    )
    expect(
      failureOf(parse(text.replace("Issued At: 2026-03-01T12:00:00.000Z", "Issued At: yesterday"))),
    ).toBe(
      "Invalid sign-in message (line 10): the issuedAt 'yesterday' is not an RFC 3339 date-time",
    )
    expect(partOf(create({ ...fields, statement: "one\ntwo" }))).toBe("statement")
    expect(partOf(create({ ...fields, statement: "" }))).toBe("statement")
  })

  it("each namespace's messenger refuses the other's text", () => {
    const evm = eip155Messenger()
    expect(partOf(Effect.runSync(Effect.result(evm.parseMessage(text))))).toBe("message")
    const evmText = Effect.runSync(
      evm.createMessage({
        ...required,
        accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
        chainId: "eip155:1",
      }),
    )
    expect(partOf(parse(evmText))).toBe("message")
  })
})
