// @vitest-environment happy-dom

import { Effect, Layer, ManagedRuntime } from "effect"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { ApiHttpError, type FoyerClient, foyerDevnet2, Messages } from "../../../core"
import { FoyerClientContext } from "../../../ui/plugin/FoyerClientContext"
import { axeViolations } from "../../../ui/testing/axe"
import { swap } from "../index"
import { SwapForm } from "../SwapForm"
import type { SwapServiceShape } from "../SwapService"
import { devnet, makeSwapTestKernel } from "../swapTestKernel"
import SwapView from "./Swap"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.innerHTML = ""
})

/**
 * Draws the Swap view as the modal does: inside the kit's context, on a runtime holding the
 * swap form's handle over the test kernel (scripted provider API, wallet and node).
 */
const renderSwap = async (setup: Parameters<typeof makeSwapTestKernel>[0] = {}) => {
  const kernel = makeSwapTestKernel(setup)
  const runtime = ManagedRuntime.make(
    SwapForm.layer({ networks: [devnet.caipNetworkId] }).pipe(Layer.provideMerge(kernel.kernel)),
  )
  const client = {
    kernel: { runtime, plugins: { plugins: [swap()] } },
    messages: runtime.runSync(Effect.service(Messages)),
    run: (effect: Effect.Effect<unknown, unknown, never>) => runtime.runPromise(effect),
  } as unknown as FoyerClient
  const container = document.createElement("div")
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => {
    root.render(
      <FoyerClientContext.Provider value={client}>
        <SwapView view={{ name: "Swap" }} />
      </FoyerClientContext.Provider>,
    )
  })
  const service: SwapServiceShape = await runtime.runPromise(
    Effect.flatMap(Effect.service(SwapForm), (f) => f.get),
  )
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await runtime.dispose()
  })
  /** Waits for the quote under way (the debounce included), then lets React draw it. */
  const quoted = () =>
    act(async () => {
      await runtime.runPromise(service.quoted)
    })
  return { kernel, container, service, quoted }
}

const field = (container: HTMLElement, label: string): HTMLInputElement => {
  const labelElement = [...container.querySelectorAll("label")].find((l) => l.textContent === label)
  const input =
    labelElement &&
    container.querySelector<HTMLInputElement>(`#${CSS.escape(labelElement.htmlFor)}`)
  if (!input) throw new Error(`no field labelled ${label}`)
  return input
}

/** An element's text as a screen reader reads it: without its aria-hidden parts (a logo's letter). */
const spoken = (element: Element): string => {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent?.trim() ?? ""
}

/** A control's accessible name as the view gives it: its aria-label, else its spoken text. */
const nameOf = (element: Element): string => element.getAttribute("aria-label") ?? spoken(element)

const button = (container: HTMLElement, name: string): HTMLButtonElement => {
  const found = [...container.querySelectorAll("button")].find((b) => nameOf(b) === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}

/** The primary action button (the last of the form), whatever its label says. */
const actionButton = (container: HTMLElement): HTMLButtonElement => {
  const found = [...container.querySelectorAll("button")].at(-1)
  if (!found) throw new Error("no action button")
  return found
}

const type = async (input: HTMLInputElement, text: string) => {
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setValue?.call(input, text)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    element.click()
  })
}

const alerts = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="alert"]')].map((e) => e.textContent)

/** The text that describes a field (its error), by its aria-describedby. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ")

/** The quote's rows as [label, value]. */
const quoteRows = (container: HTMLElement) =>
  [...container.querySelectorAll("dl > div")].map((row) => [
    row.querySelector("dt")?.textContent,
    row.querySelector("dd")?.textContent,
  ])

/** The hidden live status that announces what the action button shows while it is busy. */
const liveStatus = (container: HTMLElement) =>
  container.querySelector('div[role="status"]')?.textContent

/** The names of the controls Tab reaches, in order (no positive tabindex: the DOM's order). */
const tabOrder = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("input, button, select, textarea, a[href]")]
    .filter((element) => element.tabIndex >= 0)
    .map((element) =>
      element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : nameOf(element),
    )

/** Chooses FUSD to pay and ETH to receive, as a visitor does with the two token buttons. */
const chooseFusdToEth = async (container: HTMLElement) => {
  await click(button(container, "Token to pay: ETH"))
  await type(field(container, "Search by name, symbol or address"), "usd")
  await click(button(container, "Foyer USD (FUSD)"))
  await click(button(container, "Select the token to receive"))
  await click(button(container, "Ether (ETH)"))
}

describe("the Swap view", { timeout: 30_000 }, () => {
  it("offers the network's tokens (the network's currency to pay first), with search, and passes axe", async () => {
    const { container } = await renderSwap()
    expect(button(container, "Token to pay: ETH")).toBeDefined()
    expect(await axeViolations(container)).toEqual([])
    await click(button(container, "Select the token to receive"))
    expect([...container.querySelectorAll("ul button")].map(spoken)).toEqual([
      "Ether (ETH)",
      "Foyer USD (FUSD)",
    ])
    await type(field(container, "Search by name, symbol or address"), "usd")
    expect([...container.querySelectorAll("ul button")].map(spoken)).toEqual(["Foyer USD (FUSD)"])
    expect(await axeViolations(container)).toEqual([])
    await click(button(container, "Foyer USD (FUSD)"))
    expect(button(container, "Token to receive: FUSD")).toBeDefined()
  })

  it("a live quote: the amount out, price impact, network fee, slippage 1, minimum received; approve first", async () => {
    const { container, quoted } = await renderSwap()
    await chooseFusdToEth(container)
    await type(field(container, "You pay"), "1")
    await quoted()
    expect(field(container, "You receive").value).toBe("0.000498")
    expect(quoteRows(container)).toEqual([
      ["Price impact", "0.40 %"],
      ["Network fee", "0.000046 ETH"],
      ["Slippage tolerance", "1 %"],
      ["Minimum received", "0.000493 ETH"],
    ])
    expect(button(container, "Approve FUSD and swap")).toBeDefined()
    expect(container.textContent).toContain("Balance: 10000 FUSD")
    expect(await axeViolations(container)).toEqual([])
  })

  it("Max fills the balance; more than the balance is refused under the field", async () => {
    const { container } = await renderSwap()
    await chooseFusdToEth(container)
    await click(button(container, "Max"))
    expect(field(container, "You pay").value).toBe("10000")
    await type(field(container, "You pay"), "10001")
    expect(container.textContent).toContain("Insufficient FUSD balance.")
    expect(describedBy(field(container, "You pay"))).toBe("Insufficient FUSD balance.")
    expect(button(container, "Insufficient FUSD balance").getAttribute("aria-disabled")).toBe(
      "true",
    )
  })

  it("Max on the network's currency below the network fee fills 0 and says 'Insufficient ETH balance.'", async () => {
    // 0.0001 ETH against the default swap gas (250,000 with the margin) at 1 gwei.
    const { container, service } = await renderSwap({ balance: "0.0001" })
    await click(button(container, "Max"))
    await expect.poll(() => service.store.getSnapshot().sourceTokenAmount).toBe("0")
    await act(async () => undefined)
    expect(field(container, "You pay").value).toBe("0")
    expect(container.textContent).toContain("Insufficient ETH balance.")
    expect(container.textContent).not.toContain("The amount must be greater than zero.")
    expect(describedBy(field(container, "You pay"))).toBe("Insufficient ETH balance.")
    // No token to receive yet: the action asks for it first.
    expect(nameOf(actionButton(container))).toBe("Select a token")
    expect(actionButton(container).getAttribute("aria-disabled")).toBe("true")
  })

  it("approve then swap: the success is announced and the amount empties", async () => {
    const { container, quoted, kernel } = await renderSwap()
    await chooseFusdToEth(container)
    await type(field(container, "You pay"), "1")
    await quoted()
    await click(button(container, "Approve FUSD and swap"))
    await expect
      .poll(() => kernel.events.map((e) => e.type))
      .toEqual(["SWAP_INITIATED", "SWAP_SUCCESS"])
    await act(async () => undefined)
    expect(container.querySelector('p[role="status"]')?.textContent).toBe(
      "Swapped 1 FUSD for 0.000498 ETH",
    )
    expect(field(container, "You pay").value).toBe("")
    expect(await axeViolations(container)).toEqual([])
  })

  it("a failed quote is announced and the form stays as the visitor left it", async () => {
    const { container, quoted, kernel } = await renderSwap()
    kernel.script.api.getConvertQuotes = () =>
      Effect.fail(
        new ApiHttpError({
          operationId: "getConvertQuotes",
          status: 400,
          reasons: [{ description: "Insufficient liquidity" }] as never,
        }),
      )
    await chooseFusdToEth(container)
    await type(field(container, "You pay"), "5000")
    await quoted()
    expect(alerts(container)).toEqual(["Insufficient liquidity"])
    expect(field(container, "You pay").value).toBe("5000")
    expect(button(container, "Token to pay: FUSD")).toBeDefined()
    expect(button(container, "Token to receive: ETH")).toBeDefined()
    expect(await axeViolations(container)).toEqual([])
  })

  it("each box's token button names its token and shows its logo, symbol and chevron", async () => {
    const { container } = await renderSwap()
    const pay = button(container, "Token to pay: ETH")
    // The logo (LogoImage: the token has no logo URL, so its monogram) and the chevron are
    // hidden from screen readers; the symbol is the text, the aria-label the name.
    expect(
      [...pay.children].map((child) => [
        child.tagName.toLowerCase(),
        child.getAttribute("aria-hidden"),
      ]),
    ).toEqual([
      ["span", "true"],
      ["span", null],
      ["svg", "true"],
    ])
    expect(spoken(pay)).toBe("ETH")
    // Before a token is chosen the button says what to do, and that is its name.
    const receive = button(container, "Select the token to receive")
    expect(receive.getAttribute("aria-label")).toBeNull()
    await chooseFusdToEth(container)
    expect(spoken(button(container, "Token to pay: FUSD"))).toBe("FUSD")
    expect(spoken(button(container, "Token to receive: ETH"))).toBe("ETH")
    // Each box shows the balance of its own token.
    expect(
      [...container.querySelectorAll("span")]
        .map((span) => span.textContent)
        .filter((text) => text?.startsWith("Balance")),
    ).toEqual(["Balance: 10000 FUSD", "Balance: 10000 ETH"])
    expect(await axeViolations(container)).toEqual([])
  })

  it("a token button opens the choice in place of the form, focused on the search; Cancel or a choice returns the focus to the button", async () => {
    const { container } = await renderSwap()
    await click(button(container, "Token to pay: ETH"))
    expect(container.querySelector("label")?.textContent).toBe("Search by name, symbol or address")
    expect(container.textContent).not.toContain("You pay")
    expect(document.activeElement).toBe(field(container, "Search by name, symbol or address"))
    expect(container.querySelector("p")?.textContent).toBe("Select the token to pay")
    expect(await axeViolations(container)).toEqual([])
    await click(button(container, "Cancel"))
    expect(document.activeElement).toBe(button(container, "Token to pay: ETH"))
    await click(button(container, "Select the token to receive"))
    await click(button(container, "Foyer USD (FUSD)"))
    expect(document.activeElement).toBe(button(container, "Token to receive: FUSD"))
  })

  it("keyboard order: pay amount, pay token, Max, flip, receive token, then the action", async () => {
    const { container, quoted } = await renderSwap()
    await chooseFusdToEth(container)
    await type(field(container, "You pay"), "1")
    await quoted()
    // The quoted amount is an <output>: read with its label, not a stop of its own.
    expect(tabOrder(container)).toEqual([
      "You pay",
      "Token to pay: FUSD",
      "Max",
      "Switch the tokens",
      "Token to receive: ETH",
      "Approve FUSD and swap",
    ])
    expect(field(container, "You receive").tagName).toBe("OUTPUT")
  })

  it("the flip control swaps the tokens, keeps the amount, and the amount's rules follow the new token to pay", async () => {
    // 1 ETH held, 10000 FUSD.
    const { container, quoted } = await renderSwap({ balance: "1" })
    await chooseFusdToEth(container)
    await type(field(container, "You pay"), "5")
    await quoted()
    expect(alerts(container)).toEqual([])
    await click(button(container, "Switch the tokens"))
    await quoted()
    expect(button(container, "Token to pay: ETH")).toBeDefined()
    expect(button(container, "Token to receive: FUSD")).toBeDefined()
    expect(field(container, "You pay").value).toBe("5")
    expect(describedBy(field(container, "You pay"))).toBe("Insufficient ETH balance.")
    expect(nameOf(actionButton(container))).toBe("Insufficient ETH balance")
    expect(actionButton(container).getAttribute("aria-disabled")).toBe("true")
    expect(await axeViolations(container)).toEqual([])
  })

  it("the action button's label says what the form needs, then the quote on its way, then Swap", async () => {
    const { container, quoted } = await renderSwap()
    const action = () => [
      nameOf(actionButton(container)),
      actionButton(container).getAttribute("aria-disabled"),
    ]
    expect(action()).toEqual(["Select a token", "true"])
    await click(button(container, "Select the token to receive"))
    await click(button(container, "Foyer USD (FUSD)"))
    expect(action()).toEqual(["Enter an amount", "true"])
    await type(field(container, "You pay"), "0")
    expect(action()).toEqual(["Enter an amount", "true"])
    expect(describedBy(field(container, "You pay"))).toBe("The amount must be greater than zero.")
    await type(field(container, "You pay"), "1.2.3")
    expect(action()).toEqual(["Enter a valid amount", "true"])
    await type(field(container, "You pay"), "1")
    expect(action()).toEqual(["Fetching the best price…", "true"])
    expect(liveStatus(container)).toBe("Fetching the best price…")
    await quoted()
    expect(action()).toEqual(["Swap", null])
    expect(liveStatus(container)).toBe("")
    expect(await axeViolations(container)).toEqual([])
  })

  it("while the wallet is asked, the action button says so, the live status announces it, and the form is locked", async () => {
    const { container, quoted, kernel } = await renderSwap()
    kernel.script.sendTransaction = () => Effect.never
    await click(button(container, "Select the token to receive"))
    await click(button(container, "Foyer USD (FUSD)"))
    await type(field(container, "You pay"), "1")
    await quoted()
    await click(actionButton(container))
    await expect.poll(() => nameOf(actionButton(container))).toBe("Confirm the swap in your wallet")
    expect(actionButton(container).getAttribute("aria-disabled")).toBe("true")
    expect(liveStatus(container)).toBe("Confirm the swap in your wallet")
    expect(field(container, "You pay").readOnly).toBe(true)
    expect(
      ["Token to pay: ETH", "Max", "Switch the tokens", "Token to receive: FUSD"].map((name) =>
        button(container, name).getAttribute("aria-disabled"),
      ),
    ).toEqual(["true", "true", "true", "true"])
    await click(button(container, "Switch the tokens"))
    expect(button(container, "Token to pay: ETH")).toBeDefined()
    expect(await axeViolations(container)).toEqual([])
  })

  it("spec 8: on a network without swaps it says 'Network not supported for Swaps'", async () => {
    const { container } = await renderSwap({ network: foyerDevnet2("http://127.0.0.1:8546") })
    expect(alerts(container)).toEqual(["Network not supported for Swaps"])
    expect(await axeViolations(container)).toEqual([])
  })
})
