import { describe, expect, it } from "vitest"
import { sanitizeIcon } from "./sanitizeIcon"

describe("sanitizeIcon", () => {
  it("keeps data:image/ URLs", () => {
    expect(sanitizeIcon("data:image/png;base64,iVBORw0KGgo=")).toBe(
      "data:image/png;base64,iVBORw0KGgo=",
    )
    expect(sanitizeIcon("DATA:image/webp;base64,AAAA")).toBe("DATA:image/webp;base64,AAAA")
  })

  it("keeps an SVG data URL even with a script inside: icons are only ever an <img src>", () => {
    const svg =
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"
    expect(sanitizeIcon(svg)).toBe(svg)
  })

  it("keeps https: URLs, normalised", () => {
    expect(sanitizeIcon("https://wallet.example/icon.png")).toBe("https://wallet.example/icon.png")
    expect(sanitizeIcon("  HTTPS://Wallet.Example/icon.png ")).toBe(
      "https://wallet.example/icon.png",
    )
  })

  it("drops javascript: URLs, however they are disguised", () => {
    expect(sanitizeIcon("javascript:alert(1)")).toBeUndefined()
    expect(sanitizeIcon(" JavaScript:alert(1)")).toBeUndefined()
    expect(sanitizeIcon("java\tscript:alert(1)")).toBeUndefined()
  })

  it("drops http: URLs", () => {
    expect(sanitizeIcon("http://wallet.example/icon.png")).toBeUndefined()
  })

  it("drops data: URLs that are not images", () => {
    expect(sanitizeIcon("data:text/html,<script>alert(1)</script>")).toBeUndefined()
    expect(sanitizeIcon("data:application/javascript,alert(1)")).toBeUndefined()
    expect(sanitizeIcon("data:,image/png")).toBeUndefined()
  })

  it("drops relative paths, other schemes, empty text and non-strings", () => {
    expect(sanitizeIcon("/icon.png")).toBeUndefined()
    expect(sanitizeIcon("//evil.example/icon.png")).toBeUndefined()
    expect(sanitizeIcon("ftp://wallet.example/icon.png")).toBeUndefined()
    expect(sanitizeIcon("blob:https://wallet.example/1")).toBeUndefined()
    expect(sanitizeIcon("")).toBeUndefined()
    expect(sanitizeIcon(undefined)).toBeUndefined()
    expect(sanitizeIcon({ toString: () => "https://wallet.example" })).toBeUndefined()
  })
})
