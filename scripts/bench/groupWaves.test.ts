import { describe, expect, it } from "vitest"
import { groupWaves, type TimedRequest } from "./groupWaves"

const request = (path: string, startMs: number, endMs: number): TimedRequest => ({
  path,
  startMs,
  endMs,
})

const paths = (waves: ReadonlyArray<ReadonlyArray<TimedRequest>>) =>
  waves.map((wave) => wave.map((r) => r.path))

describe("groupWaves", () => {
  it("puts requests started before any post-click response finished in wave 1", () => {
    const waves = groupWaves([
      request("/assets/Modal.js", 1, 105),
      request("/assets/Connect.js", 2, 104),
      request("/assets/Modal.css", 3, 103),
    ])
    expect(paths(waves)).toEqual([["/assets/Modal.js", "/assets/Connect.js", "/assets/Modal.css"]])
  })

  it("puts a request started after a wave-1 response finished in wave 2", () => {
    const waves = groupWaves([
      request("/assets/Modal.js", 1, 105),
      request("/assets/Kernel.js", 2, 140),
      request("/assets/Connect.js", 110, 215),
    ])
    expect(paths(waves)).toEqual([
      ["/assets/Modal.js", "/assets/Kernel.js"],
      ["/assets/Connect.js"],
    ])
  })

  it("follows the latest finished wave, so a chain of three discoveries makes three waves", () => {
    const waves = groupWaves([
      request("/assets/a.js", 0, 100),
      request("/assets/b.js", 101, 200),
      // Started after a (wave 1) and b (wave 2) finished: discovered from b at the latest.
      request("/assets/c.js", 201, 300),
      // Started after a only: wave 2, even though it comes late in the list.
      request("/assets/d.js", 150, 260),
    ])
    expect(paths(waves)).toEqual([
      ["/assets/a.js"],
      ["/assets/b.js", "/assets/d.js"],
      ["/assets/c.js"],
    ])
  })

  it("counts a request started exactly as a response finished as discovered from it", () => {
    expect(groupWaves([request("/a.js", 0, 100), request("/b.js", 100, 200)])).toHaveLength(2)
  })

  it("has no wave when nothing was fetched after the click", () => {
    expect(groupWaves([])).toEqual([])
  })
})
