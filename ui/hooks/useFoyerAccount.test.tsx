// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { AccountState } from "../../core"
import { createFoyer } from "../createFoyer"
import { runInKit } from "../plugin/runInKit"
import { alice, connectAccount, fakeOptions, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { handleFor, type Rendered, renderHook } from "../testing/renderFoyer"
import { useFoyerAccount } from "./useFoyerAccount"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  localStorage.clear()
})

describe("useFoyerAccount", { timeout: 20_000 }, () => {
  it("before the kit is loaded it reports a disconnected account and loads nothing", async () => {
    const createClient = vi.fn(async () => makeFakeFoyerClient())
    const hook = await renderHook(createFoyer(fakeOptions, { createClient }), useFoyerAccount)
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
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    const hook = await renderHook(foyer, useFoyerAccount)
    rendered = hook.rendered
    await act(async () => {
      await foyer.load()
      connectAccount(client, alice, { profileName: "alice.foyer.id" })
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
    const client = await makeFakeFoyerClient()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    client.writable.connection.update((s) => ({ ...s, status: "reconnecting" }))
    const foyer = createFoyer(fakeOptions, {
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
      connectAccount(client)
    })
    expect(hook.result.current.isConnected).toBe(true)
    // The first render (as on the server) says disconnected; after mount, never again.
    expect(statuses.slice(1)).not.toContain("disconnected")
  })

  it("re-renders only when what it returns changes (no render storms)", async () => {
    const client = await makeFakeFoyerClient()
    const foyer = handleFor(client)
    await foyer.load()
    connectAccount(client)
    const hook = await renderHook(foyer, useFoyerAccount)
    rendered = hook.rendered
    const before = hook.result.renders
    await act(async () => {
      await runInKit(client, client.stores.toast.showSuccess("Copied"))
      await client.open()
      client.writable.accounts.update((s) =>
        AccountState.setAccount(s, "eip155", { currentTab: 2 }),
      )
    })
    // A toast, the modal and an account field the hook does not return: no render.
    expect(hook.result.renders).toBe(before)
    const renders = hook.result.renders
    await act(async () => {
      await runInKit(client, client.stores.toast.showError("Failed to fetch transactions"))
      await client.close()
    })
    expect(hook.result.renders).toBe(renders)
    await act(async () => {
      client.writable.accounts.update((s) => AccountState.setAccount(s, "eip155", { balance: "2" }))
    })
    expect(hook.result.renders).toBe(renders + 1)
    expect(hook.result.current.balance).toBe("2")
  })
})
