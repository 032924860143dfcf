// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { createStore } from "../../core"
import { startTestClient } from "../../test/testFoyerClient"
import { renderInView } from "../testing/renderInView"
import { useStore } from "./useStore"

interface Form {
  readonly amount: string
  readonly to: string
}

const selectAmount = (form: Form) => form.amount

describe("useStore", { timeout: 20_000 }, () => {
  it("reads the whole state without a selector", async () => {
    const client = await startTestClient()
    const form = createStore<Form>({ amount: "1", to: "" })
    const result = await renderInView(client, () => useStore(form))
    expect(result.current).toEqual({ amount: "1", to: "" })
    await act(async () => form.update((s) => ({ ...s, to: "0xabc" })))
    expect(result.current).toEqual({ amount: "1", to: "0xabc" })
  })

  it("with a selector re-renders only when the selected value changes", async () => {
    const client = await startTestClient()
    const form = createStore<Form>({ amount: "1", to: "" })
    const result = await renderInView(client, () => useStore(form, selectAmount))
    const renders = result.renders
    await act(async () => form.update((s) => ({ ...s, to: "0xabc" })))
    expect(result.renders).toBe(renders)
    await act(async () => form.update((s) => ({ ...s, amount: "2" })))
    expect(result.current).toBe("2")
    expect(result.renders).toBe(renders + 1)
  })

  it("takes an equality for selections that are new objects each time", async () => {
    const client = await startTestClient()
    const form = createStore<Form>({ amount: "1", to: "" })
    const sameLength = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) => a.length === b.length
    const result = await renderInView(client, () =>
      useStore(form, (s) => [s.amount, s.to], sameLength),
    )
    const renders = result.renders
    await act(async () => form.update((s) => ({ ...s, amount: "3" })))
    expect(result.renders).toBe(renders)
  })

  it("reads the kit's own stores", async () => {
    const client = await startTestClient()
    const result = await renderInView(client, () =>
      useStore(client.stores.network, (s) => s.activeCaipNetwork?.caipNetworkId),
    )
    expect(result.current).toBe("eip155:1")
  })
})
