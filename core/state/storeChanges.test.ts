import { Effect, Fiber, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { createStore } from "./Store"
import { storeChanges } from "./storeChanges"

describe("storeChanges", () => {
  it("gives the current snapshot, then every new one, and unsubscribes when the stream ends", async () => {
    const store = createStore(0)
    let listeners = 0
    const counted = {
      ...store,
      subscribe: (listener: () => void) => {
        listeners += 1
        const unsubscribe = store.subscribe(listener)
        return () => {
          listeners -= 1
          unsubscribe()
        }
      },
    }
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const reading = yield* storeChanges(counted).pipe(
          Stream.take(3),
          Stream.runCollect,
          Effect.forkChild,
        )
        // Wait until the stream has subscribed before changing the store.
        while (listeners === 0) yield* Effect.yieldNow
        store.update((n) => n + 1)
        store.update((n) => n) // no change: no snapshot
        store.update((n) => n + 1)
        return yield* Fiber.join(reading)
      }),
    )
    expect(seen).toEqual([0, 1, 2])
    expect(listeners).toBe(0)
  })
})
