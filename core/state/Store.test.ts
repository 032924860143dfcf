import { describe, expect, it } from "vitest"
import { createStore } from "./Store"

describe("createStore", () => {
  it("notifies subscribers when a transition changes the snapshot", () => {
    const store = createStore({ n: 0 })
    const seen: number[] = []
    store.subscribe(() => seen.push(store.getSnapshot().n))
    store.update((s) => ({ n: s.n + 1 }))
    store.update((s) => ({ n: s.n + 1 }))
    expect(seen).toEqual([1, 2])
  })

  it("does not notify when a transition returns the same snapshot", () => {
    const store = createStore({ n: 0 })
    let calls = 0
    store.subscribe(() => calls++)
    store.update((s) => s)
    expect(calls).toBe(0)
  })

  it("stops notifying after unsubscribe", () => {
    const store = createStore(0)
    let calls = 0
    const off = store.subscribe(() => calls++)
    off()
    store.update((n) => n + 1)
    expect(calls).toBe(0)
    expect(store.getSnapshot()).toBe(1)
  })
})
