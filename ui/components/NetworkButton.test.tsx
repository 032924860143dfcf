// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  connectWallet,
  startTestClient,
  startTestKit,
  testOptions,
  until,
} from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import {
  axeInBothThemes,
  click,
  handleFor,
  type Rendered,
  renderWithFoyer,
  settleModal,
} from "../testing/renderFoyer"
import { NetworkButton } from "./NetworkButton"

let rendered: Rendered | undefined

const button = () => rendered!.container.querySelector("button")!

describe("NetworkButton", { timeout: 20_000 }, () => {
  it("names the network (accessible name 'Network: Ethereum') before anything loads", async () => {
    rendered = await renderWithFoyer(createFoyer(testOptions), <NetworkButton />)
    expect(button().textContent).toBe("Network: Ethereum")
  })

  it('shows "Unknown Network" for a network the site does not support', async () => {
    const kit = await startTestKit()
    const { client } = kit
    const foyer = handleFor(client)
    rendered = await renderWithFoyer(foyer, <NetworkButton />)
    await act(async () => {
      await foyer.load()
      const wallet = await connectWallet(kit)
      // The visitor moves the wallet to a chain the site does not list.
      wallet.emit("chainChanged", "0x3e7")
      await until(client.stores.network, (s) => s.activeCaipNetwork?.caipNetworkId === "eip155:999")
    })
    expect(button().textContent).toBe("Network: Unknown Network")
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("opens the network list", async () => {
    const client = await startTestClient()
    rendered = await renderWithFoyer(handleFor(client), <NetworkButton />)
    await click(button())
    await settleModal()
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "SwitchNetwork" }])
  })
})
