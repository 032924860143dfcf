// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages, optimism } from "../../core"
import { connectAccount, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const toOptimism = { name: "SwitchNetwork", data: { network: optimism } } as const

describe("the SwitchNetwork view", { timeout: 30_000 }, () => {
  it("renders the network list, switching and rejected states with no axe violations in light and dark", async () => {
    const client = await makeFakeFoyerClient()
    connectAccount(client)
    track(await openView(client, { name: "SwitchNetwork" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () =>
      client.writable.switchAttempt.update(() => ({
        _tag: "Switching",
        caipNetworkId: "eip155:10",
      })),
    )
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () =>
      client.writable.switchAttempt.update(() => ({
        _tag: "Rejected",
        caipNetworkId: "eip155:10",
        message: "User rejected the request",
      })),
    )
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("opened without a target it is the network list: the active network is marked, choosing one switches", async () => {
    const client = await makeFakeFoyerClient()
    const { dialog } = track(await openView(client, { name: "SwitchNetwork" }))
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!)
    expect(title?.textContent).toBe(coreMessages["view.SwitchNetwork.listTitle"])
    const rows = [...dialog.querySelectorAll('ul[aria-label="Networks"] button')]
    expect(rows.map((b) => [b.textContent, b.getAttribute("aria-current")])).toEqual([
      ["EthereumActive", "true"],
      ["Optimism", null],
    ])
    await click(buttonNamed("Optimism", dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "switchNetwork", caipNetworkId: "eip155:10" })
    expect(dialog.textContent).toContain(coreMessages["switchNetwork.approve"])
  })

  it("shows the rejection exactly ('User rejected the request') and Try again switches again", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.switchAttempt.update(() => ({
      _tag: "Rejected",
      caipNetworkId: "eip155:10",
      message: "User rejected the request",
    }))
    const { dialog } = track(await openView(client, toOptimism))
    const alerts = [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent)
    expect(alerts).toContain("User rejected the request")
    await click(buttonNamed(coreMessages["switchNetwork.tryAgain"], dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "switchNetwork", caipNetworkId: "eip155:10" })
  })

  it("with a target and nothing under way, offers to switch to it", async () => {
    const client = await makeFakeFoyerClient()
    const { dialog } = track(await openView(client, toOptimism))
    expect(dialog.textContent).toContain("Switch your wallet to Optimism to continue.")
    await click(buttonNamed(coreMessages["switchNetwork.switch"], dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "switchNetwork", caipNetworkId: "eip155:10" })
  })
})
