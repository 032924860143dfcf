// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { createFoyer } from "../createFoyer"
import { alice, connectAccount, fakeOptions, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import {
  axeInBothThemes,
  click,
  handleFor,
  type Rendered,
  renderWithFoyer,
  settleModal,
} from "../testing/renderFoyer"
import { ConnectButton } from "./ConnectButton"

let rendered: Rendered | undefined

const button = () => rendered!.container.querySelector("button")!

describe("ConnectButton", { timeout: 20_000 }, () => {
  it('is a button named "Connect Wallet" with no axe violations in light and dark', async () => {
    const client = await makeFakeFoyerClient()
    rendered = await renderWithFoyer(handleFor(client), <ConnectButton />)
    expect(button().textContent).toBe(coreMessages["connectButton.label"])
    expect(button().getAttribute("type")).toBe("button")
    expect(button().getAttribute("aria-busy")).toBe("false")
    await act(async () => {
      await rendered!.foyer.load()
    })
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("takes a custom label", async () => {
    rendered = await renderWithFoyer(createFoyer(fakeOptions), <ConnectButton label="Sign in" />)
    expect(button().textContent).toBe("Sign in")
  })

  it("clicking it loads the kit and opens the modal on Connect", async () => {
    const client = await makeFakeFoyerClient()
    rendered = await renderWithFoyer(handleFor(client), <ConnectButton />)
    await click(button())
    await settleModal()
    expect(client.calls).toEqual([{ action: "open", view: undefined }])
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "Connect" }])
  })

  it("shows a busy state while the kit loads after the click", async () => {
    const client = await makeFakeFoyerClient()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const foyer = createFoyer(fakeOptions, {
      createClient: async () => {
        await gate
        return client
      },
    })
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    await click(button())
    expect(button().getAttribute("aria-busy")).toBe("true")
    expect(button().textContent).toBe(coreMessages["connectButton.label"])
    await act(async () => {
      release()
      await foyer.load()
    })
    await settleModal()
    expect(button().getAttribute("aria-busy")).toBe("false")
  })

  it("shows a busy state while connecting and while reconnecting", async () => {
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    await act(async () => {
      await foyer.load()
      client.writable.connection.update((s) => ({ ...s, status: "connecting" }))
    })
    expect([button().getAttribute("aria-busy"), button().textContent]).toEqual([
      "true",
      coreMessages["connectButton.connecting"],
    ])
    await act(async () =>
      client.writable.connection.update((s) => ({ ...s, status: "reconnecting" })),
    )
    expect([button().getAttribute("aria-busy"), button().textContent]).toEqual([
      "true",
      coreMessages["connectButton.reconnecting"],
    ])
  })

  it("shows the account once connected, staying the same element (focus can return to it)", async () => {
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    const before = button()
    await act(async () => {
      await foyer.load()
      connectAccount(client, alice)
    })
    expect(button()).toBe(before)
    expect(button().textContent).toBe("0x5290…9EE71.2345 ETH")
    expect(button().getAttribute("aria-busy")).toBe("false")
    await click(button())
    await settleModal()
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "Account" }])
  })
})
