// @vitest-environment happy-dom
import { act, useState } from "react"
import { createRoot } from "react-dom/client"
import { describe, expect, it } from "vitest"
import { createStore } from "../../core"
import { useStoreSelector } from "./useStoreSelector"

Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

describe("useStoreSelector", () => {
  it("re-renders only when the selected value changes, and follows a store that appears later", async () => {
    const store = createStore({ count: 0, other: 0 })
    let renders = 0
    let seen: { readonly count: number } | undefined
    let attach: () => void = () => {}
    const Probe = () => {
      const [attached, setAttached] = useState(false)
      attach = () => setAttached(true)
      seen = useStoreSelector(attached ? store : undefined, (s) => ({ count: s.count }), {
        count: -1,
      })
      renders += 1
      return null
    }
    const root = createRoot(document.createElement("div"))
    await act(async () => root.render(<Probe />))
    expect(seen).toEqual({ count: -1 })
    await act(async () => attach())
    expect(seen).toEqual({ count: 0 })
    const before = renders
    const first = seen
    await act(async () => store.update((s) => ({ ...s, other: s.other + 1 })))
    expect(renders).toBe(before)
    expect(seen).toBe(first)
    await act(async () => store.update((s) => ({ ...s, count: 1 })))
    expect(renders).toBe(before + 1)
    expect(seen).toEqual({ count: 1 })
    await act(async () => root.unmount())
  })
})
