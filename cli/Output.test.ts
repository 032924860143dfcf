import { PassThrough } from "node:stream"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { CliContext } from "./CliContext"
import { makeOutput, progressDelayMs, usesColour } from "./Output"

const capture = (isTTY: boolean) => {
  const stream = Object.assign(new PassThrough(), { isTTY })
  let text = ""
  stream.setEncoding("utf8").on("data", (chunk: string) => {
    text += chunk
  })
  return { stream, text: () => text }
}

const contextFor = (isTTY: boolean, env: Record<string, string> = {}) => {
  const out = capture(isTTY)
  const err = capture(isTTY)
  const context: CliContext = {
    cwd: "/",
    stdout: out.stream,
    stderr: err.stream,
    stdin: undefined,
    env,
  }
  return { context, out, err }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("CLI output", () => {
  it("coloured output only on a terminal", () => {
    expect(usesColour({ isTTY: true }, {})).toBe(true)
    expect(usesColour({ isTTY: false }, {})).toBe(false)
    expect(usesColour({}, {})).toBe(false)
  })

  it("NO_COLOR turns colours off on a terminal; FORCE_COLOR turns them on elsewhere", () => {
    expect(usesColour({ isTTY: true }, { NO_COLOR: "1" })).toBe(false)
    expect(usesColour({ isTTY: false }, { FORCE_COLOR: "1" })).toBe(true)
    expect(usesColour({ isTTY: false }, { FORCE_COLOR: "0" })).toBe(false)
  })

  it("success is green on a terminal and plain in a pipe", async () => {
    const terminal = contextFor(true)
    makeOutput(terminal.context).success("done")
    expect(terminal.out.text()).toBe("\u001b[32mdone\u001b[0m\n")
    const piped = contextFor(false)
    makeOutput(piped.context).success("done")
    expect(piped.out.text()).toBe("done\n")
  })

  it("progress shows nothing for a task under a second", async () => {
    vi.useFakeTimers()
    const { context, out } = contextFor(false)
    const task = makeOutput(context).progress("Installing", async () => "ok")
    await expect(task).resolves.toBe("ok")
    vi.advanceTimersByTime(progressDelayMs * 2)
    expect(out.text()).toBe("")
  })

  it("progress is shown for anything that takes more than a second", async () => {
    vi.useFakeTimers()
    const { context, out } = contextFor(false)
    let finish: (value: string) => void = () => undefined
    const task = makeOutput(context).progress(
      "Installing",
      () => new Promise<string>((resolve) => (finish = resolve)),
    )
    vi.advanceTimersByTime(progressDelayMs - 1)
    expect(out.text()).toBe("")
    vi.advanceTimersByTime(1)
    expect(out.text()).toBe("Installing…\n")
    finish("ok")
    await expect(task).resolves.toBe("ok")
    expect(out.text()).toBe("Installing…\nInstalling: done\n")
  })

  it("a failed task's progress says so and the error goes on", async () => {
    vi.useFakeTimers()
    const { context, out } = contextFor(false)
    let fail: (error: Error) => void = () => undefined
    const task = makeOutput(context).progress(
      "Installing",
      () => new Promise<string>((_, reject) => (fail = reject)),
    )
    vi.advanceTimersByTime(progressDelayMs)
    fail(new Error("no network"))
    await expect(task).rejects.toThrow("no network")
    expect(out.text()).toBe("Installing…\nInstalling: failed\n")
  })
})
