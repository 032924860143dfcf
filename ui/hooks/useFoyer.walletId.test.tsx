// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { holdRequest, startTestKit, until } from "../../test/testFoyerClient"
import { handleFor, renderHook, settleModal } from "../testing/renderFoyer"
import { useFoyer } from "./useFoyer"

describe("useFoyer().open({ walletId })", { timeout: 20_000 }, () => {
  it("opens the injected wallet's ConnectingExternal view, waiting for the wallet", async () => {
    const kit = await startTestKit()
    const wallet = kit.install("io.metamask", "MetaMask")
    await until(kit.client.stores.connectors, (list) => list.some((c) => c.id === "io.metamask"))
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    const hook = await renderHook(handleFor(kit.client), useFoyer)
    await act(async () => {
      await hook.result.current.open({ walletId: "io.metamask" })
      await prompt.asked
    })
    const dialog = await settleModal()
    expect(dialog.textContent).toContain("Waiting for you to approve the connection in MetaMask.")
    expect(kit.client.stores.modal.getSnapshot().router.history.at(-1)).toEqual({
      name: "ConnectingExternal",
      data: { connectorId: "io.metamask" },
    })
  })

  it("an unknown wallet rejects with 'Provider not found: <id>'", async () => {
    const kit = await startTestKit()
    const hook = await renderHook(handleFor(kit.client), useFoyer)
    await expect(hook.result.current.open({ walletId: "io.unknown" })).rejects.toMatchObject({
      message: "Provider not found: io.unknown",
    })
  })
})
