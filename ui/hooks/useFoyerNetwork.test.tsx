// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { optimism } from "../../core"
import { createFoyer } from "../createFoyer"
import { fakeOptions, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { handleFor, type Rendered, renderHook } from "../testing/renderFoyer"
import { useFoyerNetwork } from "./useFoyerNetwork"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe("useFoyerNetwork", { timeout: 20_000 }, () => {
  it("before the kit is loaded it names the network the kit will start on, loading nothing", async () => {
    const createClient = vi.fn(async () => makeFakeFoyerClient())
    const foyer = createFoyer({ ...fakeOptions, defaultNetwork: "eip155:10" }, { createClient })
    const hook = await renderHook(foyer, useFoyerNetwork)
    rendered = hook.rendered
    expect(hook.result.current.caipNetwork?.name).toBe("Optimism")
    expect(hook.result.current.caipNetworkId).toBe("eip155:10")
    expect(hook.result.current.chainId).toBe(10)
    expect(createClient).not.toHaveBeenCalled()
  })

  it("follows the active network once loaded", async () => {
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    const hook = await renderHook(foyer, useFoyerNetwork)
    rendered = hook.rendered
    await act(async () => {
      await foyer.load()
      client.stores.network.update((s) => ({ ...s, activeCaipNetwork: optimism }))
    })
    expect(hook.result.current.caipNetworkId).toBe("eip155:10")
  })

  it("switchNetwork loads the kit if needed and asks it to switch", async () => {
    const client = await makeFakeFoyerClient()
    const hook = await renderHook(handleFor(client), useFoyerNetwork)
    rendered = hook.rendered
    await act(() => hook.result.current.switchNetwork("eip155:10"))
    expect(client.calls).toEqual([{ action: "switchNetwork", caipNetworkId: "eip155:10" }])
  })
})
