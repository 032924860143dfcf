// @vitest-environment happy-dom
import { afterAll, afterEach, describe, expect, it, vi } from "vitest"
import type { FoyerClient } from "../core"
import { accountLoaded, afterReload, startTestClient, testOptions } from "../test/testFoyerClient"
import { createFoyer } from "./createFoyer"
import { loadModalContent } from "./provider/modalContent"

afterEach(() => {
  localStorage.clear()
})

// An open preloads the modal's views code without awaiting it: let that import end before the
// file's environment is torn down (on a loaded machine it outlived the file: Vitest's
// EnvironmentTeardownError, an unhandled error that fails the run).
afterAll(() => loadModalContent().then(() => undefined))

const counting = (client: FoyerClient) => {
  const createClient = vi.fn(async () => client)
  return { createClient, foyer: createFoyer(testOptions, { createClient }) }
}

describe("createFoyer", { timeout: 20_000 }, () => {
  it("loads nothing when created", async () => {
    const { createClient, foyer } = counting(await startTestClient())
    expect(createClient).not.toHaveBeenCalled()
    expect(foyer.peek()).toBeUndefined()
    expect(foyer.bridge.getSnapshot()).toEqual({
      client: undefined,
      loading: false,
      restoring: false,
    })
  })

  it("load() builds the client once and memoises it; peek() returns it afterwards", async () => {
    const client = await startTestClient()
    const { createClient, foyer } = counting(client)
    const [a, b] = await Promise.all([foyer.load(), foyer.load()])
    expect(a).toBe(client)
    expect(b).toBe(client)
    expect(await foyer.load()).toBe(client)
    expect(createClient).toHaveBeenCalledTimes(1)
    expect(foyer.peek()).toBe(client)
  })

  it("a failed load can be tried again", async () => {
    const client = await startTestClient()
    const createClient = vi
      .fn<() => Promise<FoyerClient>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce(client)
    const foyer = createFoyer(testOptions, { createClient })
    await expect(foyer.load()).rejects.toThrow("chunk failed")
    expect(foyer.bridge.getSnapshot().loading).toBe(false)
    expect(await foyer.load()).toBe(client)
  })

  it('hasStoredSession reads "@foyer/connection_status" and is true only for "connected"', () => {
    const foyer = createFoyer(testOptions)
    expect(foyer.hasStoredSession()).toBe(false)
    localStorage.setItem("@foyer/connection_status", JSON.stringify("disconnected"))
    expect(foyer.hasStoredSession()).toBe(false)
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    expect(foyer.hasStoredSession()).toBe(true)
  })

  it("restore() does nothing without a stored session", async () => {
    const { createClient, foyer } = counting(await startTestClient())
    await foyer.restore()
    expect(createClient).not.toHaveBeenCalled()
  })

  it("restore() with a stored session loads and reconnects, once", async () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    const { kit, wallet } = await afterReload()
    const { client } = kit
    const asked = wallet.calls.length
    const { createClient, foyer } = counting(client)
    const restoring = foyer.restore()
    expect(foyer.bridge.getSnapshot().restoring).toBe(true)
    await Promise.all([restoring, foyer.restore()])
    expect(createClient).toHaveBeenCalledTimes(1)
    // Reconnected once: the wallet was asked for its accounts (no prompt) once.
    expect(wallet.methods().slice(asked)).toEqual(["eth_accounts", "eth_chainId"])
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
    await accountLoaded(client)
    expect(foyer.bridge.getSnapshot()).toEqual({ client, loading: false, restoring: false })
  })

  it("a stored session is known when the handle is made: the bridge says restoring from the first render, so no 'Connect Wallet' shows before 'Reconnecting…'", () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    expect(createFoyer(testOptions).bridge.getSnapshot().restoring).toBe(true)
    expect(
      createFoyer({ ...testOptions, enableReconnect: false }).bridge.getSnapshot().restoring,
    ).toBe(false)
  })

  it("restore() stops saying restoring when the stored session went after the handle was made (another tab disconnected)", async () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    const { createClient, foyer } = counting(await startTestClient())
    expect(foyer.bridge.getSnapshot().restoring).toBe(true)
    localStorage.setItem("@foyer/connection_status", JSON.stringify("disconnected"))
    await foyer.restore()
    expect(foyer.bridge.getSnapshot().restoring).toBe(false)
    expect(createClient).not.toHaveBeenCalled()
  })

  it("restore() respects enableReconnect: false", async () => {
    localStorage.setItem("@foyer/connection_status", JSON.stringify("connected"))
    const createClient = vi.fn(async () => startTestClient())
    const foyer = createFoyer({ ...testOptions, enableReconnect: false }, { createClient })
    await foyer.restore()
    expect(createClient).not.toHaveBeenCalled()
  })

  it("a theme mode chosen before loading is carried into the loaded kit", async () => {
    const client = await startTestClient()
    const { foyer } = counting(client)
    foyer.theme.update((s) => ({ ...s, themeMode: "dark" }))
    await foyer.load()
    expect(client.stores.theme.getSnapshot().themeMode).toBe("dark")
  })

  it("the theme starts from the options", () => {
    const foyer = createFoyer({
      ...testOptions,
      themeMode: "dark",
      themeVariables: { accent: "#ff0000" },
    })
    expect(foyer.theme.getSnapshot()).toEqual({
      themeMode: "dark",
      themeVariables: { accent: "#ff0000" },
    })
  })

  it("before the kit has loaded, the shell shows the view asked for; for a wallet's connecting view, which comes with the kit, the default one", async () => {
    // The kit never arrives: what shows is the light entry's shell.
    const foyer = createFoyer(testOptions, { createClient: () => new Promise(() => {}) })
    void foyer.open({ name: "AllWallets" })
    expect(foyer.bridge.getSnapshot().opening).toEqual({
      view: { name: "AllWallets" },
      failed: false,
    })
    void foyer.open({ view: { name: "AllWallets" }, walletId: "io.metamask" })
    expect(foyer.bridge.getSnapshot().opening).toEqual({ view: undefined, failed: false })
    await foyer.close()
    expect(foyer.bridge.getSnapshot().opening).toBeUndefined()
  })

  it("dispose() releases the loaded kit and forgets it", async () => {
    const client = await startTestClient()
    const dispose = vi.spyOn(client, "dispose")
    const { foyer } = counting(client)
    await foyer.load()
    await foyer.dispose()
    expect(dispose).toHaveBeenCalledTimes(1)
    expect(foyer.peek()).toBeUndefined()
  })
})
