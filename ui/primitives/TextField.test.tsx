// @vitest-environment happy-dom
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement, typeInto } from "../testing/renderElement"
import { TextField, type TextFieldProps } from "./TextField"

/** A TextField holding its own value, as a view would. */
const Controlled = (props: Omit<TextFieldProps, "value" | "onChange"> & { initial?: string }) => {
  const { initial = "", ...rest } = props
  const [value, setValue] = useState(initial)
  return <TextField {...rest} value={value} onChange={setValue} />
}

const inputIn = (root: HTMLElement) => root.querySelector("input")!
const describedTexts = (input: HTMLInputElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => document.getElementById(id)?.textContent)

describe("TextField", () => {
  it("binds its label to the input, with no axe violations", async () => {
    const root = await renderElement(<Controlled label="Receiver" />)
    const input = inputIn(root)
    const label = root.querySelector("label")!
    expect(label.textContent).toBe("Receiver")
    expect(label.htmlFor).toBe(input.id)
    expect(input.id).not.toBe("")
    expect(await axeViolations()).toEqual([])
  })

  it("without an error the input is neither invalid nor described", async () => {
    const input = inputIn(await renderElement(<Controlled label="Receiver" />))
    expect(input.hasAttribute("aria-invalid")).toBe(false)
    expect(input.hasAttribute("aria-describedby")).toBe(false)
  })

  it("an error marks the input invalid and describes it, with no axe violations", async () => {
    const root = await renderElement(
      <Controlled label="Receiver" error="An amount and receiver address are required" />,
    )
    const input = inputIn(root)
    expect(input.getAttribute("aria-invalid")).toBe("true")
    expect(describedTexts(input)).toEqual(["An amount and receiver address are required"])
    expect(await axeViolations()).toEqual([])
  })

  it("passes what the visitor types to onChange, keeping it controlled", async () => {
    const root = await renderElement(<Controlled label="Receiver" initial="0x" />)
    const input = inputIn(root)
    expect(input.value).toBe("0x")
    await typeInto(input, "0x5290")
    expect(input.value).toBe("0x5290")
  })

  it("passes native attributes through (inputMode, autoComplete, placeholder)", async () => {
    const input = inputIn(
      await renderElement(
        <Controlled label="Email" inputMode="email" autoComplete="email" placeholder="you@site" />,
      ),
    )
    expect(input.getAttribute("inputmode")).toBe("email")
    expect(input.getAttribute("autocomplete")).toBe("email")
    expect(input.placeholder).toBe("you@site")
  })

  it("a suffix is read after the input, and a caller's own description is kept", async () => {
    const root = await renderElement(
      <>
        <p id="hint">Paste an address</p>
        <Controlled label="Amount" suffix="ETH" error="Too much" aria-describedby="hint" />
      </>,
    )
    expect(describedTexts(inputIn(root))).toEqual(["ETH", "Too much", "Paste an address"])
    expect(await axeViolations()).toEqual([])
  })

  it("a hint (limits, a balance) describes the input after the error and before the caller's own description", async () => {
    const root = await renderElement(
      <>
        <p id="own">Own</p>
        <Controlled
          label="Amount"
          suffix="USD"
          error="Enter an amount from 10 to 7500 USD."
          hint="Card: from 10 to 7500 USD"
          aria-describedby="own"
        />
      </>,
    )
    expect(describedTexts(inputIn(root))).toEqual([
      "USD",
      "Enter an amount from 10 to 7500 USD.",
      "Card: from 10 to 7500 USD",
      "Own",
    ])
    expect(await axeViolations()).toEqual([])
  })

  it("a hint's action is drawn on the hint's line but describes nothing", async () => {
    const root = await renderElement(
      <Controlled
        label="Amount"
        hint="Balance: 2 ETH"
        hintAction={<button type="button">Max</button>}
      />,
    )
    expect(describedTexts(inputIn(root))).toEqual(["Balance: 2 ETH"])
    expect(root.querySelector("button")?.textContent).toBe("Max")
    expect(await axeViolations()).toEqual([])
  })

  it("the error state: the control is marked invalid (drawn in the error colour) only while there is an error", async () => {
    const root = await renderElement(<Controlled label="Receiver" error="Not an address" />)
    expect(inputIn(root).parentElement?.getAttribute("data-invalid")).toBe("true")
    const valid = await renderElement(<Controlled label="Receiver" />)
    expect(inputIn(valid).parentElement?.hasAttribute("data-invalid")).toBe(false)
  })

  it("a read-only or disabled field is drawn locked (dimmed); an editable one is not", async () => {
    const states = []
    for (const props of [{ readOnly: true }, { disabled: true }, {}]) {
      const root = await renderElement(<Controlled label="Receiver" {...props} />)
      states.push(inputIn(root).parentElement?.getAttribute("data-locked") ?? null)
    }
    expect(states).toEqual(["true", "true", null])
  })
})
