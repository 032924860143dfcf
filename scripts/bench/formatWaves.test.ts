import { describe, expect, it } from "vitest"
import { formatWaves } from "./formatWaves"

describe("formatWaves", () => {
  it("lists each wave's files with when it started and ended", () => {
    expect(
      formatWaves([
        [
          { path: "/assets/Modal-A1.js", startMs: 0.4, endMs: 104.2 },
          { path: "/assets/Modal-B2.css", startMs: 0.6, endMs: 103.9 },
        ],
        [{ path: "/assets/Connect-C3.js", startMs: 110.3, endMs: 212.8 }],
      ]),
    ).toMatchInlineSnapshot(`
      "  wave 1 (0–104 ms): Modal-A1.js, Modal-B2.css
        wave 2 (110–213 ms): Connect-C3.js"
    `)
  })

  it("says when nothing was fetched", () => {
    expect(formatWaves([])).toBe("  no script or stylesheet was fetched after the click")
  })
})
