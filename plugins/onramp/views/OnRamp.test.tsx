// @vitest-environment happy-dom

import { Effect, Layer, ManagedRuntime } from "effect"
import { TestClock } from "effect/testing"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { type ApiSchemas, type FoyerClient, Messages } from "../../../core"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../../test/localServer"
import { providerApiFor } from "../../../test/providerApi"
import { FoyerClientContext } from "../../../ui/plugin/FoyerClientContext"
import { axeViolations } from "../../../ui/testing/axe"
import { waitFor } from "../../../ui/testing/renderFoyer"
import { onramp } from "../index"
import { OnrampForm } from "../OnrampForm"
import { onrampQuoteDebounce } from "../OnrampSchedules"
import { devnet, devnet2, makeOnrampTestKernel } from "../onrampTestKernel"
import OnRampView from "./OnRamp"
import { fiatCurrencyLogo, paymentMethodLogo } from "./paymentLogos"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const me = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/** A devnet network of the options, as a provider names it. */
const on = (network: typeof devnet, icon?: string) => ({
  name: network.name.toLowerCase().replace(/ /g, "-"),
  display_name: network.name,
  chain_id: String(network.id),
  contract_address: "",
  ...(icon === undefined ? {} : { icon_url: icon }),
})

/** Logos as the provider hands them out (data: URLs), and the dApp's own for its second devnet. */
const logo = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`)}`
const ethLogo = logo("ETH")
const devnetLogo = logo("Foyer Devnet")
const configuredDevnet2Logo = logo("Foyer Devnet 2")

/**
 * The onramp options the local provider API answers (the view's unit tests serve their own;
 * the sandbox's own onramp is exercised by the service and end-to-end tests): a currency on
 * the second devnet only listed first, so the active devnet's must be put before it.
 */
const options: ApiSchemas.OnrampOptions = {
  purchaseCurrencies: [
    { id: "foy", name: "Foyer Token", symbol: "FOY", networks: [on(devnet2)] },
    {
      id: "eth",
      name: "Ether",
      symbol: "ETH",
      icon_url: ethLogo,
      networks: [on(devnet2), on(devnet, devnetLogo)],
    },
  ],
  paymentCurrencies: [
    {
      id: "USD",
      payment_method_limits: [
        { id: "card", min: "10.00", max: "7500.00" },
        { id: "ach_bank_account", min: "10.00", max: "25000.00" },
      ],
    },
  ],
}

/** The price of ETH in the local provider's quotes, and its network fee. */
const ethPriceUsd = 2000
const networkFeeUsd = 0.05

let server: LocalServer
beforeAll(async () => {
  server = await startLocalServer(async (request, response) => {
    if (answeredPreflight(request, response)) return
    const path = request.url.pathname
    if (path === "/v1/onramp/options") return answerJson(response, 200, options)
    if (path === "/v1/onramp/quote") {
      const body = JSON.parse(request.body) as ApiSchemas.OnrampQuoteRequest
      const amount = Number(body.amount)
      return answerJson(response, 200, {
        paymentSubtotal: { amount: body.amount, currency: "USD" },
        networkFee: { amount: String(networkFeeUsd), currency: "USD" },
        paymentTotal: { amount: String(amount + networkFeeUsd), currency: "USD" },
        purchaseAmount: { amount: String(amount / ethPriceUsd), currency: body.network },
        quoteId: "local-quote",
      })
    }
    if (path === "/v1/generators/onrampurl") {
      const body = JSON.parse(request.body) as ApiSchemas.OnrampUrlRequest
      const query = new URLSearchParams({
        defaultNetwork: body.defaultNetwork ?? "",
        presetFiatAmount: String(body.presetFiatAmount),
        defaultExperience: body.defaultExperience,
      })
      return answerJson(response, 200, { url: `https://onramp.example/buy?${query}` })
    }
    return answerJson(response, 404, { reasons: [] })
  })
})
afterAll(() => server.close())

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.innerHTML = ""
})

/** What `window.open` was asked, and what it answers: a popup, or null (blocked). */
const stubWindowOpen = (answer: "opens" | "blocked") => {
  const calls: Array<{ url: unknown; target: unknown; features: unknown }> = []
  const popup = { closed: false, opener: {}, location: { href: "about:blank" }, close() {} }
  const original = window.open
  window.open = ((url: unknown, target: unknown, features: unknown) => {
    calls.push({ url, target, features })
    return answer === "opens" ? popup : null
  }) as typeof window.open
  cleanups.push(async () => {
    popup.closed = true
    window.open = original
  })
  return { calls, popup }
}

/**
 * Draws the buy view as the modal does: inside the kit's context, on a runtime holding the
 * form's handle over the test kernel (a connected account on the sandbox's devnets), with a
 * test clock so that the quote's debounce moves only when the test says.
 */
const renderOnRamp = async () => {
  const api = providerApiFor({ url: server.url, activeNetwork: devnet.caipNetworkId })
  const kernel = makeOnrampTestKernel({ api, address: me })
  const runtime = ManagedRuntime.make(
    OnrampForm.layer({ paymentCurrency: "USD", paymentMethod: "card" }).pipe(
      Layer.provideMerge(kernel.kernel),
      Layer.provideMerge(TestClock.layer()),
    ),
  )
  const client = {
    kernel: {
      runtime,
      plugins: { plugins: [onramp()] },
      // The dApp configured a logo for its second devnet (the provider gives that one none).
      networks: [devnet, { ...devnet2, assets: { imageUrl: configuredDevnet2Logo } }],
    },
    messages: runtime.runSync(Effect.service(Messages)),
    run: (effect: Effect.Effect<unknown, unknown, never>) => runtime.runPromise(effect),
  } as unknown as FoyerClient
  const container = document.createElement("div")
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => {
    root.render(
      <FoyerClientContext.Provider value={client}>
        <OnRampView view={{ name: "OnRamp" }} />
      </FoyerClientContext.Provider>,
    )
  })
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await runtime.dispose()
  })
  await waitFor(() => button(container, "Buy", false))
  /** Lets the quote's debounce pass. */
  const settle = () =>
    act(async () => {
      await runtime.runPromise(TestClock.adjust(onrampQuoteDebounce))
    })
  return { container, settle, kernel }
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
  return copy.textContent ?? ""
}

function button(container: HTMLElement, name: string): HTMLButtonElement
function button(
  container: HTMLElement,
  name: string,
  required: false,
): HTMLButtonElement | undefined
function button(container: HTMLElement, name: string, required = true) {
  const found = [...container.querySelectorAll("button")].find((b) => spoken(b).trim() === name)
  if (!found && required) throw new Error(`no button ${name}`)
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

/** The texts an input is described by (its unit, error and limits), as a screen reader reads them. */
const description = (container: HTMLElement, input: HTMLInputElement): string =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => {
      const described = container.querySelector(`#${CSS.escape(id)}`)
      return described === null ? "" : spoken(described)
    })
    .join(" | ")

const pressed = (container: HTMLElement) =>
  [...container.querySelectorAll('ul button[aria-pressed="true"]')].map(spoken)

describe("the buy view", { timeout: 60_000 }, () => {
  it("offers the active devnet's currencies first, with its first chosen on it, USD by card, its limits and the provider fee range 1-2%; no axe violations", async () => {
    const { container } = await renderOnRamp()
    expect(pressed(container)).toEqual([
      "Ether (ETH)",
      "Foyer DevnetCurrent network",
      "USD",
      "Card10–7500 USD",
    ])
    expect(description(container, field(container, "Amount to pay"))).toBe(
      "USD | Card: from 10 to 7500 USD",
    )
    expect(container.textContent).toContain("Provider fee: 1-2%")
    expect(await axeViolations(container)).toEqual([])
  })

  it("an amount outside the payment method's limits is refused under the field, naming them exactly (spec 9)", async () => {
    const { container } = await renderOnRamp()
    const amount = field(container, "Amount to pay")
    await type(amount, "7600")
    expect(amount.getAttribute("aria-invalid")).toBe("true")
    expect(description(container, amount)).toBe(
      "USD | Enter an amount from 10 to 7500 USD. | Card: from 10 to 7500 USD",
    )
    expect(await axeViolations(container)).toEqual([])
    // By bank account (10 to 25000) the same amount is fine.
    await click(button(container, "Bank account10–25000 USD"))
    expect(amount.getAttribute("aria-invalid")).toBeNull()
    expect(description(container, amount)).toBe("USD | Bank account: from 10 to 25000 USD")
  })

  it("shows the live quote once the amount settles", async () => {
    const { container, settle } = await renderOnRamp()
    await type(field(container, "Amount to pay"), "100")
    expect(container.textContent).toContain("Getting a quote…")
    await settle()
    await waitFor(() => container.textContent?.includes("Total: "))
    const lines = [...container.querySelectorAll('[aria-live="polite"] p')].map(
      (p) => p.textContent,
    )
    expect(lines).toEqual([
      "You receive about 0.05 ETH",
      "Network fee: 0.05 USD",
      "Total: 100.05 USD",
    ])
    expect(await axeViolations(container)).toEqual([])
  })

  it("Buy opens a 600 x 800 popup in the click, then waits for it to close; no axe violations", async () => {
    const { calls, popup } = stubWindowOpen("opens")
    const { container } = await renderOnRamp()
    await type(field(container, "Amount to pay"), "50")
    await click(button(container, "Buy"))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ url: "about:blank", target: "foyer-onramp" })
    expect(String(calls[0]?.features)).toMatch(/^popup=yes,width=600,height=800,left=\d+,top=\d+$/)
    await waitFor(() =>
      container.querySelector('[role="status"]')?.textContent?.startsWith("Complete"),
    )
    // Buy shows it is busy, and is disabled, while the popup is open.
    const submit = button(container, "Buy")
    expect([submit.getAttribute("aria-busy"), submit.getAttribute("aria-disabled")]).toEqual([
      "true",
      "true",
    ])
    expect(popup.location.href).toBe(
      "https://onramp.example/buy?defaultNetwork=foyer-devnet&presetFiatAmount=50&defaultExperience=buy",
    )
    expect(field(container, "Amount to pay").readOnly).toBe(true)
    expect(await axeViolations(container)).toEqual([])
  })

  it("a blocked popup gets a clear message and a link to the page; no axe violations", async () => {
    stubWindowOpen("blocked")
    const { container } = await renderOnRamp()
    await type(field(container, "Amount to pay"), "50")
    await click(button(container, "Buy"))
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe("Your browser blocked the payment window.Open the payment page")
    const link = alert.querySelector("a")
    expect([link?.getAttribute("target"), link?.getAttribute("rel")]).toEqual([
      "_blank",
      "noopener noreferrer",
    ])
    expect(link?.getAttribute("href")).toBe(
      "https://onramp.example/buy?defaultNetwork=foyer-devnet&presetFiatAmount=50&defaultExperience=buy",
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it("Buy without an amount says so, and opens no popup", async () => {
    const { calls } = stubWindowOpen("opens")
    const { container } = await renderOnRamp()
    await click(button(container, "Buy"))
    await waitFor(() => container.querySelector('[role="alert"]'))
    expect(container.querySelector('[role="alert"]')?.textContent).toBe("Enter the amount to pay.")
    await type(field(container, "Amount to pay"), "5")
    await click(button(container, "Buy"))
    await waitFor(() =>
      container.querySelector('[role="alert"]')?.textContent?.startsWith("Enter an amount"),
    )
    expect(calls).toEqual([])
  })

  it("every choice shows its logo, never an empty square: the provider's, else the dApp's network image, else a first letter; the fiat currency's sign; card and bank account their own", async () => {
    const { container } = await renderOnRamp()
    const logos = [...container.querySelectorAll("ul")].map((list) =>
      [...list.querySelectorAll("button")].map((row) => {
        const mark = row.firstElementChild!
        return [
          spoken(row),
          mark.tagName === "IMG"
            ? mark.getAttribute("src")
            : `letter ${mark.getAttribute("data-monogram")}`,
        ]
      }),
    )
    expect(logos).toEqual([
      [
        ["Ether (ETH)", ethLogo],
        ["Foyer Token (FOY)", "letter F"],
      ],
      [
        ["Foyer DevnetCurrent network", devnetLogo],
        ["Foyer Devnet 2", configuredDevnet2Logo],
      ],
      [["USD", fiatCurrencyLogo("USD")]],
      [
        ["Card10–7500 USD", paymentMethodLogo("card")],
        ["Bank account10–25000 USD", paymentMethodLogo("ach_bank_account")],
      ],
    ])
    // The amount to pay carries the fiat currency's sign before its code.
    const amount = field(container, "Amount to pay")
    const unit = document.getElementById(amount.getAttribute("aria-describedby")!.split(" ")[0]!)
    expect([unit?.querySelector("img")?.getAttribute("src"), spoken(unit!)]).toEqual([
      fiatCurrencyLogo("USD"),
      "USD",
    ])
    expect(await axeViolations(container)).toEqual([])
  })

  it("the quote names what the visitor receives beside the currency's logo, cut to six decimals (it is 'about' that much)", async () => {
    const { container, settle } = await renderOnRamp()
    // 123.4567 USD at 2000 USD per ETH: the provider says 0.06172835 ETH.
    await type(field(container, "Amount to pay"), "123.4567")
    await settle()
    const receive = await waitFor(() =>
      [...container.querySelectorAll('[aria-live="polite"] p')].find((p) =>
        p.textContent?.startsWith("You receive"),
      ),
    )
    expect(receive.textContent).toBe("You receive about 0.061728 ETH")
    expect(receive.parentElement?.querySelector("img")?.getAttribute("src")).toBe(ethLogo)
  })
})
