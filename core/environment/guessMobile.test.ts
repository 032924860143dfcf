import { afterEach, describe, expect, it, vi } from "vitest"
import { guessMobile } from "./guessMobile"

afterEach(() => vi.unstubAllGlobals())

describe("guessMobile", () => {
  it("reads a phone or tablet from the user agent, a computer otherwise", () => {
    const on = (userAgent: string) => {
      vi.stubGlobal("navigator", { userAgent })
      return guessMobile()
    }
    expect(on("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148")).toBe(true)
    expect(on("Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36")).toBe(
      true,
    )
    expect(on("Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36")).toBe(false)
  })
})
