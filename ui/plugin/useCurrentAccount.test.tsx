// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { Accounts } from "../../core"
import { accountLoaded, alice, connectWallet, startTestKit } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useCurrentAccount } from "./useCurrentAccount"

describe("useCurrentAccount", { timeout: 20_000 }, () => {
  it("reads the account on the active network, follows a network switch and the disconnect, and draws only when it changes", async () => {
    const kit = await startTestKit()
    const result = await renderInView(kit.client, useCurrentAccount)
    expect(result.current).toBeUndefined()
    await act(() => connectWallet(kit))
    expect(result.current).toMatchObject({
      namespace: "eip155",
      address: alice,
      caipNetwork: { caipNetworkId: "eip155:1" },
    })
    const renders = result.renders
    // A balance loading again changes the account store, not the account.
    await act(() => kit.client.run(Effect.flatMap(Accounts, (accounts) => accounts.refresh)))
    await act(() => accountLoaded(kit.client))
    expect(result.renders).toBe(renders)
    await act(() => kit.client.switchNetwork("eip155:10"))
    expect(result.current?.caipNetwork.caipNetworkId).toBe("eip155:10")
    await act(() => kit.client.disconnect())
    expect(result.current).toBeUndefined()
  })
})
