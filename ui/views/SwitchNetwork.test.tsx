// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages, optimism } from "../../core"
import { connectWallet, holdRequest, startTestKit, until } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const toOptimism = { name: "SwitchNetwork", data: { network: optimism } } as const

const title = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent

/** The visitor is connected with MetaMask on Ethereum; MetaMask knows Optimism too. */
const setUp = async () => {
  const kit = await startTestKit()
  const wallet = await connectWallet(kit)
  return { client: kit.client, wallet }
}

/** The chain ids the wallet was asked to switch to, in order. */
const switchesAsked = (wallet: Awaited<ReturnType<typeof setUp>>["wallet"]) =>
  wallet.calls
    .filter((call) => call.method === "wallet_switchEthereumChain")
    .map((call) => (call.params as ReadonlyArray<{ readonly chainId: string }>)[0]?.chainId)

describe("the SwitchNetwork view", { timeout: 30_000 }, () => {
  it("renders the network list, switching and rejected states with no axe violations in light and dark", async () => {
    const { client, wallet } = await setUp()
    const { dialog } = track(await openView(client, { name: "SwitchNetwork" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    const prompt = holdRequest(wallet, "wallet_switchEthereumChain")
    await click(buttonNamed("Optimism", dialog)!)
    await act(() => prompt.asked)
    await waitFor(() => dialog.textContent?.includes(coreMessages["switchNetwork.approve"]))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () => prompt.reject())
    await waitFor(() => dialog.textContent?.includes("User rejected the request"))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("opened without a target it is the network list: the active network is marked, choosing one asks the wallet to switch", async () => {
    const { client, wallet } = await setUp()
    const { dialog } = track(await openView(client, { name: "SwitchNetwork" }))
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!)
    expect(title?.textContent).toBe(coreMessages["view.SwitchNetwork.listTitle"])
    const rows = [...dialog.querySelectorAll('ul[aria-label="Networks"] button')]
    expect(rows.map((b) => [b.textContent, b.getAttribute("aria-current")])).toEqual([
      ["EthereumActive", "true"],
      ["Optimism", null],
    ])
    const prompt = holdRequest(wallet, "wallet_switchEthereumChain")
    await click(buttonNamed("Optimism", dialog)!)
    await act(() => prompt.asked)
    expect(switchesAsked(wallet)).toEqual(["0xa"])
    await waitFor(() => dialog.textContent?.includes(coreMessages["switchNetwork.approve"]))
    // The visitor approves in the wallet: the kit follows it to Optimism.
    await act(async () => {
      prompt.approve(null)
      wallet.emit("chainChanged", "0xa")
      await until(client.stores.network, (s) => s.activeCaipNetwork?.caipNetworkId === "eip155:10")
    })
  })

  it("shows the rejection exactly ('User rejected the request') and Try again asks the wallet again", async () => {
    const { client, wallet } = await setUp()
    wallet.set("wallet_switchEthereumChain", "reject")
    const { dialog } = track(await openView(client, toOptimism))
    await click(buttonNamed(coreMessages["switchNetwork.switch"], dialog)!)
    await waitFor(() =>
      [...dialog.querySelectorAll('[role="alert"]')].some(
        (e) => e.textContent === "User rejected the request",
      ),
    )
    await click(buttonNamed(coreMessages["switchNetwork.tryAgain"], dialog)!)
    await waitFor(() => switchesAsked(wallet).length === 2)
    expect(switchesAsked(wallet)).toEqual(["0xa", "0xa"])
  })

  it("with a target and nothing under way, offers to switch to it", async () => {
    const { client, wallet } = await setUp()
    const { dialog } = track(await openView(client, toOptimism))
    expect(dialog.textContent).toContain("Switch your wallet to Optimism to continue.")
    await click(buttonNamed(coreMessages["switchNetwork.switch"], dialog)!)
    await waitFor(
      () => client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId === "eip155:10",
    )
    expect(switchesAsked(wallet)).toEqual(["0xa"])
    expect(wallet.state().chainId).toBe(10)
  })

  it("choosing in the network list opens SwitchNetwork for that network (spec 2): its switch waits on the wallet, then the modal goes back", async () => {
    const { client, wallet } = await setUp()
    const { dialog } = track(await openView(client, { name: "Account" }))
    await click(buttonNamed("Network: Ethereum", dialog)!)
    await waitFor(() => title(dialog) === coreMessages["view.SwitchNetwork.listTitle"])
    const prompt = holdRequest(wallet, "wallet_switchEthereumChain")
    await click(buttonNamed("Optimism", dialog)!)
    await act(() => prompt.asked)
    await waitFor(() => title(dialog) === coreMessages["view.SwitchNetwork.title"])
    expect(client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "Account" },
      { name: "SwitchNetwork", data: { network: optimism } },
    ])
    expect(dialog.textContent).toContain(coreMessages["switchNetwork.approve"])
    await act(async () => {
      prompt.approve(null)
      wallet.emit("chainChanged", "0xa")
      await until(client.stores.network, (s) => s.activeCaipNetwork?.caipNetworkId === "eip155:10")
    })
    await waitFor(() => title(dialog) === coreMessages["view.Account.title"])
  })

  it("choosing the active network in the list does nothing (spec 2)", async () => {
    const { client, wallet } = await setUp()
    const { dialog } = track(await openView(client, { name: "SwitchNetwork" }))
    await click(buttonNamed("Ethereum", dialog)!)
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "SwitchNetwork" }])
    expect(title(dialog)).toBe(coreMessages["view.SwitchNetwork.listTitle"])
    expect(switchesAsked(wallet)).toEqual([])
  })
})
