import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { memoryBackend, Storage, type StorageBackend } from "../../core"
import { CapturedEmail } from "./CapturedEmail"
import { EmailCaptureStorageKeys } from "./EmailCaptureStorageKeys"

/** Builds the service over `backend` and runs `use` with it. */
const withService = <A, E>(
  backend: StorageBackend,
  use: (service: typeof CapturedEmail.Service) => Effect.Effect<A, E>,
) =>
  Effect.runPromise(
    Effect.flatMap(Effect.service(CapturedEmail), use).pipe(
      Effect.provide(CapturedEmail.layer.pipe(Layer.provide(Storage.layer(backend)))),
    ),
  )

describe("CapturedEmail", () => {
  it("keeps the email under its own local-storage item, @foyer/captured_email", () => {
    expect(EmailCaptureStorageKeys.capturedEmail.name).toBe("@foyer/captured_email")
  })

  it("holds no email until one is captured", async () => {
    const email = await withService(memoryBackend(), (s) => Effect.sync(s.email.getSnapshot))
    expect(email).toBeUndefined()
  })

  it("a valid email is kept in memory and in the kit's storage, without surrounding spaces", async () => {
    const backend = memoryBackend()
    const result = await withService(backend, (s) =>
      Effect.map(s.capture("  ada@example.com "), (kept) => [kept, s.email.getSnapshot()]),
    )
    expect(result).toEqual(["ada@example.com", "ada@example.com"])
    expect(backend.getItem("@foyer/captured_email")).toBe('"ada@example.com"')
  })

  it("email fields must be valid emails: an invalid one fails with 'Please enter a valid email address' and keeps nothing (spec 5)", async () => {
    const backend = memoryBackend()
    const error = await withService(backend, (s) =>
      Effect.flip(s.capture("ada@example")).pipe(
        Effect.map((e) => ({ e, email: s.email.getSnapshot() })),
      ),
    )
    expect(error.e._tag).toBe("EmailInvalidError")
    expect(error.e.message).toBe("Please enter a valid email address")
    expect(error.e.input).toBe("ada@example")
    expect(error.email).toBeUndefined()
    expect(backend.getItem("@foyer/captured_email")).toBeNull()
  })

  it("a later valid email replaces the earlier one; a later invalid one leaves it", async () => {
    const backend = memoryBackend()
    const email = await withService(backend, (s) =>
      Effect.gen(function* () {
        yield* s.capture("ada@example.com")
        yield* s.capture("grace@example.org")
        yield* Effect.flip(s.capture("not an email"))
        return s.email.getSnapshot()
      }),
    )
    expect(email).toBe("grace@example.org")
    expect(backend.getItem("@foyer/captured_email")).toBe('"grace@example.org"')
  })

  it("reads the stored email back when the kit starts again (same storage)", async () => {
    const backend = memoryBackend()
    await withService(backend, (s) => s.capture("ada@example.com"))
    const again = await withService(backend, (s) => Effect.sync(s.email.getSnapshot))
    expect(again).toBe("ada@example.com")
  })

  it("a stored value that is not a string reads as no email", async () => {
    const backend = memoryBackend()
    backend.setItem("@foyer/captured_email", "{corrupt")
    const email = await withService(backend, (s) => Effect.sync(s.email.getSnapshot))
    expect(email).toBeUndefined()
  })

  it("hands each email kept to onEmail (the plugin's option), never an invalid one; a throwing onEmail keeps the email", async () => {
    const handed: Array<string> = []
    const backend = memoryBackend()
    const run = <A, E>(
      onEmail: (email: string) => void,
      use: (service: typeof CapturedEmail.Service) => Effect.Effect<A, E>,
    ) =>
      Effect.runPromise(
        Effect.flatMap(Effect.service(CapturedEmail), use).pipe(
          Effect.provide(
            CapturedEmail.layerWith(onEmail).pipe(Layer.provide(Storage.layer(backend))),
          ),
        ),
      )
    await run(
      (email) => handed.push(email),
      (s) =>
        Effect.gen(function* () {
          yield* Effect.flip(s.capture("not an email"))
          yield* s.capture(" ada@example.com ")
        }),
    )
    expect(handed).toEqual(["ada@example.com"])
    const kept = await run(
      () => {
        throw new Error("the dApp's bug")
      },
      (s) => Effect.map(s.capture("grace@example.org"), () => s.email.getSnapshot()),
    )
    expect(kept).toBe("grace@example.org")
    expect(backend.getItem("@foyer/captured_email")).toBe('"grace@example.org"')
  })
})
