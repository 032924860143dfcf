// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { alice, startTestKit, until, withoutPairingConnector } from "../../test/testFoyerClient"
import { handleFor, renderHook } from "../testing/renderFoyer"
import { useWalletConnectUri } from "./useWalletConnectUri"

describe("useWalletConnectUri", { timeout: 20_000 }, () => {
  it("starts a pairing, gives its URI and expiry, and connects once the wallet approves", async () => {
    const kit = await startTestKit()
    const hook = await renderHook(handleFor(kit.client), useWalletConnectUri)
    expect(hook.result.current).toMatchObject({ uri: undefined, buffering: false, failed: false })
    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      done = hook.result.current.start()
      await until(kit.client.stores.connection, (s) => s.wcUri !== undefined)
    })
    const first = kit.walletConnect.uris[0]
    expect(hook.result.current.uri).toBe(first)
    expect(hook.result.current.expiresAt).toBe(
      kit.client.stores.connection.getSnapshot().wcPairingExpiry,
    )
    let renewed: Promise<void> = Promise.resolve()
    await act(async () => {
      renewed = hook.result.current.refresh()
      await until(kit.client.stores.connection, (s) => s.wcUri !== undefined && s.wcUri !== first)
    })
    expect(hook.result.current.uri).toBe(kit.walletConnect.uris[1])
    await act(async () => {
      kit.walletConnect.approve(alice, 10)
      await until(kit.client.stores.connection, (s) => s.status === "connected")
    })
    await Promise.all([done, renewed])
    expect(hook.result.current.uri).toBeUndefined()
  })

  it("without a WALLET_CONNECT connector start rejects with 'WalletConnectConnector not found'", async () => {
    const kit = await startTestKit()
    const hook = await renderHook(
      handleFor(withoutPairingConnector(kit.client)),
      useWalletConnectUri,
    )
    await expect(hook.result.current.start()).rejects.toThrow("WalletConnectConnector not found")
  })
})
