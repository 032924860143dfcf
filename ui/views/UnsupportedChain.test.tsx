// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { connectAccount, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const setUp = async () => {
  const client = await makeFakeFoyerClient()
  connectAccount(client)
  const { dialog } = track(await openView(client, { name: "UnsupportedChain" }))
  return { client, dialog }
}

describe("the UnsupportedChain view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("explains the network is not supported and lists the supported networks to switch to", async () => {
    const { client, dialog } = await setUp()
    expect(dialog.textContent).toContain(coreMessages["unsupportedChain.explanation"])
    const rows = [...dialog.querySelectorAll('ul[aria-label="Networks"] button')]
    expect(rows.map((b) => b.textContent)).toEqual(["EthereumActive", "Optimism"])
    await click(buttonNamed("Optimism", dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "switchNetwork", caipNetworkId: "eip155:10" })
  })

  it("offers to disconnect instead", async () => {
    const { client, dialog } = await setUp()
    await click(buttonNamed(coreMessages["unsupportedChain.disconnect"], dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "disconnect" })
  })
})
