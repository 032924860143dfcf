// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { solana } from "../../core"
import { connectWallet, startTestKit } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const toSolana = {
  name: "SwitchActiveChain",
  data: {
    switchToChain: "solana",
    navigateTo: "Connect",
    navigateWithReplace: true,
    network: solana,
  },
} as const

const setUp = async () => {
  const kit = await startTestKit({ networks: ["eip155:1", solana.caipNetworkId] })
  await connectWallet(kit)
  const { client } = kit
  const { dialog } = track(await openView(client, toSolana))
  return { client, dialog }
}

describe("the SwitchActiveChain view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("explains the chain family change and, on continue, switches then replaces itself with Connect", async () => {
    const { client, dialog } = await setUp()
    expect(dialog.textContent).toContain(
      "Solana belongs to Solana. Your wallet is connected on EVM Networks. Connect a wallet for Solana to continue.",
    )
    await click(buttonNamed("Switch to Solana", dialog)!)
    await waitFor(() => client.stores.modal.getSnapshot().router.history.at(-1)?.name === "Connect")
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual(["Connect"])
    expect(client.stores.network.getSnapshot()).toMatchObject({
      activeChain: "solana",
      activeCaipNetwork: { caipNetworkId: solana.caipNetworkId },
    })
  })
})
