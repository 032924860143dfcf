// @vitest-environment happy-dom
import { act, useState } from "react"
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

  it("draws the token's logo before its symbol (its first letter when it has none), read as the symbol alone", async () => {
    const svg =
      "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"
    const root = await renderElement(
      <>
        <AmountField label="Amount" symbol="ETH" icon={svg} value="" onChange={() => {}} />
        <AmountField label="Other" symbol="FUSD" icon="" value="" onChange={() => {}} />
      </>,
    )
    const [withLogo, withLetter] = [...root.querySelectorAll("input")].map((input) =>
      document.getElementById(input.getAttribute("aria-describedby")!),
    )
    expect(withLogo?.querySelector("img")?.getAttribute("src")).toBe(svg)
    expect(withLogo?.textContent).toBe("ETH")
    expect(withLetter?.querySelector('[aria-hidden="true"]')?.getAttribute("data-monogram")).toBe(
      "F",
    )
    expect(await axeViolations()).toEqual([])
  })

  it("the balance is its hint, read after the error; Max fills it in, and is no part of the description", async () => {
    let maxed = 0
    const root = await renderElement(
      <AmountField
        large
        label="Amount"
        symbol="ETH"
        value="abc"
        error="not a valid decimal number"
        hint="Balance: 1.5 ETH"
        onMax={() => (maxed += 1)}
        maxLabel="Max"
        onChange={() => {}}
      />,
    )
    const input = root.querySelector("input")!
    const described = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(["ETH", "not a valid decimal number", "Balance: 1.5 ETH"])
    const max = root.querySelector<HTMLButtonElement>("button")!
    expect([max.type, max.textContent]).toEqual(["button", "Max"])
    await act(async () => max.click())
    expect(maxed).toBe(1)
    expect(await axeViolations()).toEqual([])
  })

  it("a locked (read-only) field's Max is disabled: it keeps the focus but ignores clicks", async () => {
    let maxed = 0
    const root = await renderElement(
      <AmountField
        label="Amount"
        value="1"
        readOnly
        onMax={() => (maxed += 1)}
        maxLabel="Max"
        onChange={() => {}}
      />,
    )
    const max = root.querySelector<HTMLButtonElement>("button")!
    await act(async () => max.click())
    expect([maxed, max.getAttribute("aria-disabled"), max.disabled]).toEqual([0, "true", false])
  })

  it("Max needs both its action and its label to show", async () => {
    const root = await renderElement(
      <AmountField label="Amount" value="" onMax={() => {}} onChange={() => {}} />,
    )
    expect(root.querySelector("button")).toBeNull()
  })
})
