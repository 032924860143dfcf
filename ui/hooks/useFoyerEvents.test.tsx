// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { FoyerEvent } from "../../core"
import { alice, connectWallet, startTestKit } from "../../test/testFoyerClient"
import { FoyerProvider } from "../provider/FoyerProvider"
import {
  handleFor,
  type Rendered,
  renderHook,
  renderWithFoyer,
  waitFor,
} from "../testing/renderFoyer"
import { useFoyerEvents } from "./useFoyerEvents"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe("useFoyerEvents", { timeout: 20_000 }, () => {
  it("passes the kit's events to the listener once loaded, and stops on unmount", async () => {
    const kit = await startTestKit()
    const { client } = kit
    const foyer = handleFor(client)
    const seen: Array<FoyerEvent> = []
    const hook = await renderHook(foyer, () => useFoyerEvents((event) => seen.push(event)))
    rendered = hook.rendered
    await act(async () => {
      await foyer.load()
    })
    // The visitor connects MetaMask, then opens and closes the modal.
    await act(async () => {
      await connectWallet(kit)
      await client.open()
      await client.close()
    })
    await waitFor(() => seen.length === 3)
    expect(seen).toEqual([
      { type: "CONNECT_SUCCESS", connectorId: "io.metamask", address: alice },
      { type: "MODAL_OPEN", view: "Account" },
      { type: "MODAL_CLOSE" },
    ])
    await rendered.unmount()
    rendered = undefined
    const after: Array<FoyerEvent> = []
    client.subscribeEvents((event) => after.push(event))
    await client.disconnect()
    expect(after).toEqual([{ type: "DISCONNECT_SUCCESS" }])
    expect(seen).toHaveLength(3)
  })

  it("calls the latest listener without subscribing again", async () => {
    const { client } = await startTestKit()
    const foyer = handleFor(client)
    await foyer.load()
    const subscribe = vi.spyOn(client, "subscribeEvents")
    const seen: Array<string> = []
    const Probe = ({ tag }: { readonly tag: string }) => {
      useFoyerEvents((event) => seen.push(`${tag}:${event.type}`))
      return null
    }
    rendered = await renderWithFoyer(foyer, <Probe tag="first" />)
    await act(async () => {
      rendered!.root.render(
        <FoyerProvider foyer={foyer}>
          <Probe tag="second" />
        </FoyerProvider>,
      )
    })
    await act(async () => {
      await client.open()
      await client.close()
    })
    await waitFor(() => seen.includes("second:MODAL_CLOSE"))
    expect(seen).toEqual(["second:MODAL_OPEN", "second:MODAL_CLOSE"])
    expect(subscribe).toHaveBeenCalledTimes(1)
  })
})
