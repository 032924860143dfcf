// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { startTestClient, testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { handleFor, renderHook, settleModal } from "../testing/renderFoyer"
import { useFoyerState } from "./useFoyerState"

describe("useFoyerState", { timeout: 20_000 }, () => {
  it("before the kit is loaded: closed, not loading, on Connect", async () => {
    const hook = await renderHook(createFoyer(testOptions), useFoyerState)
    expect(hook.result.current).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: undefined,
      view: "Connect",
    })
  })

  it("is loading while the kit's code downloads after a click", async () => {
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
    const hook = await renderHook(foyer, useFoyerState)
    let loaded: Promise<unknown> = Promise.resolve()
    await act(async () => {
      loaded = foyer.load()
    })
    expect(hook.result.current.loading).toBe(true)
    await act(async () => {
      release()
      await loaded
    })
    expect(hook.result.current.loading).toBe(false)
  })

  it("follows the modal once loaded: open, view, selected network", async () => {
    const client = await startTestClient()
    const foyer = handleFor(client)
    const hook = await renderHook(foyer, useFoyerState)
    await act(async () => {
      await foyer.load()
      await client.switchNetwork("eip155:10")
      await client.open({ view: { name: "AllWallets" } })
    })
    expect(hook.result.current).toEqual({
      open: true,
      loading: false,
      selectedNetworkId: "eip155:10",
      view: "AllWallets",
    })
    await settleModal()
  })
})
