import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { memoryBackend, Storage } from "../../core"
import { SiwxStorageKeys } from "./SiwxStorageKeys"

describe("SiwxStorageKeys", () => {
  it("stores the sign-in auth and nonce tokens (spec 3) under these names", () => {
    expect(SiwxStorageKeys.siwxAuthToken.name).toBe("@foyer/siwx_auth_token")
    expect(SiwxStorageKeys.siwxNonceToken.name).toBe("@foyer/siwx_nonce_token")
  })

  it("a token round-trips through storage as a JSON string", () => {
    const backend = memoryBackend()
    const token = Effect.runSync(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(SiwxStorageKeys.siwxAuthToken, "jwt.token")
        return yield* storage.get(SiwxStorageKeys.siwxAuthToken)
      }).pipe(Effect.provide(Storage.layer(backend))),
    )
    expect(token).toEqual(Option.some("jwt.token"))
    expect(backend.getItem("@foyer/siwx_auth_token")).toBe('"jwt.token"')
  })
})
