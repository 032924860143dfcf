// @vitest-environment happy-dom

import { isDeepStrictEqual } from "node:util"
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  afterReload,
  alice,
  apiAnswers,
  bob,
  connectWallet,
  startTestClient,
  startTestKit,
  testOptions,
  until,
} from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { runInKit } from "../plugin/runInKit"
import { handleFor, type Rendered, renderHook } from "../testing/renderFoyer"
import { type FoyerAccount, useFoyerAccount } from "./useFoyerAccount"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  localStorage.clear()
})

describe("useFoyerAccount", { timeout: 20_000 }, () => {
  it("before the kit is loaded it reports a disconnected account and loads nothing", async () => {
    const createClient = vi.fn(async () => startTestClient())
    const hook = await renderHook(createFoyer(testOptions, { createClient }), useFoyerAccount)
    rendered = hook.rendered
    expect(hook.result.current).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: "disconnected",
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
    })
    expect(createClient).not.toHaveBeenCalled()
  })

  it("follows the account of the active chain once the kit is loaded", async () => {
    const kit = await startTestKit()
    const foyer = handleFor(kit.client)
    const hook = await renderHook(foyer, useFoyerAccount)
    rendered = hook.rendered
    await act(async () => {
      await foyer.load()
      await connectWallet(kit, { name: "alice.foyer.id" })
    })
    expect(hook.result.current).toEqual({
      address: alice,
      caipAddress: `eip155:1:${alice}`,
      isConnected: true,
      status: "connected",
      balance: "1.23456789",
      balanceSymbol: "ETH",
      profileName: "alice.foyer.id",
      profileImage: undefined,
    })
  })

  it("reports reconnecting from the moment a stored session is found, with no disconnected state in between", async () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    const { client } = (await afterReload()).kit
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
    const statuses: Array<string> = []
    const hook = await renderHook(foyer, () => {
      const account = useFoyerAccount()
      statuses.push(account.status)
      return account
    })
    rendered = hook.rendered
    expect(hook.result.current.status).toBe("reconnecting")
    await act(async () => {
      release()
      await foyer.restore()
    })
    expect(hook.result.current.isConnected).toBe(true)
    // The first render (as on the server) says disconnected; after mount, never again.
    expect(statuses.slice(1)).not.toContain("disconnected")
  })

  it("re-renders only when what it returns changes (no render storms)", async () => {
    const kit = await startTestKit()
    const { client } = kit
    const foyer = handleFor(client)
    await foyer.load()
    const wallet = await connectWallet(kit)
    const returned: Array<FoyerAccount> = []
    const hook = await renderHook(foyer, () => {
      const account = useFoyerAccount()
      returned.push(account)
      return account
    })
    rendered = hook.rendered
    const before = hook.result.renders
    await act(async () => {
      await runInKit(client, client.stores.toast.showSuccess("Copied"))
      await client.open()
    })
    // A toast and the modal: no render.
    expect(hook.result.renders).toBe(before)
    const renders = hook.result.renders
    await act(async () => {
      await runInKit(client, client.stores.toast.showError("Failed to fetch transactions"))
      await client.close()
    })
    expect(hook.result.renders).toBe(renders)
    // The visitor picks bob in the wallet: the account, then its data, change. The loading
    // flag, token list and wallet info change too; they are not returned, so no render of
    // their own: every render returns something new.
    apiAnswers(bob, { balance: "2" })
    await act(async () => {
      wallet.emit("accountsChanged", [bob])
      await until(client.stores.accounts, (s) => s.eip155?.balance === "2")
    })
    expect(hook.result.current).toMatchObject({ address: bob, balance: "2" })
    expect(hook.result.renders).toBeGreaterThan(renders)
    const seen = returned.slice(renders - 1)
    const repeats = seen.filter((account, i) => i > 0 && isDeepStrictEqual(account, seen[i - 1]))
    expect(repeats).toEqual([])
  })
})
