import { describe, expect, it } from "vitest"
import { isSafeImageUrl } from "./isSafeImageUrl"

describe("isSafeImageUrl", () => {
  it.each([
    ["data:image/png;base64,AAAA", true],
    ["DATA:IMAGE/svg+xml;base64,PHN2Zy8+", true],
    ["https://wallet.example/icon.png", true],
    ["javascript:alert(1)", false],
    ["http://wallet.example/icon.png", false],
    ["data:text/html,<script>alert(1)</script>", false],
    ["/relative/icon.png", false],
    [" https://leading-space.example", false],
    ["", false],
    [undefined, false],
  ])("%s is %s", (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe)
  })
})
