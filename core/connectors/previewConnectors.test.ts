import { Window } from "happy-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { announceWallet, fakeWalletInfo, makeFakeWallet } from "./fakeWallet"
import { previewConnectors } from "./previewConnectors"

let window: Window
const cleanups: Array<() => void> = []
beforeEach(() => {
  window = new Window({ url: "https://dapp.example/" })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await window.happyDOM.close()
})

describe("previewConnectors", () => {
  it("lists WalletConnect then the announced wallets, without those excludeWalletIds names by connector id or rdns", () => {
    for (const rdns of ["io.metamask", "io.rabby", "global.safe"]) {
      cleanups.push(announceWallet(window, fakeWalletInfo(rdns), makeFakeWallet().provider))
    }
    const preview = previewConnectors(window, ["io.rabby", "metamask"])
    cleanups.push(preview.dispose)
    const ids = () => preview.connectors.getSnapshot().map((c) => c.rdns ?? c.id)
    // "metamask" is a catalogue id: its rdns is known once the kit has loaded the catalogue.
    expect(ids()).toEqual(["walletConnect", "io.metamask", "global.safe"])
    // The snapshot is stable while nothing changes (React's useSyncExternalStore needs it).
    expect(preview.connectors.getSnapshot()).toBe(preview.connectors.getSnapshot())
    cleanups.push(announceWallet(window, fakeWalletInfo("io.zerion"), makeFakeWallet().provider))
    expect(ids()).toEqual(["walletConnect", "io.metamask", "global.safe", "io.zerion"])
  })
})
