// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { optimism } from "../../core"
import {
  connectWallet,
  startTestClient,
  startTestKit,
  testOptions,
  until,
} from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { handleFor, type Rendered, renderHook } from "../testing/renderFoyer"
import { useFoyerNetwork } from "./useFoyerNetwork"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe("useFoyerNetwork", { timeout: 20_000 }, () => {
  it("before the kit is loaded it names the network the kit will start on, loading nothing", async () => {
    const createClient = vi.fn(async () => startTestClient())
    const foyer = createFoyer({ ...testOptions, defaultNetwork: "eip155:10" }, { createClient })
    const hook = await renderHook(foyer, useFoyerNetwork)
    rendered = hook.rendered
    expect(hook.result.current.caipNetwork?.name).toBe("Optimism")
    expect(hook.result.current.caipNetworkId).toBe("eip155:10")
    expect(hook.result.current.chainId).toBe(10)
    expect(createClient).not.toHaveBeenCalled()
  })

  it("follows the active network once loaded: the wallet moving to Optimism shows", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    const hook = await renderHook(foyer, useFoyerNetwork)
    rendered = hook.rendered
    await act(async () => {
      await foyer.load()
      const wallet = await connectWallet(kit)
      wallet.emit("chainChanged", "0xa")
      await until(
        kit.client.stores.network,
        (s) => s.activeCaipNetwork?.caipNetworkId === "eip155:10",
      )
    })
    expect(hook.result.current.caipNetworkId).toBe(optimism.caipNetworkId)
    expect(hook.result.current.chainId).toBe(10)
  })

  it("switchNetwork loads the kit if needed and switches it", async () => {
    const client = await startTestClient()
    const createClient = vi.fn(async () => client)
    const hook = await renderHook(createFoyer(testOptions, { createClient }), useFoyerNetwork)
    rendered = hook.rendered
    await act(() => hook.result.current.switchNetwork("eip155:10"))
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe("eip155:10")
    expect(hook.result.current.caipNetworkId).toBe("eip155:10")
  })
})
