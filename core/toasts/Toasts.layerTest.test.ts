import { Effect, Fiber, Layer } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { toastSwitchDelay } from "../Schedules"
import { Toasts } from "./Toasts"

describe("Toasts.layerTest", () => {
  it("is a live toast store with nothing shown, switching toasts on the test clock", async () => {
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const toasts = yield* Toasts
        const before = toasts.getSnapshot().open
        yield* toasts.showSuccess("Sent")
        const first = toasts.getSnapshot().message
        const switching = yield* Effect.forkChild(toasts.showError("Failed"))
        yield* Effect.yieldNow
        const between = toasts.getSnapshot().open
        yield* TestClock.adjust(toastSwitchDelay)
        yield* Fiber.join(switching)
        return { before, first, between, after: toasts.getSnapshot() }
      }).pipe(Effect.provide(Layer.merge(Toasts.layerTest, TestClock.layer()))),
    )
    expect(seen).toMatchObject({ before: false, first: "Sent", between: false })
    expect(seen.after).toMatchObject({ open: true, message: "Failed", variant: "error" })
  })
})
