// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { axeViolations } from "../testing/axe"
import { renderElement } from "../testing/renderElement"
import { Button } from "./Button"

const buttonIn = (root: HTMLElement) => root.querySelector("button")!

describe("Button", () => {
  it("is a type=button (it never submits a host page's form), named by its text; no axe violations", async () => {
    const root = await renderElement(<Button variant="primary">Send</Button>)
    const button = buttonIn(root)
    expect([button.type, button.textContent, button.hasAttribute("aria-busy")]).toEqual([
      "button",
      "Send",
      false,
    ])
    expect(await axeViolations()).toEqual([])
  })

  it("while loading it shows a spinner hidden from screen readers, is aria-busy and aria-disabled, and ignores clicks", async () => {
    let clicks = 0
    const root = await renderElement(
      <Button variant="primary" loading onClick={() => (clicks += 1)}>
        Confirm in your wallet
      </Button>,
    )
    const button = buttonIn(root)
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(button.querySelector('span[aria-hidden="true"]')).not.toBeNull()
    expect(button.textContent).toBe("Confirm in your wallet")
    await act(async () => button.click())
    expect(clicks).toBe(0)
    expect(await axeViolations()).toEqual([])
  })

  it("a loading button keeps the keyboard's focus: it is not `disabled`, which would drop the focus to the page", async () => {
    const root = await renderElement(<Button loading>Buy</Button>)
    const button = buttonIn(root)
    button.focus()
    expect([button.disabled, document.activeElement === button]).toEqual([false, true])
  })

  it("once loading ends, clicks reach onClick again; a caller's own aria-disabled is kept when not loading", async () => {
    let clicks = 0
    const root = await renderElement(
      <>
        <Button onClick={() => (clicks += 1)}>Send</Button>
        <Button aria-disabled>Later</Button>
      </>,
    )
    const [send, later] = [...root.querySelectorAll("button")]
    await act(async () => send!.click())
    expect(clicks).toBe(1)
    expect([send!.hasAttribute("aria-disabled"), later!.getAttribute("aria-disabled")]).toEqual([
      false,
      "true",
    ])
  })
})
