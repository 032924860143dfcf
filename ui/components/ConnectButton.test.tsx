// @vitest-environment happy-dom
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import {
  accountLoaded,
  afterReload,
  connectWallet,
  holdRequest,
  startTestClient,
  startTestKit,
  testOptions,
  until,
} from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import {
  axeInBothThemes,
  click,
  handleFor,
  type Rendered,
  renderWithFoyer,
  settleModal,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"
import { ConnectButton } from "./ConnectButton"

// The modal shell and its views are lazy chunks: transform them once, up front, so opening the
// modal is not timed against their first compile.
beforeAll(warmChunks, 60_000)

let rendered: Rendered | undefined

const button = () => rendered!.container.querySelector("button")!

describe("ConnectButton", { timeout: 20_000 }, () => {
  it('is a button named "Connect Wallet" with no axe violations in light and dark', async () => {
    const client = await startTestClient()
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
    rendered = await renderWithFoyer(createFoyer(testOptions), <ConnectButton label="Sign in" />)
    expect(button().textContent).toBe("Sign in")
  })

  it("clicking it loads the kit and opens the modal on Connect", async () => {
    const client = await startTestClient()
    rendered = await renderWithFoyer(handleFor(client), <ConnectButton />)
    await click(button())
    await settleModal()
    expect(client.stores.modal.getSnapshot()).toMatchObject({
      open: true,
      router: { history: [{ name: "Connect" }] },
    })
  })

  it("shows a busy state while the kit loads after the click", async () => {
    const client = await startTestClient()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const foyer = createFoyer(testOptions, {
      createClient: async () => {
        await gate
        return client
      },
    })
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    await click(button())
    // The download starts once the dialog's frame is drawn.
    await waitFor(() => button().getAttribute("aria-busy") === "true")
    expect(button().textContent).toBe(coreMessages["connectButton.label"])
    await act(async () => {
      release()
      await foyer.load()
    })
    await settleModal()
    expect(button().getAttribute("aria-busy")).toBe("false")
  })

  it("shows a busy state while connecting (the wallet's prompt is open)", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    const wallet = kit.install("io.metamask", "MetaMask")
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    await act(async () => {
      await foyer.load()
      void kit.client.connect("io.metamask")
      await prompt.asked
    })
    expect([button().getAttribute("aria-busy"), button().textContent]).toEqual([
      "true",
      coreMessages["connectButton.connecting"],
    ])
    await act(async () => {
      prompt.reject()
      await until(kit.client.stores.connection, (s) => s.status === "disconnected")
    })
    expect(button().getAttribute("aria-busy")).toBe("false")
  })

  it("shows a busy state while reconnecting (the wallet has not answered yet)", async () => {
    const { kit, wallet } = await afterReload()
    const foyer = handleFor(kit.client)
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    const asked = holdRequest(wallet, "eth_accounts")
    await act(async () => {
      await foyer.load()
      void kit.client.reconnect()
      await asked.asked
    })
    expect([button().getAttribute("aria-busy"), button().textContent]).toEqual([
      "true",
      coreMessages["connectButton.reconnecting"],
    ])
    await act(async () => {
      asked.approve(wallet.state().accounts)
      await accountLoaded(kit.client)
    })
    expect(button().getAttribute("aria-busy")).toBe("false")
  })

  it("shows the account once connected, staying the same element (focus can return to it)", async () => {
    const kit = await startTestKit()
    const { client } = kit
    const foyer = handleFor(client)
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    const before = button()
    await act(async () => {
      await foyer.load()
      await connectWallet(kit)
    })
    expect(button()).toBe(before)
    expect(button().textContent).toBe("0x5290…9EE71.2345 ETH")
    expect(button().getAttribute("aria-busy")).toBe("false")
    await click(button())
    await settleModal()
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "Account" }])
  })
})
