// @vitest-environment happy-dom
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement, typeInto } from "../testing/renderElement"
import { AmountField } from "./AmountField"

const changes: Array<string> = []

const Controlled = ({ error }: { readonly error?: string }) => {
  const [value, setValue] = useState("")
  return (
    <AmountField
      label="Amount"
      symbol="ETH"
      value={value}
      error={error}
      onChange={(next) => {
        changes.push(next)
        setValue(next)
      }}
    />
  )
}

describe("AmountField", () => {
  it("is a labelled decimal field with the symbol after it, with no axe violations", async () => {
    const root = await renderElement(<Controlled />)
    const input = root.querySelector("input")!
    expect(root.querySelector("label")?.textContent).toBe("Amount")
    expect(input.getAttribute("inputmode")).toBe("decimal")
    expect(input.type).toBe("text")
    const described = document.getElementById(input.getAttribute("aria-describedby")!)
    expect(described?.textContent).toBe("ETH")
    expect(await axeViolations()).toEqual([])
  })

  it("reads a decimal comma as a dot and passes the rest on as typed", async () => {
    changes.length = 0
    const root = await renderElement(<Controlled />)
    const input = root.querySelector("input")!
    await typeInto(input, "1,5")
    await typeInto(input, "abc")
    expect(changes).toEqual(["1.5", "abc"])
    expect(input.value).toBe("abc")
  })

  it("shows an error as the text field does, with no axe violations", async () => {
    const root = await renderElement(<Controlled error="not a valid decimal number" />)
    const input = root.querySelector("input")!
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(root.textContent).toContain("not a valid decimal number")
    expect(await axeViolations()).toEqual([])
  })

  it("without a symbol shows no suffix", async () => {
    const root = await renderElement(<AmountField label="Amount" value="2" onChange={() => {}} />)
    expect(root.querySelector("input")?.hasAttribute("aria-describedby")).toBe(false)
  })
})
