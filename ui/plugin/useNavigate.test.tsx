// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages, formatMessage, optimism } from "../../core"
import { startTestClient } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useNavigate } from "./useNavigate"

const setUp = async () => {
  const client = await startTestClient()
  await client.open({ view: { name: "Connect" } })
  const navigate = (await renderInView(client, useNavigate)).current
  const history = () => client.stores.modal.getSnapshot().router.history
  return { client, navigate, history }
}

describe("useNavigate", { timeout: 20_000 }, () => {
  it("push shows a view on top, with its data", async () => {
    const { navigate, history } = await setUp()
    await act(() => navigate.push("AllWallets"))
    await act(() => navigate.push("SwitchNetwork", { network: optimism }))
    expect(history()).toEqual([
      { name: "Connect" },
      { name: "AllWallets" },
      { name: "SwitchNetwork", data: { network: optimism } },
    ])
  })

  it("replace swaps the current view", async () => {
    const { navigate, history } = await setUp()
    await act(() => navigate.push("AllWallets"))
    await act(() => navigate.replace("ConnectingExternal"))
    expect(history().map((view) => view.name)).toEqual(["Connect", "ConnectingExternal"])
  })

  it("back goes back, and closes the modal when one view remains", async () => {
    const { client, navigate, history } = await setUp()
    await act(() => navigate.push("AllWallets"))
    await act(() => navigate.back())
    expect(history().map((view) => view.name)).toEqual(["Connect"])
    await act(() => navigate.back())
    expect(client.stores.modal.getSnapshot().open).toBe(false)
  })

  it("close closes the modal", async () => {
    const { client, navigate } = await setUp()
    await act(() => navigate.close())
    expect(client.stores.modal.getSnapshot().open).toBe(false)
  })

  it("pushing a view no enabled plugin provides shows the error toast instead of rejecting", async () => {
    const { client, navigate, history } = await setUp()
    const errors = console.error
    console.error = () => {}
    try {
      await act(() => navigate.push("Swap"))
    } finally {
      console.error = errors
    }
    expect(history().map((view) => view.name)).toEqual(["Connect"])
    expect(client.stores.toast.getSnapshot()).toMatchObject({
      variant: "error",
      message: formatMessage(coreMessages["error.viewNotAvailable"], { view: "Swap" }),
    })
  })
})
