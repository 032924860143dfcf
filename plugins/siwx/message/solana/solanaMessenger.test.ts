// Verifying a Sign-In With Solana signature: ed25519 over the UTF-8 bytes of the exact text,
// the signature in base58 (what solana:signMessage gives, as the kit's Solana adapter writes
// it), the public key being the base58 address; checked against the Solana Wallet Standard's
// own verifySignIn, and through verifySiwxMessage as the kit and a server call it.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { verifySignIn } from "@solana/wallet-standard-util"
import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { eip155Messenger } from "../eip155/eip155Messenger"
import { messengerFor } from "../messengerFor"
import type { SiwxMessageFields } from "../SiwxMessageFields"
import { type SiwxExpectations, verifySiwxMessage } from "../verifySiwxMessage"
import { solanaMessenger } from "./solanaMessenger"

const messenger = solanaMessenger()
const seed = (start: number) => Uint8Array.from({ length: 32 }, (_, i) => start + i + 1)
const signerKey = seed(0)
const otherKey = seed(32)
const signerPublicKey = ed25519.getPublicKey(signerKey)
const signer = base58.encode(signerPublicKey)
const encoder = new TextEncoder()

const fields: SiwxMessageFields = {
  accountAddress: signer,
  chainId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  domain: "dapp.example",
  uri: "https://dapp.example/login",
  version: "1",
  nonce: "n0nce1234",
  statement: "Sign in to Example",
  issuedAt: "2026-03-01T12:00:00.000Z",
  expirationTime: "2026-03-08T12:00:00.000Z",
}
const message = Effect.runSync(messenger.createMessage(fields))
const { accountAddress: _, chainId: __, ...fieldsWithoutChain } = fields
/** What solana:signMessage answers for `text` with `key`, as the adapter hands it on: base58. */
const signedWith = (key: Uint8Array, text: string = message) =>
  base58.encode(ed25519.sign(encoder.encode(text), key))

const check = (signed: { readonly message: string; readonly signature: string }) =>
  Effect.runPromise(
    Effect.result(messenger.verifySignature({ fields, ...signed })).pipe(
      Effect.map((result) => (Result.isFailure(result) ? result.failure._tag : "valid")),
    ),
  )

describe("the solana messenger's signature check (ed25519, base58, no node)", () => {
  it("accepts the account's own signature of the exact text, as the Wallet Standard's verifySignIn does", async () => {
    const signature = signedWith(signerKey)
    expect(await check({ message, signature })).toBe("valid")
    expect(
      verifySignIn(
        {
          ...fieldsWithoutChain,
          address: signer,
          chainId: "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
        },
        {
          account: {
            address: signer,
            publicKey: signerPublicKey,
            chains: [],
            features: [],
          },
          signedMessage: encoder.encode(message),
          signature: base58.decode(signature),
        },
      ),
    ).toBe(true)
  })

  it("refuses a tampered text: one character, a trailing line end", async () => {
    const signature = signedWith(signerKey)
    expect(await check({ message: message.replace("Example", "Exampla"), signature })).toBe(
      "SiwxSignatureInvalidError",
    )
    expect(await check({ message: `${message}\n`, signature })).toBe("SiwxSignatureInvalidError")
  })

  it("refuses another key's signature of the same text", async () => {
    expect(await check({ message, signature: signedWith(otherKey) })).toBe(
      "SiwxSignatureInvalidError",
    )
  })

  it("refuses a signature that is not base58 of 64 bytes: hex, too short, empty", async () => {
    const bytes = ed25519.sign(encoder.encode(message), signerKey)
    for (const signature of [
      `0x${Buffer.from(bytes).toString("hex")}`,
      base58.encode(bytes.slice(0, 63)),
      "",
    ]) {
      expect(await check({ message, signature }), signature).toBe("SiwxSignatureInvalidError")
    }
  })
})

describe("a Solana sign-in through verifySiwxMessage, beside the eip155 messenger", () => {
  const messengers = [eip155Messenger(), messenger]
  const verify = (signature: string, expected: Partial<SiwxExpectations> = {}) =>
    Effect.runPromise(
      Effect.result(
        verifySiwxMessage(messengers, {
          message,
          signature,
          now: new Date("2026-03-01T12:00:01.000Z"),
          expected: {
            domain: "dapp.example",
            uri: "https://dapp.example",
            nonce: "n0nce1234",
            chainId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
            accountAddress: signer,
            ...expected,
          },
        }),
      ),
    )

  it("messengerFor gives the solana messenger for a solana network", async () => {
    const found = await Effect.runPromise(
      messengerFor(messengers, "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"),
    )
    expect(found.namespace).toBe("solana")
  })

  it("a good sign-in verifies and answers its fields", async () => {
    expect(await verify(signedWith(signerKey))).toEqual(Result.succeed(fields))
  })

  it("the account is compared exactly, the chain and the nonce as issued", async () => {
    const signature = signedWith(signerKey)
    const tagOf = async (expected: Parameters<typeof verify>[1]) => {
      const result = await verify(signature, expected)
      return Result.isFailure(result) ? result.failure._tag : "valid"
    }
    expect(await tagOf({ accountAddress: signer.toLowerCase() })).toBe("SiwxAddressMismatchError")
    expect(await tagOf({ chainId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" })).toBe(
      "SiwxChainMismatchError",
    )
    expect(await tagOf({ nonce: "other1234" })).toBe("SiwxNonceMismatchError")
  })
})
