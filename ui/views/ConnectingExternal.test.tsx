// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages, messages } from "../../core"
import { connector, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const connecting = { name: "ConnectingExternal", data: { connectorId: "io.metamask" } } as const

const setUp = async () => {
  const client = await makeFakeFoyerClient()
  client.writable.connectors.update(() => [connector("io.metamask", "ANNOUNCED", "MetaMask")])
  client.writable.connectAttempt.update(() => ({ _tag: "Connecting", connectorId: "io.metamask" }))
  const { dialog } = track(await openView(client, connecting))
  return { client, dialog }
}

describe("the ConnectingExternal view", { timeout: 30_000 }, () => {
  it("renders waiting and rejected states with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () =>
      client.writable.connectAttempt.update(() => ({
        _tag: "Rejected",
        connectorId: "io.metamask",
        message: messages.userRejected,
      })),
    )
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("waits for the wallet, naming it", async () => {
    const { dialog } = await setUp()
    expect(dialog.querySelector('[role="status"]:not([aria-live])')?.textContent).toBe(
      "Waiting for you to approve the connection in MetaMask.",
    )
  })

  it("shows the rejection exactly as the kit reports it: 'User rejected the request'", async () => {
    const { client, dialog } = await setUp()
    await act(async () =>
      client.writable.connectAttempt.update(() => ({
        _tag: "Rejected",
        connectorId: "io.metamask",
        message: "User rejected the request",
      })),
    )
    const alerts = [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent)
    expect(alerts).toContain("User rejected the request")
  })

  it("Try again calls connect again with the same wallet", async () => {
    const { client, dialog } = await setUp()
    await act(async () =>
      client.writable.connectAttempt.update(() => ({
        _tag: "Failed",
        connectorId: "io.metamask",
        message: messages.failedToConnect,
      })),
    )
    client.calls.length = 0
    await click(buttonNamed(coreMessages["connecting.tryAgain"], dialog)!)
    expect(client.calls).toEqual([{ action: "connect", connectorId: "io.metamask" }])
    expect(dialog.textContent).toContain("Waiting for you to approve the connection in MetaMask.")
  })

  it("renders a wallet name with HTML in it as text", async () => {
    const client = await makeFakeFoyerClient()
    const name = "<script>alert(1)</script>"
    client.writable.connectors.update(() => [connector("io.metamask", "ANNOUNCED", name)])
    const { dialog } = track(await openView(client, connecting))
    expect(dialog.textContent).toContain(name)
    expect(dialog.querySelector("script")).toBeNull()
  })
})
