import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { addRecentWallet, getRecentWallets, withRecentWallet } from "./recentWallets"
import { memoryBackend, Storage } from "./Storage"

const metamask = { id: "metamask", name: "MetaMask" }
const rainbow = { id: "rainbow", name: "Rainbow" }
const phantom = { id: "phantom", name: "Phantom", imageId: "p" }

describe("recent wallets", () => {
  it("adding a wallet puts it first", () => {
    expect(withRecentWallet([metamask], rainbow)).toEqual([rainbow, metamask])
  })

  it("adding a wallet already listed moves it first without a duplicate", () => {
    expect(withRecentWallet([metamask, rainbow], rainbow)).toEqual([rainbow, metamask])
    expect(withRecentWallet([metamask], { id: "metamask", name: "MetaMask 2" })).toEqual([
      { id: "metamask", name: "MetaMask 2" },
    ])
  })

  it("at most 2 recent wallets are kept", () => {
    expect(withRecentWallet([rainbow, metamask], phantom)).toEqual([phantom, rainbow])
  })

  it("addRecentWallet stores the list, newest first, at most 2", () => {
    const backend = memoryBackend()
    const result = Effect.runSync(
      Effect.gen(function* () {
        yield* addRecentWallet(metamask)
        yield* addRecentWallet(rainbow)
        yield* addRecentWallet(metamask)
        yield* addRecentWallet(phantom)
        return yield* getRecentWallets
      }).pipe(Effect.provide(Storage.layer(backend))),
    )
    expect(result).toEqual([phantom, metamask])
    expect(backend.getItem("@foyer/recent_wallets")).toBe(
      '[{"id":"phantom","name":"Phantom","imageId":"p"},{"id":"metamask","name":"MetaMask"}]',
    )
  })

  it("no stored recent wallets reads as an empty list", () => {
    const backend = memoryBackend()
    backend.setItem("@foyer/recent_wallets", "not json")
    const result = Effect.runSync(getRecentWallets.pipe(Effect.provide(Storage.layer(backend))))
    expect(result).toEqual([])
  })

  it("a longer stored list (older version) is read back cut to 2", () => {
    const backend = memoryBackend()
    backend.setItem("@foyer/recent_wallets", JSON.stringify([metamask, rainbow, phantom]))
    const result = Effect.runSync(getRecentWallets.pipe(Effect.provide(Storage.layer(backend))))
    expect(result).toEqual([metamask, rainbow])
  })
})
