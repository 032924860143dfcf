import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { afterNextFrame, noFrameFallbackMs } from "./afterNextFrame"

/** A page whose frames the test draws: `draw()` runs the callbacks asked for the next frame. */
const framesDrawnByTest = () => {
  const callbacks: Array<() => void> = []
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => callbacks.push(callback))
  return {
    draw: () => {
      for (const callback of callbacks.splice(0)) callback()
    },
  }
}

/** Starts `afterNextFrame` and says, after each step, whether it has resolved. */
const watched = () => {
  let resolved = false
  void afterNextFrame().then(() => {
    resolved = true
  })
  return { resolved: () => resolved }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout"] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("afterNextFrame", () => {
  it("waits for the next frame, then for a task of its own at background priority (scheduler.postTask)", async () => {
    const frames = framesDrawnByTest()
    const posted: Array<{ task: () => void; priority: string }> = []
    vi.stubGlobal("scheduler", {
      postTask: (task: () => void, options: { priority: string }) =>
        posted.push({ task, priority: options.priority }),
    })
    const wait = watched()
    await vi.advanceTimersByTimeAsync(0)
    expect([wait.resolved(), posted.length]).toEqual([false, 0])
    frames.draw()
    await vi.advanceTimersByTimeAsync(0)
    expect(posted.map((p) => p.priority)).toEqual(["background"])
    expect(wait.resolved()).toBe(false)
    posted[0]!.task()
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.resolved()).toBe(true)
  })

  it("without a task scheduler, the task after the frame is a plain one", async () => {
    const frames = framesDrawnByTest()
    const wait = watched()
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.resolved()).toBe(false)
    frames.draw()
    expect(wait.resolved()).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(wait.resolved()).toBe(true)
  })

  it("a page that draws no frames (a hidden tab) goes on after noFrameFallbackMs", async () => {
    framesDrawnByTest()
    const wait = watched()
    await vi.advanceTimersByTimeAsync(noFrameFallbackMs - 1)
    expect(wait.resolved()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(wait.resolved()).toBe(true)
  })
})
