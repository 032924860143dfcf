// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { connectWallet, startTestKit } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

/** The visitor's MetaMask is on chain 999, which the site does not list. */
const setUp = async () => {
  const kit = await startTestKit()
  const wallet = await connectWallet(kit, { chainId: 999 })
  const { client } = kit
  const { dialog } = track(await openView(client, { name: "UnsupportedChain" }))
  return { client, dialog, wallet }
}

describe("the UnsupportedChain view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("explains the network is not supported and lists the supported networks to switch to", async () => {
    const { client, dialog, wallet } = await setUp()
    expect(dialog.textContent).toContain(coreMessages["unsupportedChain.explanation"])
    const rows = [...dialog.querySelectorAll('ul[aria-label="Networks"] button')]
    expect(rows.map((b) => b.textContent)).toEqual(["Ethereum", "Optimism"])
    await click(buttonNamed("Optimism", dialog)!)
    await waitFor(
      () => client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId === "eip155:10",
    )
    expect(wallet.state().chainId).toBe(10)
  })

  it("offers to disconnect instead", async () => {
    const { client, dialog, wallet } = await setUp()
    await click(buttonNamed(coreMessages["unsupportedChain.disconnect"], dialog)!)
    await waitFor(() => client.stores.connection.getSnapshot().status === "disconnected")
    expect(wallet.methods().at(-1)).toBe("wallet_revokePermissions")
  })
})
