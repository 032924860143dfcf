// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement } from "../testing/renderElement"
import { LogoImage, monogram } from "./LogoImage"

const svg = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"

describe("LogoImage", () => {
  it("draws a safe image, decorative", async () => {
    const root = await renderElement(<LogoImage src={svg} name="USDC" />)
    const image = root.querySelector("img")!
    expect(image.getAttribute("src")).toBe(svg)
    expect(image.getAttribute("alt")).toBe("")
    expect(await axeViolations()).toEqual([])
  })

  it("a missing, unsafe or broken image is never an empty square: the name's first letter stands in", async () => {
    for (const src of [undefined, "", "javascript:alert(1)", "http://example.com/a.png"]) {
      const root = await renderElement(<LogoImage src={src} name="usd coin" />)
      expect(root.querySelector("img")).toBeNull()
      const letter = root.querySelector("span")!
      // Drawn by CSS, out of the surrounding text.
      expect(letter.getAttribute("data-monogram")).toBe("U")
      expect(letter.textContent).toBe("")
      expect(letter.getAttribute("aria-hidden")).toBe("true")
    }
    const root = await renderElement(<LogoImage src="https://example.com/broken.png" name="Dai" />)
    await act(async () => root.querySelector("img")!.dispatchEvent(new Event("error")))
    expect(root.querySelector("img")).toBeNull()
    expect(root.querySelector("span")?.getAttribute("data-monogram")).toBe("D")
    expect(await axeViolations()).toEqual([])
  })

  it("the monogram is the first character (an emoji whole), upper-cased; ? for a blank name", () => {
    expect(monogram("eth")).toBe("E")
    expect(monogram("  ärger")).toBe("Ä")
    expect(monogram("🦄UNI")).toBe("🦄")
    expect(monogram("   ")).toBe("?")
  })
})
