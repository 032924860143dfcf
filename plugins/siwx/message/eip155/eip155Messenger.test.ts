import { Effect, Result } from "effect"
import { createPublicClient, http } from "viem"
import { privateKeyToAccount } from "viem/accounts"
import { mainnet } from "viem/chains"
import { createSiweMessage, parseSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import eip4361Examples from "../vectors/eip4361_examples.json"
import parsingPositive from "../vectors/siwe_parsing_positive.json"
import { eip155Messenger } from "./eip155Messenger"

const messenger = eip155Messenger()
const create = (fields: SiwxMessageFields) =>
  Effect.runSync(Effect.result(messenger.createMessage(fields)))
const parse = (text: string) => Effect.runSync(Effect.result(messenger.parseMessage(text)))
const failureOf = <A>(result: Result.Result<A, { readonly message: string }>) =>
  Result.isFailure(result) ? result.failure.message : "no failure"

const fields: SiwxMessageFields = {
  accountAddress: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
  chainId: "eip155:8453",
  domain: "app.foyer.test:5173",
  scheme: "https",
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

describe("the eip155 messenger (EIP-4361)", () => {
  it("writes every field in EIP-4361's order", () => {
    expect(create(fields)).toEqual(
      Result.succeed(`https://app.foyer.test:5173 wants you to sign in with your Ethereum account:
0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2

Sign in to Foyer

URI: https://app.foyer.test:5173/
Version: 1
Chain ID: 8453
Nonce: Kp3x9QwZ2m
Issued At: 2026-03-01T12:00:00.000Z
Expiration Time: 2026-03-02T12:00:00.000Z
Not Before: 2026-03-01T12:00:00.000Z
Request ID: req-42
Resources:
- https://app.foyer.test/terms
- ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi`),
    )
  })

  it("writes what viem's createSiweMessage writes, where viem can write the fields", () => {
    const { accountAddress, chainId, issuedAt, expirationTime, notBefore, resources, ...rest } =
      fields
    const viemText = createSiweMessage({
      ...rest,
      address: accountAddress as `0x${string}`,
      chainId: 8453,
      issuedAt: new Date(issuedAt),
      expirationTime: new Date(expirationTime ?? ""),
      notBefore: new Date(notBefore ?? ""),
      resources: [...(resources ?? [])],
    })
    expect(create(fields)).toEqual(Result.succeed(viemText))
  })

  it("parses what it writes back into the same fields", () => {
    expect(parse(Result.getOrThrow(create(fields)))).toEqual(Result.succeed(fields))
  })

  it("round-trips an empty request id and an empty resource list", () => {
    const sparse = { ...fields, requestId: "", resources: [] }
    const text = Result.getOrThrow(create(sparse))
    expect(text.endsWith("\nRequest ID: \nResources:")).toBe(true)
    expect(parse(text)).toEqual(Result.succeed(sparse))
  })

  it("reads the same fields as viem's parseSiweMessage on the standard vectors", () => {
    // viem's parser does not read a domain with user info ("test@127.0.0.1"), which EIP-4361
    // allows: one more reason the messenger parses on its own.
    const vectors = Object.entries({ ...eip4361Examples, ...parsingPositive })
    const readable = vectors.filter(([, vector]) => !vector.fields.domain.includes("@"))
    expect(readable).toHaveLength(vectors.length - 2)
    for (const [name, vector] of readable) {
      const ours = Result.getOrThrow(parse(vector.message))
      const viems = parseSiweMessage(vector.message)
      expect(
        {
          address: ours.accountAddress,
          chainId: Number(ours.chainId.slice("eip155:".length)),
          domain: ours.domain,
          nonce: ours.nonce,
          uri: ours.uri,
          statement: ours.statement,
          resources: ours.resources,
          issuedAt: new Date(ours.issuedAt),
        },
        name,
      ).toEqual({
        address: viems.address,
        chainId: viems.chainId,
        domain: viems.domain,
        nonce: viems.nonce,
        uri: viems.uri,
        statement: viems.statement,
        resources: viems.resources,
        issuedAt: viems.issuedAt,
      })
    }
  })

  it("checksums an address given in one case (EIP-55)", () => {
    const text = Result.getOrThrow(
      create({ ...fields, accountAddress: fields.accountAddress.toLowerCase() }),
    )
    expect(text.split("\n")[1]).toBe("0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2")
  })

  it("refuses fields that cannot make an EIP-4361 message, naming the field", () => {
    expect(
      failureOf(
        create({ ...fields, accountAddress: "0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2" }),
      ),
    ).toBe(
      "Invalid sign-in message: the account address '0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' is not an EIP-55 address",
    )
    expect(failureOf(create({ ...fields, statement: "" }))).toBe(
      "Invalid sign-in message: the statement must be one non-empty line of RFC 3986 reserved or unreserved characters and spaces",
    )
    expect(failureOf(create({ ...fields, statement: "one\ntwo" }))).toContain("the statement")
    expect(
      failureOf(create({ ...fields, chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })),
    ).toBe(
      "Invalid sign-in message: the chain 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' is not an eip155 CAIP-2 id",
    )
    expect(failureOf(create({ ...fields, chainId: "eip155:01" }))).toContain(
      "the chain 'eip155:01'",
    )
    expect(failureOf(create({ ...fields, nonce: "short" }))).toBe(
      "Invalid sign-in message: the nonce 'short' is not at least 8 letters or digits",
    )
    expect(failureOf(create({ ...fields, resources: ["https://ok.test", "not a uri"] }))).toBe(
      "Invalid sign-in message: the resource 'not a uri' is not an RFC 3986 URI",
    )
  })

  it("says on which line a text breaks the format", () => {
    const text = Result.getOrThrow(create(fields))
    expect(failureOf(parse(text.replace("Version: 1\n", "")))).toBe(
      "Invalid sign-in message (line 7): expected a line 'Version: …', found 'Chain ID: 8453'",
    )
    expect(failureOf(parse(text.replace("Nonce: Kp3x9QwZ2m", "Nonce: Kp3x-9QwZ2m")))).toBe(
      "Invalid sign-in message (line 9): the nonce 'Kp3x-9QwZ2m' is not at least 8 letters or digits",
    )
    expect(failureOf(parse(`${text}\n`))).toBe(
      "Invalid sign-in message (line 17): every line after 'Resources:' must be '- ' and a URI",
    )
    expect(failureOf(parse("Hello"))).toBe(
      "Invalid sign-in message (line 1): the first line must end with 'wants you to sign in with your Ethereum account:'",
    )
  })

  it("refuses Windows line ends and text after the last field", () => {
    const { resources: _, ...withoutResources } = fields
    const text = Result.getOrThrow(create(withoutResources))
    expect(Result.isFailure(parse(text.replaceAll("\n", "\r\n")))).toBe(true)
    expect(failureOf(parse(`${text}\nExtra: line`))).toBe(
      "Invalid sign-in message (line 14): unexpected line 'Extra: line' (out of order or unknown)",
    )
  })
})

describe("the eip155 messenger's signature check, without a node", () => {
  const signed = {
    fields,
    message: "irrelevant",
    signature: `0x${"11".repeat(65)}`,
  }
  const check = (messenger: ReturnType<typeof eip155Messenger>) =>
    Effect.runPromise(Effect.result(messenger.verifySignature(signed)))

  it("cannot check without a client", async () => {
    expect(failureOf(await check(eip155Messenger()))).toBe(
      "The signature could not be checked: the eip155 messenger was made without a client",
    )
  })

  it("refuses a client bound to another chain than the message's", async () => {
    const client = createPublicClient({ chain: mainnet, transport: http("http://127.0.0.1:1") })
    expect(failureOf(await check(eip155Messenger({ client })))).toBe(
      "The signature could not be checked: the client is for eip155:1, the message for eip155:8453",
    )
  })

  it("says when no client serves the message's chain", async () => {
    expect(failureOf(await check(eip155Messenger({ client: () => undefined })))).toBe(
      "The signature could not be checked: no client for eip155:8453",
    )
  })

  it("a node that does not answer is SiwxSignatureCheckError, not an invalid signature", async () => {
    // Port 1 on loopback refuses connections at once.
    const client = createPublicClient({ transport: http("http://127.0.0.1:1", { retryCount: 0 }) })
    const result = await check(eip155Messenger({ client }))
    expect(Result.isFailure(result) && result.failure._tag).toBe("SiwxSignatureCheckError")
    expect(failureOf(result)).toBe("The signature could not be checked: the node did not answer")
  })
})

describe('the eip155 messenger with withoutClient: "eoa": a plain account\'s signature checked with no node', () => {
  // Anvil's first two well-known test keys: plain accounts (EOA).
  const signer = privateKeyToAccount(
    "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80" as const,
  )
  const other = privateKeyToAccount(
    "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d" as const,
  )
  const eoa = eip155Messenger({ withoutClient: "eoa" })
  const signerFields: SiwxMessageFields = { ...fields, accountAddress: signer.address }
  const message = Effect.runSync(eoa.createMessage(signerFields))
  const check = (signed: { readonly message: string; readonly signature: string }) =>
    Effect.runPromise(
      Effect.result(eoa.verifySignature({ fields: signerFields, ...signed })).pipe(
        Effect.map((result) => (Result.isFailure(result) ? result.failure._tag : "valid")),
      ),
    )

  it("accepts the account's own signature of the exact text", async () => {
    expect(await check({ message, signature: await signer.signMessage({ message }) })).toBe("valid")
  })

  it("refuses another account's signature, a changed text and a malformed signature", async () => {
    expect(await check({ message, signature: await other.signMessage({ message }) })).toBe(
      "SiwxSignatureInvalidError",
    )
    const signature = await signer.signMessage({ message })
    expect(await check({ message: `${message} `, signature })).toBe("SiwxSignatureInvalidError")
    expect(await check({ message, signature: `0x${"11".repeat(65)}` })).toBe(
      "SiwxSignatureInvalidError",
    )
    expect(await check({ message, signature: "0x1234" })).toBe("SiwxSignatureInvalidError")
  })

  it("recovers only where no client serves the chain: a given client is still asked", async () => {
    // Port 1 on loopback refuses connections at once: the node, not recovery, decides.
    const client = createPublicClient({ transport: http("http://127.0.0.1:1", { retryCount: 0 }) })
    const withNode = eip155Messenger({ client, withoutClient: "eoa" })
    const signature = await signer.signMessage({ message })
    const result = await Effect.runPromise(
      Effect.result(withNode.verifySignature({ fields: signerFields, message, signature })),
    )
    expect(Result.isFailure(result) && result.failure._tag).toBe("SiwxSignatureCheckError")
  })
})
