import { describe, expect, it } from "vitest"
import { formatWaves } from "./formatWaves"

describe("formatWaves", () => {
  it("lists each wave and its files with when they started and ended", () => {
    expect(
      formatWaves([
        [
          { path: "/assets/Modal-A1.js", startMs: 0.4, endMs: 104.2 },
          { path: "/assets/Modal-B2.css", startMs: 0.6, endMs: 103.9 },
        ],
        [{ path: "/assets/Connect-C3.js", startMs: 110.3, endMs: 212.8 }],
      ]),
    ).toMatchInlineSnapshot(`
      "  wave 1 (0–104 ms)
          Modal-A1.js    0–104 ms
          Modal-B2.css   1–104 ms
        wave 2 (110–213 ms)
          Connect-C3.js  110–213 ms"
    `)
  })

  it("says when nothing was fetched", () => {
    expect(formatWaves([])).toBe("  no script or stylesheet was fetched after the click")
  })
})
