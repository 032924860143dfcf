import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { memoryBackend, Storage } from "../../core"
import { EmbeddedWalletStorageKeys } from "./EmbeddedWalletStorageKeys"

describe("EmbeddedWalletStorageKeys", () => {
  it("local storage holds the embedded wallet's items of spec 3, under these names", () => {
    expect(
      Object.fromEntries(Object.entries(EmbeddedWalletStorageKeys).map(([k, v]) => [k, v.name])),
    ).toEqual({
      connectedSocial: "@foyer/connected_social",
      recentEmails: "@foyer/recent_emails",
      emailLoginUsed: "@foyer-wallet/EMAIL_LOGIN_USED",
      email: "@foyer-wallet/EMAIL",
      lastEmailLoginTime: "@foyer-wallet/LAST_EMAIL_LOGIN_TIME",
      lastUsedChain: "@foyer-wallet/LAST_USED_CHAIN",
      socialUsername: "@foyer-wallet/SOCIAL_USERNAME",
      smartAccountEnabledNetworks: "@foyer-wallet/SMART_ACCOUNT_ENABLED_NETWORKS",
    })
  })

  it("embedded-wallet keys use a fixed prefix, different from the ordinary one", () => {
    const walletKeys = Object.values(EmbeddedWalletStorageKeys)
      .map((k) => k.name)
      .filter((name) => name.startsWith("@foyer-wallet/"))
    expect(walletKeys).toHaveLength(6)
  })

  it("typed values round-trip through storage; corrupt JSON reads as absent", () => {
    const backend = memoryBackend()
    const result = Effect.runSync(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(EmbeddedWalletStorageKeys.connectedSocial, "github")
        yield* storage.set(EmbeddedWalletStorageKeys.lastEmailLoginTime, 1_700_000_000_000)
        yield* storage.set(EmbeddedWalletStorageKeys.smartAccountEnabledNetworks, [1, 8453])
        yield* storage.set(EmbeddedWalletStorageKeys.recentEmails, ["a@b.co"])
        backend.setItem(EmbeddedWalletStorageKeys.email.name, "{corrupt")
        return {
          social: yield* storage.get(EmbeddedWalletStorageKeys.connectedSocial),
          lastLogin: yield* storage.get(EmbeddedWalletStorageKeys.lastEmailLoginTime),
          smart: yield* storage.get(EmbeddedWalletStorageKeys.smartAccountEnabledNetworks),
          emails: yield* storage.get(EmbeddedWalletStorageKeys.recentEmails),
          email: yield* storage.get(EmbeddedWalletStorageKeys.email),
        }
      }).pipe(Effect.provide(Storage.layer(backend))),
    )
    expect(result).toEqual({
      social: Option.some("github"),
      lastLogin: Option.some(1_700_000_000_000),
      smart: Option.some([1, 8453]),
      emails: Option.some(["a@b.co"]),
      email: Option.none(),
    })
    expect(backend.getItem("@foyer-wallet/SMART_ACCOUNT_ENABLED_NETWORKS")).toBe("[1,8453]")
  })
})
