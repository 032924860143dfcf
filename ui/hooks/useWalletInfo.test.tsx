// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { connectAccount, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
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
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    const hook = await renderHook(foyer, useWalletInfo)
    rendered = hook.rendered
    expect(hook.result.current).toEqual({ walletInfo: undefined })
    await act(async () => {
      await foyer.load()
      connectAccount(client)
    })
    expect(hook.result.current).toEqual({ walletInfo: { name: "MetaMask" } })
  })

  it("useDisconnect does nothing before the kit loads, then disconnects", async () => {
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    const hook = await renderHook(foyer, useDisconnect)
    rendered = hook.rendered
    await act(() => hook.result.current.disconnect())
    expect(client.calls).toEqual([])
    await act(async () => {
      await foyer.load()
      await hook.result.current.disconnect()
    })
    expect(client.calls).toEqual([{ action: "disconnect" }])
  })
})
