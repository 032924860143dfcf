// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { accountLoaded, alice, connectWallet, startTestKit } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useAccountsState, useKernelConfig, useNetworkState } from "./useKernelState"

describe("the kernel state hooks (a view's door to the kit's stores)", { timeout: 20_000 }, () => {
  it("useNetworkState reads the active network (or a part of it) and follows a switch", async () => {
    const kit = await startTestKit()
    const whole = await renderInView(kit.client, () => useNetworkState())
    const active = await renderInView(kit.client, () =>
      useNetworkState((s) => s.activeCaipNetwork?.caipNetworkId),
    )
    expect(active.current).toBe("eip155:1")
    expect(whole.current.activeChain).toBe("eip155")
    await act(() => connectWallet(kit))
    await act(() => accountLoaded(kit.client))
    await act(() => kit.client.switchNetwork("eip155:10"))
    await act(() => accountLoaded(kit.client))
    expect(active.current).toBe("eip155:10")
    expect(whole.current.activeCaipNetwork?.caipNetworkId).toBe("eip155:10")
  })

  it("useAccountsState reads the account of each family and follows connect and disconnect", async () => {
    const kit = await startTestKit()
    const address = await renderInView(kit.client, () => useAccountsState((s) => s.eip155?.address))
    expect(address.current).toBeUndefined()
    await act(() => connectWallet(kit))
    await act(() => accountLoaded(kit.client))
    expect(address.current).toBe(alice)
    await act(() => kit.client.disconnect())
    expect(address.current).toBeUndefined()
  })

  it("useKernelConfig gives the kit as configured: options, features and networks in order", async () => {
    const kit = await startTestKit({
      networks: ["eip155:10", "eip155:1"],
      metadata: { name: "Example dApp", description: "", url: "https://dapp.example", icons: [] },
      features: { swaps: false },
    })
    const settings = await renderInView(kit.client, useKernelConfig)
    expect(settings.current.networks.map((n) => n.caipNetworkId)).toEqual(["eip155:10", "eip155:1"])
    expect(settings.current.defaultNetwork.caipNetworkId).toBe("eip155:10")
    expect(settings.current.config.projectId).toBe("foyer-ui-test")
    expect(settings.current.config.metadata?.name).toBe("Example dApp")
    expect(settings.current.features.swaps).toBe(false)
  })
})
