// @vitest-environment happy-dom
import { act, StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  accountLoaded,
  afterReload,
  startTestClient,
  testOptions,
} from "../../test/testFoyerClient"
import { AccountButton } from "../components/AccountButton"
import { ConnectButton } from "../components/ConnectButton"
import { NetworkButton } from "../components/NetworkButton"
import { createFoyer } from "../createFoyer"
import { handleFor, type Rendered, renderWithFoyer } from "../testing/renderFoyer"
import { FoyerProvider } from "./FoyerProvider"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  localStorage.clear()
  document.body.innerHTML = ""
})

describe("FoyerProvider", { timeout: 20_000 }, () => {
  it("a page with only the buttons loads nothing until a click", async () => {
    const createClient = vi.fn(async () => startTestClient())
    rendered = await renderWithFoyer(
      createFoyer(testOptions, { createClient }),
      <>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </>,
    )
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(createClient).not.toHaveBeenCalled()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it("gathers the browser wallets once the page is idle, before any click, asking nothing of the network (issue 14)", async () => {
    const createClient = vi.fn(async () => startTestClient())
    const requests = vi.fn()
    window.addEventListener("eip6963:requestProvider", requests)
    try {
      const foyer = createFoyer(testOptions, { createClient })
      const preview = vi.spyOn(foyer, "connectPreview")
      rendered = await renderWithFoyer(foyer, <ConnectButton />)
      await act(async () => {
        // happy-dom has no requestIdleCallback: the provider falls back to a task, queued first.
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
      expect(preview).toHaveBeenCalled()
      expect(requests).toHaveBeenCalledTimes(1)
      expect(createClient).not.toHaveBeenCalled()
      // The click draws what was gathered: the wallets are not asked again.
      await act(async () => {
        void foyer.open()
      })
      expect(requests).toHaveBeenCalledTimes(1)
      expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    } finally {
      window.removeEventListener("eip6963:requestProvider", requests)
    }
  })

  it("restores a stored session on mount: loads the kit and reconnects once, even in StrictMode", async () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    const { kit, wallet } = await afterReload()
    const { client } = kit
    const asked = wallet.calls.length
    const createClient = vi.fn(async () => client)
    const foyer = createFoyer(testOptions, { createClient })
    const container = document.createElement("div")
    document.body.append(container)
    const root = createRoot(container)
    await act(async () => {
      root.render(
        <StrictMode>
          <FoyerProvider foyer={foyer}>
            <ConnectButton />
          </FoyerProvider>
        </StrictMode>,
      )
    })
    await act(async () => {
      await foyer.restore()
    })
    expect(createClient).toHaveBeenCalledTimes(1)
    // One restore: the wallet is asked for its accounts without a prompt, once.
    expect(wallet.methods().slice(asked)).toEqual(["eth_accounts", "eth_chainId"])
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
    await act(() => accountLoaded(client))
    await act(async () => root.unmount())
  })

  it("does not mount the modal shell before the modal first opens", async () => {
    const client = await startTestClient()
    const foyer = handleFor(client)
    rendered = await renderWithFoyer(foyer, <ConnectButton />)
    await act(async () => {
      await foyer.load()
    })
    expect(document.querySelector("[role='dialog']")).toBeNull()
    expect(document.body.children).toHaveLength(1)
  })
})
