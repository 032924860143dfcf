// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { connector, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const wallets = [
  connector("io.rabby", "ANNOUNCED", "Rabby"),
  connector("io.metamask", "ANNOUNCED", "MetaMask"),
  connector("safe", "EXTERNAL", "Safe"),
]

const typeInto = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    // React tracks the value through the prototype setter; set it there, then announce input.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

describe("the AllWallets view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => wallets)
    track(await openView(client, { name: "AllWallets" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("lists every wallet alphabetically and filters them with a labelled search field", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    const names = () => [...dialog.querySelectorAll("li button")].map((b) => b.textContent)
    expect(names()).toEqual(["MetaMask", "Rabby", "Safe"])
    const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!
    expect(dialog.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Search wallets")
    await typeInto(input, "ra")
    expect(names()).toEqual(["Rabby"])
    await typeInto(input, "zzz")
    expect(names()).toEqual([])
    expect(dialog.querySelector('[role="status"]:not([aria-live])')?.textContent).toBe(
      "No wallets found.",
    )
  })

  it("choosing a wallet connects with it", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    await click(buttonNamed("Safe", dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "connect", connectorId: "safe" })
  })
})
