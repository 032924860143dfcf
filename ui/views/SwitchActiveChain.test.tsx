// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { coreMessages, solana } from "../../core"
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

  it("choosing a network of another chain family in the network list, with no account there, opens it (spec 2); the wallet is not asked", async () => {
    const kit = await startTestKit({ networks: ["eip155:1", solana.caipNetworkId] })
    const wallet = await connectWallet(kit)
    const { client } = kit
    const { dialog } = track(await openView(client, { name: "SwitchNetwork" }))
    await click(buttonNamed("Solana", dialog)!)
    await waitFor(() => dialog.textContent?.includes("Solana belongs to Solana."))
    expect(client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "SwitchNetwork" },
      toSolana,
    ])
    expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent).toBe(
      coreMessages["view.SwitchActiveChain.title"],
    )
    expect(wallet.methods().filter((m) => m === "wallet_switchEthereumChain")).toEqual([])
    expect(client.stores.network.getSnapshot().activeChain).toBe("eip155")
  })
})
