// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { holdRequest, startTestKit, testOptions, until } from "../../test/testFoyerClient"
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

  it("legalCheckbox: until the box is ticked, open({ walletId }) shows the Connect view with the box and asks no wallet; once ticked, the wallet's view", async () => {
    const legal = {
      termsConditionsUrl: "https://dapp.example/terms",
      features: { legalCheckbox: true },
    }
    const kit = await startTestKit(legal)
    const wallet = kit.install("io.metamask", "MetaMask")
    await until(kit.client.stores.connectors, (list) => list.some((c) => c.id === "io.metamask"))
    // Before the kit has loaded the page's options decide; after, the kit's config.
    const hook = await renderHook(handleFor(kit.client, { ...testOptions, ...legal }), useFoyer)
    await act(async () => {
      await hook.result.current.open({ walletId: "io.metamask" })
    })
    const dialog = await settleModal()
    expect(kit.client.stores.modal.getSnapshot().router.history.at(-1)).toEqual({
      name: "Connect",
    })
    expect(wallet.methods()).not.toContain("eth_requestAccounts")
    await act(async () => {
      await hook.result.current.close()
    })
    // The kit has loaded now: asked again, the same.
    await act(async () => {
      await hook.result.current.open({ walletId: "io.metamask" })
    })
    expect(kit.client.stores.modal.getSnapshot().router.history.at(-1)).toEqual({
      name: "Connect",
    })
    expect(wallet.methods()).not.toContain("eth_requestAccounts")

    const box = (await settleModal()).querySelector<HTMLInputElement>('input[type="checkbox"]')
    if (box === null) throw new Error(`no legal checkbox in ${dialog.textContent}`)
    await act(async () => {
      box.click()
    })
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    await act(async () => {
      await hook.result.current.open({ walletId: "io.metamask" })
      await prompt.asked
    })
    expect(kit.client.stores.modal.getSnapshot().router.history.at(-1)).toEqual({
      name: "ConnectingExternal",
      data: { connectorId: "io.metamask" },
    })
  })
})
