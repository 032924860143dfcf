// @vitest-environment happy-dom
import { act, useState } from "react"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement } from "../testing/renderElement"
import { squared } from "./LogoImage.css"
import { type TokenOption, TokenPicker } from "./TokenPicker"

const tokens: ReadonlyArray<TokenOption> = [
  { id: "native", symbol: "ETH", name: "Ether", balance: "1.2345" },
  { id: "0xa0b8", symbol: "USDC", name: "USD Coin", balance: "250" },
  { id: "0xdead", symbol: "TKN" },
]

const Controlled = () => {
  const [selected, setSelected] = useState<string | undefined>("native")
  return <TokenPicker label="Token" tokens={tokens} selected={selected} onSelect={setSelected} />
}

const rows = (root: HTMLElement) => [...root.querySelectorAll("button")]

/** An element's text as a screen reader reads it: without its aria-hidden parts (a logo's letter). */
const spoken = (element: Element): string => {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent ?? ""
}

describe("TokenPicker", () => {
  it("is a list named by its label, one row per token, with no axe violations", async () => {
    const root = await renderElement(<Controlled />)
    const list = root.querySelector("ul")!
    expect(document.getElementById(list.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Token",
    )
    expect(rows(root).map(spoken)).toEqual(["Ether (ETH)1.2345", "USD Coin (USDC)250", "TKN"])
    expect(await axeViolations()).toEqual([])
  })

  it("each row draws the token's logo, or its symbol's first letter when it has none it may draw: never an empty square", async () => {
    const svg =
      "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"
    const root = await renderElement(
      <TokenPicker
        label="Token"
        tokens={[
          { id: "native", symbol: "ETH", icon: svg },
          { id: "0xa0b8", symbol: "usdc", icon: "http://example.com/usdc.png" },
          { id: "0xdead", symbol: "TKN" },
        ]}
        selected={undefined}
        onSelect={() => undefined}
      />,
    )
    expect(
      rows(root).map((row) => {
        const logo = row.firstElementChild!
        return logo.tagName === "IMG"
          ? [logo.getAttribute("src"), logo.getAttribute("alt")]
          : [logo.getAttribute("data-monogram"), logo.getAttribute("aria-hidden")]
      }),
    ).toEqual([
      [svg, ""],
      ["U", "true"],
      ["T", "true"],
    ])
    expect(await axeViolations()).toEqual([])
  })

  it("the chosen token is pressed; choosing another moves it", async () => {
    const root = await renderElement(<Controlled />)
    const pressed = () => rows(root).map((b) => b.getAttribute("aria-pressed"))
    expect(pressed()).toEqual(["true", "false", "false"])
    await act(async () => rows(root)[1]!.click())
    expect(pressed()).toEqual(["false", "true", "false"])
    expect(await axeViolations()).toEqual([])
  })

  it("draws round logos (tokens, networks), or square ones when asked (payment methods)", async () => {
    const shapes = []
    for (const shape of [undefined, "square"] as const) {
      const root = await renderElement(
        <TokenPicker
          label="Payment method"
          tokens={[{ id: "card", symbol: "Card" }]}
          selected={undefined}
          onSelect={() => undefined}
          {...(shape === undefined ? {} : { shape })}
        />,
      )
      shapes.push(root.querySelector("button")?.firstElementChild?.classList.contains(squared))
    }
    expect(shapes).toEqual([false, true])
  })
})
