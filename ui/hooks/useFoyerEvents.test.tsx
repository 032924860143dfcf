// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { FoyerEvent } from "../../core"
import { FoyerProvider } from "../provider/FoyerProvider"
import { makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { handleFor, type Rendered, renderHook, renderWithFoyer } from "../testing/renderFoyer"
import { useFoyerEvents } from "./useFoyerEvents"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe("useFoyerEvents", { timeout: 20_000 }, () => {
  it("passes the kit's events to the listener once loaded, and stops on unmount", async () => {
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    const seen: Array<FoyerEvent> = []
    const hook = await renderHook(foyer, () => useFoyerEvents((event) => seen.push(event)))
    rendered = hook.rendered
    await act(async () => {
      await foyer.load()
    })
    client.emit({ type: "CONNECT_SUCCESS", connectorId: "io.metamask", address: "0xabc" })
    client.emit({ type: "MODAL_CLOSE" })
    expect(seen).toEqual([
      { type: "CONNECT_SUCCESS", connectorId: "io.metamask", address: "0xabc" },
      { type: "MODAL_CLOSE" },
    ])
    await rendered.unmount()
    rendered = undefined
    client.emit({ type: "DISCONNECT_SUCCESS" })
    expect(seen).toHaveLength(2)
  })

  it("calls the latest listener without subscribing again", async () => {
    const client = await makeFakeFoyerClient()
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
    client.emit({ type: "MODAL_CLOSE" })
    expect(seen).toEqual(["second:MODAL_CLOSE"])
    expect(subscribe).toHaveBeenCalledTimes(1)
  })
})
