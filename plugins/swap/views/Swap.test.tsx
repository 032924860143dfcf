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

const button = (container: HTMLElement, name: string): HTMLButtonElement => {
  const found = [...container.querySelectorAll("button")].find(
    (b) => b.textContent?.trim() === name,
  )
  if (!found) throw new Error(`no button ${name}`)
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

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll("li")].map((e) => e.textContent)

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
    expect([...container.querySelectorAll("ul button")].map((b) => b.textContent)).toEqual([
      "Ether (ETH)",
      "Foyer USD (FUSD)",
    ])
    await type(field(container, "Search by name, symbol or address"), "usd")
    expect([...container.querySelectorAll("ul button")].map((b) => b.textContent)).toEqual([
      "Foyer USD (FUSD)",
    ])
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
    expect(texts(container)).toEqual([
      "Price impact: 0.40 %",
      "Network fee: 0.000046 ETH",
      "Slippage tolerance: 1 %",
      "Minimum received: 0.000493 ETH",
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
    expect(button(container, "Swap").getAttribute("aria-disabled")).toBe("true")
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
    expect(button(container, "Swap").getAttribute("aria-disabled")).toBe("true")
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

  it("spec 8: on a network without swaps it says 'Network not supported for Swaps'", async () => {
    const { container } = await renderSwap({ network: foyerDevnet2("http://127.0.0.1:8546") })
    expect(alerts(container)).toEqual(["Network not supported for Swaps"])
    expect(await axeViolations(container)).toEqual([])
  })
})
