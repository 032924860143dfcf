import { Duration, Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { type CaipNetworkId, memoryBackend, Storage, type StorageBackend } from "../../core"
import { SiwxSessionStore } from "./SiwxSessionStore"
import type { SiwxSignIn } from "./SiwxSignIn"

const alice = "0x52908400098527886E0F7030069857D2E4169EE7"
const bob = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"

const session = (
  accountAddress: string,
  chainId: CaipNetworkId,
  expirationTime = "2026-03-01T13:00:00Z",
): SiwxSignIn => ({
  fields: {
    accountAddress,
    chainId,
    domain: "app.foyer.test",
    uri: "https://app.foyer.test",
    version: "1",
    nonce: "abcd1234",
    issuedAt: "2026-03-01T11:00:00Z",
    expirationTime,
  },
  message: `signed by ${accountAddress} on ${chainId}`,
  signature: "0x12",
})

/** Runs `program` on the local store over `backend`, the test clock at 2026-03-01T12:00Z. */
const onStore = <A>(
  program: (store: SiwxSessionStore["Service"]) => Effect.Effect<A, unknown>,
  backend: StorageBackend = memoryBackend(),
) =>
  Effect.runPromise(
    Effect.gen(function* () {
      yield* TestClock.setTime(Date.parse("2026-03-01T12:00:00Z"))
      return yield* program(yield* SiwxSessionStore)
    }).pipe(
      Effect.provide(
        SiwxSessionStore.layerLocal.pipe(
          Layer.provideMerge(Layer.merge(Storage.layer(backend), TestClock.layer())),
        ),
      ),
    ),
  )

describe("the local sign-in session store", () => {
  it("keeps a session per address and network (spec 3)", async () => {
    const found = await onStore((store) =>
      Effect.gen(function* () {
        yield* store.addSession(session(alice, "eip155:1"))
        yield* store.addSession(session(bob, "eip155:1"))
        yield* store.addSession(session(alice, "eip155:10"))
        const of = (chainId: CaipNetworkId, address: string) =>
          Effect.map(store.getSessions(chainId, address), (list) => list.map((s) => s.message))
        return [
          yield* of("eip155:1", alice),
          yield* of("eip155:10", alice),
          yield* of("eip155:1", bob),
          yield* of("eip155:10", bob),
        ]
      }),
    )
    expect(found).toEqual([
      [`signed by ${alice} on eip155:1`],
      [`signed by ${alice} on eip155:10`],
      [`signed by ${bob} on eip155:1`],
      [],
    ])
  })

  it("an EVM address is the same account whatever its case; a new session replaces the old one", async () => {
    const found = await onStore((store) =>
      Effect.gen(function* () {
        yield* store.addSession(session(alice, "eip155:1"))
        yield* store.addSession({ ...session(alice.toLowerCase(), "eip155:1"), signature: "0x34" })
        return yield* store.getSessions("eip155:1", alice.toUpperCase().replace("0X", "0x"))
      }),
    )
    expect(found.map((s) => s.signature)).toEqual(["0x34"])
  })

  it("a session ends at its message's expiration time", async () => {
    const counts = await onStore((store) =>
      Effect.gen(function* () {
        yield* store.addSession(session(alice, "eip155:1"))
        const count = Effect.map(store.getSessions("eip155:1", alice), (list) => list.length)
        const before = yield* count
        yield* TestClock.adjust(Duration.minutes(59))
        const justBefore = yield* count
        yield* TestClock.adjust(Duration.minutes(1))
        return [before, justBefore, yield* count]
      }),
    )
    expect(counts).toEqual([1, 1, 0])
  })

  it("revokeSession forgets that address and network only", async () => {
    const found = await onStore((store) =>
      Effect.gen(function* () {
        yield* store.addSession(session(alice, "eip155:1"))
        yield* store.addSession(session(alice, "eip155:10"))
        yield* store.revokeSession("eip155:1", alice)
        return [
          (yield* store.getSessions("eip155:1", alice)).length,
          (yield* store.getSessions("eip155:10", alice)).length,
        ]
      }),
    )
    expect(found).toEqual([0, 1])
  })

  it("sessions and the issued nonce live in the page's storage (spec 3 sign-in tokens), so they survive a reload", async () => {
    const backend = memoryBackend()
    const nonce = await onStore(
      (store) =>
        Effect.gen(function* () {
          yield* store.addSession(session(alice, "eip155:1"))
          return yield* store.issueNonce
        }),
      backend,
    )
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(backend.getItem("@foyer/siwx_nonce_token")).toBe(JSON.stringify(nonce))
    const reloaded = await onStore(
      (store) => Effect.all([store.issuedNonce, store.getSessions("eip155:1", alice)] as const),
      backend,
    )
    expect(reloaded[0]).toBe(nonce)
    expect(reloaded[1].map((s) => s.message)).toEqual([`signed by ${alice} on eip155:1`])
  })
})
