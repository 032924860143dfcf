// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import type { FoyerEvent, FoyerOptions } from "../../../core"
import {
  alice,
  connectWallet,
  holdRequest,
  startTestKit,
  until,
} from "../../../test/testFoyerClient"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  handleFor,
  press,
  renderWithFoyer,
  settleModal,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { siwx } from "../index"
import { en } from "../messages/en"

/**
 * The real kit with siwx(), its UI mounted, connected with MetaMask on Ethereum: the connect
 * hook has opened SIWXSignMessage. Gives the kit, the wallet, the dialog and the kit's events.
 */
const signInShown = async (options: Partial<FoyerOptions> = {}) => {
  const kit = await startTestKit({ plugins: [siwx()], ...options })
  const events: Array<FoyerEvent> = []
  kit.client.subscribeEvents((event) => events.push(event))
  const rendered = await renderWithFoyer(handleFor(kit.client), null)
  await rendered.foyer.load()
  const wallet = await connectWallet(kit)
  const dialog = await settleModal()
  await waitFor(() => buttonNamed(en["siwx.sign"], dialog))
  return { kit, wallet, dialog, events }
}

const isOpen = (kit: Awaited<ReturnType<typeof signInShown>>["kit"]) =>
  kit.client.stores.modal.getSnapshot().open

describe("SIWXSignMessage", { timeout: 30_000 }, () => {
  it("asks the visitor to sign in, with Sign and Cancel, and passes axe in both themes", async () => {
    const { kit, dialog } = await signInShown({
      metadata: { name: "Example", description: "", url: "https://dapp.example", icons: [] },
    })
    expect(dialog.textContent).toContain(en["siwx.title"])
    expect(dialog.textContent).toContain("Example asks you to sign a message")
    expect(buttonNamed(en["siwx.sign"], dialog)?.getAttribute("aria-disabled")).toBe("false")
    expect(buttonNamed(en["siwx.cancel"], dialog)?.getAttribute("aria-disabled")).toBe("false")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("while the wallet is asked the view says so; a declined signature shows 'Error signing message' (spec 8) and SIWX_AUTH_ERROR is emitted", async () => {
    const { kit, wallet, dialog, events } = await signInShown()
    const held = holdRequest(wallet, "personal_sign")
    const signButton = buttonNamed(en["siwx.sign"], dialog)!
    signButton.focus()
    await click(signButton)
    const [, address] = (await held.asked) as [string, string]
    expect(address).toBe(alice)
    await waitFor(() => dialog.querySelector('[role="status"]'))
    expect(dialog.textContent).toContain(en["siwx.signing"])
    expect(signButton.getAttribute("aria-disabled")).toBe("true")
    // A second press while the wallet is asked asks nothing more.
    await click(signButton)
    expect(wallet.methods().filter((method) => method === "personal_sign")).toHaveLength(1)
    held.reject()
    // The view's alert (the modal shell keeps an empty one of its own).
    const alert = await waitFor(() =>
      [...dialog.querySelectorAll('[role="alert"]')].find((element) => element.textContent),
    )
    expect(alert.textContent).toBe("Error signing message")
    // Keyboard alone: the focus stayed on Sign, which tries again.
    expect(document.activeElement).toBe(signButton)
    expect(signButton.getAttribute("aria-disabled")).toBe("false")
    expect(events.filter((e) => e.type.startsWith("SIWX"))).toEqual([
      {
        type: "SIWX_AUTH_ERROR",
        address: alice,
        caipNetworkId: "eip155:1",
        message: "User rejected the request",
      },
    ])
    expect(isOpen(kit)).toBe(true)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("keyboard alone: Sign and Cancel are the view's Tab stops, in that order", async () => {
    const { dialog } = await signInShown()
    const sign = buttonNamed(en["siwx.sign"], dialog)!
    const view = sign.parentElement!
    const stops = [...view.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
      .map((element) => element.textContent)
    expect(stops).toEqual([en["siwx.sign"], en["siwx.cancel"]])
  })

  it("switching to a network without a session asks again (the network-change hook on the real kit)", async () => {
    const { kit, dialog } = await signInShown()
    await click(buttonNamed(en["siwx.cancel"], dialog)!)
    await until(kit.client.stores.modal, (state) => !state.open)
    await kit.client.switchNetwork("eip155:10")
    const shown = await until(kit.client.stores.modal, (state) => state.open)
    expect(shown.router.history.map((view) => view.name)).toEqual(["SIWXSignMessage"])
    expect(kit.client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe(
      "eip155:10",
    )
  })

  it("close is disabled while sign-in is required and no session exists: Escape shakes and the view stays", async () => {
    const { kit, dialog } = await signInShown({ siwx: { required: true } })
    await press(dialog, "Escape")
    await waitFor(() => dialog.getAttribute("data-shaking") === "true")
    expect(isOpen(kit)).toBe(true)
  })

  it("not required: Escape closes the view", async () => {
    const { kit, dialog } = await signInShown()
    await press(dialog, "Escape")
    await until(kit.client.stores.modal, (state) => !state.open)
  })

  it("Cancel when required without a signed-in network disconnects (CLICK_CANCEL_SIWX, then the disconnect)", async () => {
    const { kit, dialog, events } = await signInShown({ siwx: { required: true } })
    await click(buttonNamed(en["siwx.cancel"], dialog)!)
    await until(kit.client.stores.connection, (state) => state.status === "disconnected")
    await until(kit.client.stores.modal, (state) => !state.open)
    const types = events.map((e) => e.type)
    expect(
      types.filter((type) => type === "CLICK_CANCEL_SIWX" || type.startsWith("DISCONNECT")),
    ).toEqual(["CLICK_CANCEL_SIWX", "DISCONNECT_SUCCESS"])
    expect(kit.client.stores.accounts.getSnapshot().eip155?.address).toBeUndefined()
  })

  it("Cancel when not required just closes: the account stays connected", async () => {
    const { kit, dialog, events } = await signInShown()
    await click(buttonNamed(en["siwx.cancel"], dialog)!)
    await until(kit.client.stores.modal, (state) => !state.open)
    expect(kit.client.stores.connection.getSnapshot().status).toBe("connected")
    expect(events.find((e) => e.type === "CLICK_CANCEL_SIWX")).toEqual({
      type: "CLICK_CANCEL_SIWX",
      address: alice,
      caipNetworkId: "eip155:1",
      required: false,
    })
  })
})
