// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { alice, holdRequest, startTestKit, until } from "../../test/testFoyerClient"
import { handleFor, renderHook } from "../testing/renderFoyer"
import { useFoyerConnect } from "./useFoyerConnect"
import { useFoyerWallets } from "./useFoyerWallets"

describe("useFoyerConnect", { timeout: 20_000 }, () => {
  it("connects a wallet of the list without the modal, reporting the attempt", async () => {
    const kit = await startTestKit()
    const wallet = kit.install("io.metamask", "MetaMask")
    await until(kit.client.stores.connectors, (list) => list.some((c) => c.id === "io.metamask"))
    const foyer = handleFor(kit.client)
    await act(async () => {
      await foyer.load()
    })
    const hook = await renderHook(foyer, () => ({
      list: useFoyerWallets({ search: "metamask" }),
      connection: useFoyerConnect(),
    }))
    expect(hook.result.current.connection).toMatchObject({
      attempt: { _tag: "Idle" },
      connecting: false,
      error: undefined,
    })
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    const entry = hook.result.current.list.wallets[0]
    if (entry === undefined) throw new Error("MetaMask is not listed")
    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      done = hook.result.current.connection.connect(entry)
      await prompt.asked
    })
    expect(hook.result.current.connection).toMatchObject({
      attempt: { _tag: "Connecting", connectorId: "io.metamask" },
      connecting: true,
    })
    await act(async () => {
      prompt.approve([alice])
      await done
    })
    expect(kit.client.stores.connection.getSnapshot().status).toBe("connected")
    expect(kit.client.stores.modal.getSnapshot().open).toBe(false)
    expect(hook.result.current.connection.connecting).toBe(false)
  })

  it("a refusal shows as the spec's 'User rejected the request', not a rejection", async () => {
    const kit = await startTestKit()
    const wallet = kit.install("io.metamask", "MetaMask")
    await until(kit.client.stores.connectors, (list) => list.some((c) => c.id === "io.metamask"))
    const foyer = handleFor(kit.client)
    const hook = await renderHook(foyer, useFoyerConnect)
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    let done: Promise<void> = Promise.resolve()
    await act(async () => {
      // By connector id; the kit loads on the way.
      done = hook.result.current.connect("io.metamask")
      await prompt.asked
    })
    await act(async () => {
      prompt.reject()
      await done
    })
    expect(hook.result.current).toMatchObject({
      attempt: { _tag: "Rejected", connectorId: "io.metamask" },
      error: "User rejected the request",
    })
  })

  it("an unknown connector rejects with 'Provider not found: <id>'", async () => {
    const kit = await startTestKit()
    const hook = await renderHook(handleFor(kit.client), useFoyerConnect)
    await expect(hook.result.current.connect("io.unknown")).rejects.toMatchObject({
      message: "Provider not found: io.unknown",
    })
  })
})
