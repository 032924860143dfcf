// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { solanaDevnet } from "../../../core"
import {
  alice,
  bob,
  type HeldRequest,
  holdRequest,
  startTestKit,
  until,
} from "../../../test/testFoyerClient"
import { shortenAddress } from "../../../ui/format/shortenAddress"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { multiWallet } from "../index"
import { en } from "../messages/en"
import {
  alerts,
  carol,
  current,
  named,
  openWallets,
  phantomSolanaPlugin,
  row,
  shown,
  sol,
} from "./profileWalletsFixtures"

describe("ProfileWallets' recent wallets (spec 3 recentConnections)", { timeout: 30_000 }, () => {
  it("spec 3 recentConnections: a disconnected wallet is listed under its family's recent wallets (icon, name, short address), and Connect connects it again (spec 4: switching to a disconnected connection starts its connect), the list following", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(() => shown(dialog).length === 2)
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "active"), row("Rabby", bob, "current")]],
      ["Recent wallets (Solana)", [`Phantom${shortenAddress(sol)}${en["multiWallet.connect"]}`]],
    ])
    // The family keeps its heading, with "Recent" under it; Phantom has no icon: its monogram.
    const headings = [...dialog.querySelectorAll("h3, h4")].map((h) => [h.tagName, h.textContent])
    expect(headings).toEqual([
      ["H3", "EVM Networks"],
      ["H3", "Solana"],
      ["H4", "Recent"],
    ])
    expect(
      dialog
        .querySelector('ul[aria-label="Recent wallets (Solana)"] [data-monogram]')
        ?.getAttribute("data-monogram"),
    ).toBe("P")

    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(() => current(kit) === sol)
    await waitFor(() => shown(dialog)[1]?.[0] === "Solana")
    // Connected again it is the current wallet, its family the active one, and no longer recent.
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "active"), row("Rabby", bob, "active")]],
      ["Solana", [row("Phantom", sol, "current")]],
    ])
    expect(kit.client.stores.network.getSnapshot().activeChain).toBe("solana")
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe("Phantom is connected.")
    expect(document.activeElement).toBe(
      buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog),
    )
    // The modal stays on the list (a connect started here is not a connect flow's).
    expect(kit.client.stores.modal.getSnapshot().router.history.map((view) => view.name)).toEqual([
      "ProfileWallets",
    ])
  })

  it("a recent wallet's refused connect shows the wallet's answer, and the same Connect works after", async () => {
    const { kit, dialog, rabby } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog) !== undefined,
    )
    const prompt = holdRequest(rabby, "eth_requestAccounts")
    await click(buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog)!)
    await act(async () => {
      await prompt.asked
    })
    // While the wallet asks, its row is busy and every button waits.
    expect(dialog.querySelector('li[aria-busy="true"]')?.textContent).toContain("Rabby")
    await act(async () => prompt.reject())
    await waitFor(() => alerts(dialog).includes("User rejected the request"))
    expect(current(kit)).toBe(alice)
    expect(kit.client.stores.connection.getSnapshot().status).toBe("connected")

    await click(buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog)!)
    await waitFor(() => current(kit) === bob)
    await waitFor(() => !alerts(dialog).includes("User rejected the request"))
    expect(shown(dialog)[0]).toEqual([
      "EVM Networks",
      [row("MetaMask", alice, "active"), row("Rabby", bob, "current")],
    ])
  })

  it("spec 4 'Invalid connection status': Connect on a recent wallet while another connect is under way says so, and the list stays usable", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog) !== undefined,
    )
    let connecting: Promise<void> = Promise.resolve()
    let prompt: HeldRequest | undefined
    await act(async () => {
      const slow = kit.install("io.slow", "Slow Wallet", { accounts: [carol] })
      prompt = holdRequest(slow, "eth_requestAccounts")
      connecting = kit.client.connect("io.slow")
      await prompt.asked
      await until(kit.client.stores.connection, (state) => state.status === "connecting")
    })
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(() => alerts(dialog).includes("Invalid connection status"))
    expect(current(kit)).toBe(bob)
    await act(async () => {
      prompt?.reject()
      await connecting.catch(() => undefined)
    })
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(() => current(kit) === sol)
    await waitFor(() => !alerts(dialog).includes("Invalid connection status"))
  })

  it("a recent wallet no longer installed says so and offers no Connect", async () => {
    const { dialog, uninstallPhantom } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog) !== undefined,
    )
    await act(async () => uninstallPhantom())
    await waitFor(
      () => shown(dialog)[1]?.[1]?.[0]?.endsWith(en["multiWallet.notInstalled"]) === true,
    )
    expect(shown(dialog)[1]).toEqual([
      "Recent wallets (Solana)",
      [`Phantom${shortenAddress(sol)}${en["multiWallet.notInstalled"]}`],
    ])
    expect(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)).toBeUndefined()
  })

  it("keyboard alone, with a recent wallet: its Connect is a named native button in the Tab order, after its family's connected ones", async () => {
    const { dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Rabby", bob), dialog) !== undefined,
    )
    const view = buttonNamed(en["multiWallet.add"], dialog)!.parentElement!
    const stops = [...view.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
      .map((element) => element.getAttribute("aria-label") ?? element.textContent)
    expect(stops).toEqual([
      named("multiWallet.disconnect", "MetaMask", alice),
      named("multiWallet.connectTo", "Rabby", bob),
      named("multiWallet.switchTo", "Phantom", sol),
      named("multiWallet.disconnect", "Phantom", sol),
      en["multiWallet.add"],
    ])
  })

  it("a recent wallet with its own connecting view (a pairing's QR code): Connect opens that view for it, which starts the connect", async () => {
    const { kit, dialog } = await openWallets("ConnectingExternal")
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(
      () => buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog) !== undefined,
    )
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await waitFor(
      () => kit.client.stores.modal.getSnapshot().router.history.at(-1)?.name !== "ProfileWallets",
    )
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "ProfileWallets" },
      { name: "ConnectingExternal", data: { connectorId: "app.phantom" } },
    ])
  })

  it("with nothing connected, a family's recent wallets are still offered, under 'No wallet is connected.'", async () => {
    const solana = phantomSolanaPlugin()
    const kit = await startTestKit({
      networks: ["eip155:1", solanaDevnet.caipNetworkId],
      plugins: [multiWallet(), solana.plugin],
    })
    await kit.client.connect("app.phantom")
    await kit.client.disconnect()
    await until(kit.client.stores.connection, (state) => state.status === "disconnected")
    const { dialog } = track(await openView(kit.client, { name: "ProfileWallets" }))
    expect(dialog.textContent).toContain(en["multiWallet.none"])
    expect(shown(dialog)).toEqual([
      ["Recent wallets (Solana)", [`Phantom${shortenAddress(sol)}${en["multiWallet.connect"]}`]],
    ])
    await click(buttonNamed(named("multiWallet.connectTo", "Phantom", sol), dialog)!)
    await until(kit.client.stores.connection, (state) => state.status === "connected")
    await waitFor(() => shown(dialog)[0]?.[0] === "Solana")
    expect(dialog.textContent).not.toContain(en["multiWallet.none"])
  })

  it("has no axe violations with recent wallets, one of them no longer installed, in the light and the dark theme", async () => {
    const { kit, dialog, uninstallPhantom } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await act(async () => uninstallPhantom())
    await waitFor(() => dialog.textContent?.includes(en["multiWallet.notInstalled"]) === true)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })
})
