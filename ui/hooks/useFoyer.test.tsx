// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { optimism } from "../../core"
import { startTestClient, testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { handleFor, renderHook, settleModal } from "../testing/renderFoyer"
import { useFoyer } from "./useFoyer"

describe("useFoyer", { timeout: 20_000 }, () => {
  it("close() before the kit is loaded does nothing and loads nothing", async () => {
    const createClient = vi.fn(async () => startTestClient())
    const hook = await renderHook(createFoyer(testOptions, { createClient }), useFoyer)
    await act(() => hook.result.current.close())
    expect(createClient).not.toHaveBeenCalled()
  })

  it("open() loads the kit on first use and opens on the requested view (by name or with data)", async () => {
    const client = await startTestClient()
    const opened = [client.stores.modal.getSnapshot().open]
    client.stores.modal.subscribe(() => {
      const { open } = client.stores.modal.getSnapshot()
      if (opened.at(-1) !== open) opened.push(open)
    })
    const hook = await renderHook(handleFor(client), useFoyer)
    await act(() => hook.result.current.open({ view: "AllWallets" }))
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "AllWallets" }])
    await settleModal()
    await act(() => hook.result.current.close())
    await act(() =>
      hook.result.current.open({ view: { name: "SwitchNetwork", data: { network: optimism } } }),
    )
    expect(client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "SwitchNetwork", data: { network: optimism } },
    ])
    expect(opened).toEqual([false, true, false, true])
    await settleModal()
  })

  it("open() without a view shows Connect when nobody is connected (spec 2)", async () => {
    const client = await startTestClient()
    const hook = await renderHook(handleFor(client), useFoyer)
    await act(() => hook.result.current.open())
    expect(client.stores.modal.getSnapshot()).toMatchObject({
      open: true,
      router: { history: [{ name: "Connect" }] },
    })
    await settleModal()
  })

  it("returns the same functions across renders", async () => {
    const client = await startTestClient()
    const hook = await renderHook(handleFor(client), useFoyer)
    const first = hook.result.current
    await act(() => hook.result.current.open())
    await settleModal()
    expect(hook.result.current).toBe(first)
  })
})
