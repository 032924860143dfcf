// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import type { FoyerOptions } from "../../core"
import { startTestClient, startTestKit, testOptions, until } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { handleFor, renderHook } from "../testing/renderFoyer"
import { type UseFoyerWalletsOptions, useFoyerWallets } from "./useFoyerWallets"

const names = (page: { readonly wallets: ReadonlyArray<{ readonly name: string }> }) =>
  page.wallets.map((wallet) => wallet.name)

/** The Connect view's list with Rabby and MetaMask installed: the catalogue's first four wallets not installed are recommended. */
const connectViewNames = [
  "WalletConnect",
  "Rabby",
  "MetaMask",
  "Coinbase Wallet",
  "Trust Wallet",
  "Rainbow",
  "Phantom",
]

/** A loaded kit (with `options`, on a computer) with Rabby and MetaMask installed, and its handle. */
const kitWithTwoWallets = async (options: Partial<FoyerOptions> = {}) => {
  const kit = await startTestKit(options, { isMobile: false })
  kit.install("io.rabby", "Rabby")
  kit.install("io.metamask", "MetaMask")
  await until(kit.client.stores.connectors, (list) => list.length >= 3)
  const foyer = handleFor(kit.client)
  await act(async () => {
    await foyer.load()
  })
  return foyer
}

describe("useFoyerWallets", { timeout: 20_000 }, () => {
  it("lists the kit's wallets in the Connect view's order, with the total", async () => {
    const foyer = await kitWithTwoWallets()
    const hook = await renderHook(foyer, () => useFoyerWallets())
    // The Connect view's list, then the other catalogue wallets, alphabetically.
    expect(names(hook.result.current)).toEqual([...connectViewNames, "Ledger Live", "Zerion"])
    expect(hook.result.current.wallets.map((w) => w.group)).toEqual([
      "walletConnect",
      "injected",
      "injected",
      ...Array(4).fill("recommended"),
      undefined,
      undefined,
    ])
    expect(hook.result.current).toMatchObject({ total: 9, page: 1, pageSize: 10, pageCount: 1 })
  })

  it.each([{ allWallets: "HIDE" as const }, { allWallets: "ONLY_MOBILE" as const }])(
    "allWallets $allWallets on a computer: the Connect view's wallets alone, as the modal offers no All Wallets",
    async (option) => {
      const foyer = await kitWithTwoWallets(option)
      const hook = await renderHook(foyer, () => useFoyerWallets())
      // Ledger Live and Zerion, which only All Wallets lists, are not offered.
      expect(names(hook.result.current)).toEqual(connectViewNames)
      const search = await renderHook(foyer, () => useFoyerWallets({ search: "zerion" }))
      expect(search.result.current.total).toBe(0)
    },
  )

  it("searches as All Wallets does and pages the result", async () => {
    const foyer = await kitWithTwoWallets({
      walletConnectWallets: [{ id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" }],
      // Of the catalogue only Rainbow, for which the configured one stands.
      includeWalletIds: ["rainbow"],
    })
    let options: UseFoyerWalletsOptions = { search: "a", walletConnectWallets: true, pageSize: 2 }
    const hook = await renderHook(foyer, () => useFoyerWallets(options))
    // Every name with an "a", alphabetically, two a page.
    expect(names(hook.result.current)).toEqual(["MetaMask", "Rabby"])
    expect(hook.result.current).toMatchObject({ total: 4, pageCount: 2 })
    options = { ...options, page: 2 }
    await act(async () => hook.rendered.root.render(null))
    const second = await renderHook(foyer, () => useFoyerWallets(options))
    expect(names(second.result.current)).toEqual(["Rainbow", "WalletConnect"])
    expect(second.result.current.wallets[0]).toMatchObject({ walletId: "rainbow" })
  })

  it("before the kit has loaded lists the page's preview and downloads nothing", async () => {
    const createClient = vi.fn(async () => startTestClient())
    const foyer = createFoyer(testOptions, { createClient })
    const hook = await renderHook(foyer, () => useFoyerWallets())
    // No browser wallet in this page: the WalletConnect entry the kit will list.
    expect(names(hook.result.current)).toEqual(["WalletConnect"])
    expect(createClient).not.toHaveBeenCalled()
  })
})
