// @vitest-environment happy-dom
import { act, useState } from "react"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement } from "../testing/renderElement"
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

describe("TokenPicker", () => {
  it("is a list named by its label, one row per token, with no axe violations", async () => {
    const root = await renderElement(<Controlled />)
    const list = root.querySelector("ul")!
    expect(document.getElementById(list.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Token",
    )
    expect(rows(root).map((b) => b.textContent)).toEqual([
      "Ether (ETH)1.2345",
      "USD Coin (USDC)250",
      "TKN",
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
})
