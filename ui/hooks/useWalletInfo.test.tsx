// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { connectWallet, startTestKit } from "../../test/testFoyerClient"
import { handleFor, type Rendered, renderHook } from "../testing/renderFoyer"
import { useDisconnect } from "./useDisconnect"
import { useWalletInfo } from "./useWalletInfo"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe("useWalletInfo and useDisconnect", { timeout: 20_000 }, () => {
  it("useWalletInfo names the wallet the account is connected through", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    const hook = await renderHook(foyer, useWalletInfo)
    rendered = hook.rendered
    expect(hook.result.current).toEqual({ walletInfo: undefined })
    await act(async () => {
      await foyer.load()
      await connectWallet(kit)
    })
    expect(hook.result.current).toEqual({
      walletInfo: {
        name: "MetaMask",
        type: "ANNOUNCED",
        icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
      },
    })
  })

  it("useDisconnect does nothing before the kit loads, then disconnects", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    const hook = await renderHook(foyer, useDisconnect)
    rendered = hook.rendered
    await act(() => hook.result.current.disconnect())
    expect(foyer.peek()).toBeUndefined()
    const wallet = await connectWallet(kit)
    await act(async () => {
      await foyer.load()
      await hook.result.current.disconnect()
    })
    expect(kit.client.stores.connection.getSnapshot().status).toBe("disconnected")
    expect(wallet.methods().at(-1)).toBe("wallet_revokePermissions")
  })
})
