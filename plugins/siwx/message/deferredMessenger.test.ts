// A messenger whose code comes with its first call (issue 36: no Solana code before a Solana
// sign-in): the real Sign-In With Solana messenger behind a counted import, which fails when
// told to as a chunk that did not download does.
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { deferredMessenger } from "./deferredMessenger"
import { SiwxMessageInvalidError, SiwxSignatureCheckError } from "./SiwxMessageErrors"
import type { SiwxMessageFields } from "./SiwxMessageFields"
import type { SiwxMessenger } from "./SiwxMessenger"
import { solanaMessenger } from "./solana/solanaMessenger"

const signerKey = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const signer = base58.encode(ed25519.getPublicKey(signerKey))
const fields: SiwxMessageFields = {
  accountAddress: signer,
  chainId: "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  domain: "dapp.example",
  uri: "https://dapp.example/login",
  version: "1",
  nonce: "n0nce1234",
  issuedAt: "2026-03-01T12:00:00.000Z",
}
const real = solanaMessenger()
const message = Effect.runSync(real.createMessage(fields))
const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), signerKey))
const signed = { fields, message, signature }

/** A deferred solana messenger whose imports are counted; `failures` imports fail first. */
const counted = (failures = 0) => {
  const chunkError = new Error("Failed to fetch dynamically imported module")
  let loads = 0
  const messenger = deferredMessenger({
    namespace: "solana",
    sameAccount: (a, b) => a === b,
    load: () => {
      loads += 1
      return loads <= failures
        ? Promise.reject(chunkError)
        : Promise.resolve<SiwxMessenger>(solanaMessenger())
    },
  })
  return { messenger, chunkError, loads: () => loads }
}

const outcome = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect))

describe("deferredMessenger", () => {
  it("imports nothing before the first call: the namespace, sameAccount and a built but unrun call need no import", async () => {
    const { messenger, loads } = counted()
    expect(messenger.namespace).toBe("solana")
    expect([messenger.sameAccount(signer, signer), messenger.sameAccount(signer, "other")]).toEqual(
      [true, false],
    )
    const create = messenger.createMessage(fields)
    expect(loads()).toBe(0)
    expect(await outcome(create)).toEqual(Result.succeed(message))
    expect(loads()).toBe(1)
  })

  it("imports once: calls arriving together and later calls share the import and answer as the loaded messenger does", async () => {
    const { messenger, loads } = counted()
    const together = await Effect.runPromise(
      Effect.all(
        [
          messenger.createMessage(fields),
          messenger.parseMessage(message),
          Effect.as(messenger.verifySignature(signed), "verified"),
        ],
        { concurrency: "unbounded" },
      ),
    )
    expect(together).toEqual([message, fields, "verified"])
    expect(
      await outcome(messenger.verifySignature({ ...signed, message: `${message}\n` })),
    ).toEqual(await outcome(real.verifySignature({ ...signed, message: `${message}\n` })))
    expect(await outcome(messenger.parseMessage("not a sign-in message"))).toEqual(
      await outcome(real.parseMessage("not a sign-in message")),
    )
    expect(loads()).toBe(1)
  })

  it("a failed import fails the call with the method's own error, the import as its cause, and the next call imports again", async () => {
    const { messenger, chunkError, loads } = counted(2)
    const created = await outcome(messenger.createMessage(fields))
    expect(created).toEqual(
      Result.fail(
        new SiwxMessageInvalidError({
          part: "message",
          reason: "the solana sign-in format did not load",
          cause: chunkError,
        }),
      ),
    )
    expect(Result.isFailure(created) && created.failure.message).toBe(
      "Invalid sign-in message: the solana sign-in format did not load",
    )
    const checked = await outcome(messenger.verifySignature(signed))
    expect(checked).toEqual(
      Result.fail(
        new SiwxSignatureCheckError({
          reason: "the solana sign-in format did not load",
          cause: chunkError,
        }),
      ),
    )
    expect(Result.isFailure(checked) && checked.failure.message).toBe(
      "The signature could not be checked: the solana sign-in format did not load",
    )
    expect(loads()).toBe(2)
    expect(await outcome(messenger.parseMessage(message))).toEqual(Result.succeed(fields))
    expect(await outcome(messenger.verifySignature(signed))).toEqual(Result.succeed(undefined))
    expect(loads()).toBe(3)
  })

  it("calls arriving together while the import fails share that one failed import", async () => {
    const { messenger, loads } = counted(1)
    const [parsed, created] = await Effect.runPromise(
      Effect.all([messenger.parseMessage(message), messenger.createMessage(fields)], {
        concurrency: "unbounded",
        mode: "result",
      }),
    )
    expect([
      Result.isFailure(parsed) && parsed.failure._tag,
      Result.isFailure(created) && created.failure._tag,
    ]).toEqual(["SiwxMessageInvalidError", "SiwxMessageInvalidError"])
    expect(loads()).toBe(1)
    expect(await outcome(messenger.createMessage(fields))).toEqual(Result.succeed(message))
    expect(loads()).toBe(2)
  })
})
