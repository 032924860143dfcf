import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { ToastState } from "./ToastState"
import { createToastStore, hideToast, initialToastState, showToast } from "./ToastState"

const run = <A>(program: Effect.Effect<A>): Promise<A> =>
  Effect.runPromise(Effect.provide(program, TestClock.layer()))

const summary = (state: ToastState) => ({ open: state.open, message: state.message })

describe("ToastState", () => {
  it("a toast has message, variant, svg, open and autoClose", () => {
    expect(
      showToast(initialToastState, { message: "Copied", variant: "success", svg: "<svg/>" }),
    ).toEqual({
      message: "Copied",
      variant: "success",
      svg: "<svg/>",
      open: true,
      autoClose: true,
    })
    expect(
      hideToast(showToast(initialToastState, { message: "Copied", variant: "success" })).open,
    ).toBe(false)
  })

  it("a toast shows at once when none is open", async () => {
    const toast = createToastStore()
    await run(toast.showError("Failed to fetch transactions"))
    expect(toast.getSnapshot()).toEqual({
      message: "Failed to fetch transactions",
      variant: "error",
      svg: undefined,
      open: true,
      autoClose: true,
    })
  })

  it("the variants are success, loading and error", async () => {
    const toast = createToastStore()
    await run(toast.showLoading("Sending"))
    expect([toast.getSnapshot().variant, toast.getSnapshot().autoClose]).toEqual(["loading", false])
    await run(Effect.andThen(toast.hide, toast.showSuccess("Sent")))
    expect(toast.getSnapshot().variant).toBe("success")
  })

  it("if one is open, it closes and the new one shows after 150 ms", async () => {
    const toast = createToastStore()
    const steps = await run(
      Effect.gen(function* () {
        yield* toast.showSuccess("First")
        const fiber = yield* Effect.forkChild(toast.showError("Second"))
        yield* Effect.yieldNow
        yield* TestClock.adjust("149 millis")
        const at149 = summary(toast.getSnapshot())
        yield* TestClock.adjust("1 millis")
        yield* Fiber.join(fiber)
        return { at149, at150: summary(toast.getSnapshot()) }
      }),
    )
    expect(steps).toEqual({
      at149: { open: false, message: "First" },
      at150: { open: true, message: "Second" },
    })
  })

  it("a toast asked for during the switch delay wins over the one waiting", async () => {
    const toast = createToastStore()
    const message = await run(
      Effect.gen(function* () {
        yield* toast.showSuccess("First")
        const waiting = yield* Effect.forkChild(toast.showSuccess("Second"))
        yield* Effect.yieldNow
        yield* toast.showSuccess("Third")
        yield* TestClock.adjust("150 millis")
        yield* Fiber.join(waiting)
        return toast.getSnapshot().message
      }),
    )
    expect(message).toBe("Third")
  })
})
