// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { holdRequest, startTestKit } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

/**
 * The visitor chose `name` on the Connect view; its prompt is open in the wallet. Resolves
 * once the kit shows ConnectingExternal.
 */
const setUp = async (name = "MetaMask") => {
  const kit = await startTestKit()
  const { client } = kit
  const wallet = kit.install("io.metamask", name)
  const prompt = holdRequest(wallet, "eth_requestAccounts")
  const { dialog } = track(await openView(client, undefined))
  await click(buttonNamed(name, dialog)!)
  await act(() => prompt.asked)
  await waitFor(() => dialog.textContent?.includes("Waiting for you to approve"))
  return { client, dialog, wallet, prompt }
}

const alertTexts = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent)

describe("the ConnectingExternal view", { timeout: 30_000 }, () => {
  it("renders waiting and rejected states with no axe violations in light and dark", async () => {
    const { client, dialog, prompt } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () => prompt.reject())
    await waitFor(() => alertTexts(dialog).includes("User rejected the request"))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("waits for the wallet, naming it", async () => {
    const { dialog } = await setUp()
    expect(dialog.querySelector('[role="status"]:not([aria-live])')?.textContent).toBe(
      "Waiting for you to approve the connection in MetaMask.",
    )
  })

  it("shows the rejection exactly as the kit reports it: 'User rejected the request'", async () => {
    const { dialog, prompt } = await setUp()
    await act(async () => prompt.reject())
    await waitFor(() => alertTexts(dialog).includes("User rejected the request"))
  })

  it("Try again asks the same wallet again", async () => {
    const { dialog, wallet, prompt } = await setUp()
    await act(async () => prompt.fail())
    await waitFor(() => buttonNamed(coreMessages["connecting.tryAgain"], dialog))
    const again = holdRequest(wallet, "eth_requestAccounts")
    await click(buttonNamed(coreMessages["connecting.tryAgain"], dialog)!)
    await act(() => again.asked)
    expect(wallet.methods().filter((m) => m === "eth_requestAccounts")).toHaveLength(2)
    await waitFor(() =>
      dialog.textContent?.includes("Waiting for you to approve the connection in MetaMask."),
    )
  })

  it("renders a wallet name with HTML in it as text", async () => {
    const name = "<script>alert(1)</script>"
    const { dialog } = await setUp(name)
    expect(dialog.textContent).toContain(name)
    expect(dialog.querySelector("script")).toBeNull()
  })
})
