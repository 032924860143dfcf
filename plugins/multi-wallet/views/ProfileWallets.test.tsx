// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
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
  rabbyIcon,
  row,
  shown,
  sol,
} from "./profileWalletsFixtures"

describe("the ProfileWallets view", { timeout: 30_000 }, () => {
  it("lists every connection under its chain family's display name (spec 3): icon, name, short address, the current one marked (spec 3 connected/active)", async () => {
    const { dialog } = await openWallets()
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "active"), row("Rabby", bob, "current")]],
      ["Solana", [row("Phantom", sol, "active")]],
    ])
    // The dialog is named by the view's title, which kept the kernel's id.
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Wallets")
    // Icons are decorative (the name is the row's text); without one, the name's first letter.
    const icons = [...dialog.querySelectorAll("li")].map(
      (item) =>
        item.querySelector("img")?.getAttribute("src") ??
        item.querySelector("[data-monogram]")?.getAttribute("data-monogram"),
    )
    // MetaMask's is the test wallet's own, announced over EIP-6963.
    expect(icons[0]).toMatch(/^data:image\/svg\+xml,/)
    expect(icons.slice(1)).toEqual([rabbyIcon, "P"])
    expect(dialog.querySelector("li img")?.getAttribute("alt")).toBe("")
    // The current wallet has no Switch; every wallet has its Disconnect, named for it.
    expect(buttonNamed(named("multiWallet.switchTo", "Rabby", bob), dialog)).toBeUndefined()
    expect(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)).toBeDefined()
  })

  it("Switch (spec 4 switching a connection): the chosen wallet becomes current, in its family or another, and the list follows", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(named("multiWallet.switchTo", "MetaMask", alice), dialog)!)
    await waitFor(() => current(kit) === alice)
    await waitFor(() => shown(dialog)[0]?.[1]?.[0] === row("MetaMask", alice, "current"))
    expect(shown(dialog)[0]).toEqual([
      "EVM Networks",
      [row("MetaMask", alice, "current"), row("Rabby", bob, "active")],
    ])
    // Said, and the keyboard's focus is on what stays: the chosen wallet's Disconnect.
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      "MetaMask is now the current wallet.",
    )
    expect(document.activeElement).toBe(
      buttonNamed(named("multiWallet.disconnect", "MetaMask", alice), dialog),
    )

    await click(buttonNamed(named("multiWallet.switchTo", "Phantom", sol), dialog)!)
    await waitFor(() => current(kit) === sol)
    expect(kit.client.stores.network.getSnapshot().activeChain).toBe("solana")
    await waitFor(() => shown(dialog)[1]?.[1]?.[0] === row("Phantom", sol, "current"))
    // The EVM family keeps MetaMask as its current connection: it is active now.
    expect(shown(dialog)[0]?.[1]?.[0]).toBe(row("MetaMask", alice, "active"))
  })

  it("Disconnect ends that wallet's connection only; the family's next one becomes current (spec 4), and focus goes to Add wallet", async () => {
    const { kit, dialog, rabby } = await openWallets()
    await click(buttonNamed(named("multiWallet.disconnect", "Rabby", bob), dialog)!)
    await waitFor(() => current(kit) === alice)
    await waitFor(() => shown(dialog)[0]?.[1]?.length === 1)
    // Rabby stays listed among the family's recent wallets (spec 3 recentConnections).
    expect(shown(dialog)).toEqual([
      ["EVM Networks", [row("MetaMask", alice, "current")]],
      [
        "Recent wallets (EVM Networks)",
        [`Rabby${shortenAddress(bob)}${en["multiWallet.connect"]}`],
      ],
      ["Solana", [row("Phantom", sol, "active")]],
    ])
    // The wallet was asked to end its side too.
    expect(rabby.methods()).toContain("wallet_revokePermissions")
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe("Rabby is disconnected.")
    expect(document.activeElement).toBe(buttonNamed(en["multiWallet.add"], dialog))

    await click(buttonNamed(named("multiWallet.disconnect", "Phantom", sol), dialog)!)
    await waitFor(() => shown(dialog)[2]?.[0] === "Recent wallets (Solana)")
    // The last one: nothing remains, and the modal closes (spec 4 disconnect).
    await click(buttonNamed(named("multiWallet.disconnect", "MetaMask", alice), dialog)!)
    await until(kit.client.stores.modal, (modal) => !modal.open)
    expect(kit.client.stores.connection.getSnapshot().status).toBe("disconnected")
  })

  it("spec 4 'Invalid connection status': a switch while another connect is under way says so, and the list stays usable", async () => {
    const { kit, dialog } = await openWallets()
    let connecting: Promise<void> = Promise.resolve()
    let prompt: HeldRequest | undefined
    // A wallet the page announces now, which holds its prompt open.
    await act(async () => {
      const slow = kit.install("io.slow", "Slow Wallet", { accounts: [carol] })
      prompt = holdRequest(slow, "eth_requestAccounts")
      connecting = kit.client.connect("io.slow")
      await prompt.asked
      await until(kit.client.stores.connection, (state) => state.status === "connecting")
    })
    await click(buttonNamed(named("multiWallet.switchTo", "MetaMask", alice), dialog)!)
    await waitFor(() => alerts(dialog).includes("Invalid connection status"))
    expect(current(kit)).toBe(bob)
    // The visitor declines in the other wallet; the same Switch now works.
    await act(async () => {
      prompt?.reject()
      await connecting.catch(() => undefined)
    })
    await click(buttonNamed(named("multiWallet.switchTo", "MetaMask", alice), dialog)!)
    await waitFor(() => current(kit) === alice)
    await waitFor(() => !alerts(dialog).includes("Invalid connection status"))
  })

  it("Add wallet opens Connect", async () => {
    const { kit, dialog } = await openWallets()
    await click(buttonNamed(en["multiWallet.add"], dialog)!)
    await waitFor(
      () => kit.client.stores.modal.getSnapshot().router.history.at(-1)?.name === "Connect",
    )
    expect(kit.client.stores.modal.getSnapshot().router.history.map((view) => view.name)).toEqual([
      "ProfileWallets",
      "Connect",
    ])
  })

  it("keyboard alone: every control is a native button in the Tab order, named, row by row, then Add wallet", async () => {
    const { dialog } = await openWallets()
    const view = buttonNamed(en["multiWallet.add"], dialog)!.parentElement!
    const stops = [...view.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
      .map((element) => [
        element.tagName,
        element.getAttribute("aria-label") ?? element.textContent,
      ])
    expect(stops).toEqual([
      ["BUTTON", named("multiWallet.switchTo", "MetaMask", alice)],
      ["BUTTON", named("multiWallet.disconnect", "MetaMask", alice)],
      ["BUTTON", named("multiWallet.disconnect", "Rabby", bob)],
      ["BUTTON", named("multiWallet.switchTo", "Phantom", sol)],
      ["BUTTON", named("multiWallet.disconnect", "Phantom", sol)],
      ["BUTTON", en["multiWallet.add"]],
    ])
  })

  it("has no axe violations, in the light and the dark theme", async () => {
    const { kit } = await openWallets()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("with nothing connected, says so and offers Add wallet", async () => {
    const kit = await startTestKit({ plugins: [multiWallet()] })
    const { dialog } = track(await openView(kit.client, { name: "ProfileWallets" }))
    expect(dialog.textContent).toContain(en["multiWallet.none"])
    expect(dialog.querySelector("ul")).toBeNull()
    expect(buttonNamed(en["multiWallet.add"], dialog)).toBeDefined()
  })
})
