// @vitest-environment happy-dom
// The PayWithExchange view on a local provider API that answers the pay operations in the
// contract's shapes (the flow on the real sandbox exchange and anvil is PayService's test):
// the exchanges it lists, the 600 x 800 popup it opens in the click, the payment's status
// polled to its end and its transaction shown, a blocked popup, requests it refuses; axe on
// each state.

import { Effect, Layer, ManagedRuntime } from "effect"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { getAddress } from "viem"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import {
  AccountState,
  createStore,
  Events,
  type FoyerClient,
  type FoyerEvent,
  foyerDevnet,
  foyerSolanaDevnet,
  Messages,
  Networks,
  ProviderApi,
} from "../../../core"
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
import { pay } from "../index"
import { en } from "../messages/en"
import { PayForm } from "../PayForm"
import type { PayRequest } from "../PayRequest"
import PayWithExchange from "./PayWithExchange"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const exchangePage = "https://exchange.example/pay"
const txHash = `0x${"ab".repeat(32)}`
/** What the local API answers the status with: the test settles the payment. */
let payStatus: { status: string; txHash?: string } = { status: "IN_PROGRESS" }

let server: LocalServer
beforeAll(async () => {
  // The flow's module loads with the view (a lazy chunk); loaded once here, so that the first
  // test's waits do not include transforming it.
  await import("../PayService")
  server = await startLocalServer(async (request, response) => {
    if (answeredPreflight(request, response)) return
    const path = request.url.pathname
    if (path === "/v1/pay/exchanges") {
      return answerJson(response, 200, {
        exchanges: [{ id: "sandbox-exchange", name: "Sandbox Exchange", imageUrl: "data:," }],
        total: 1,
      })
    }
    if (path === "/v1/pay/sessions" && request.method === "POST") {
      return answerJson(response, 200, { url: `${exchangePage}/s1`, sessionId: "s1" })
    }
    if (path === "/v1/pay/sessions/s1") return answerJson(response, 200, payStatus)
    return answerJson(response, 404, { reasons: [] })
  })
})
afterAll(() => server.close())

const recipient = getAddress("0x00000000000000000000000000000000000c0ffe")
const request: PayRequest = {
  recipient,
  amount: 0.02,
  asset: {
    network: "eip155:31337",
    asset: "native",
    metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
  },
}

/** The popups the view asked for (the browser's window.open, which happy-dom cannot show). */
interface Opened {
  readonly features: string
  href: string
  closed: boolean
}
let opened: Opened[] = []
let blockPopups = false
const realOpen = window.open
beforeAll(() => {
  window.open = ((_url: string, _target: string, features: string) => {
    if (blockPopups) return null
    const popup: Opened & { opener: unknown; location: { href: string }; close: () => void } = {
      features,
      href: "about:blank",
      closed: false,
      opener: window,
      location: {
        get href() {
          return popup.href
        },
        set href(url: string) {
          popup.href = url
        },
      },
      close: () => {
        popup.closed = true
      },
    }
    opened.push(popup)
    return popup
  }) as typeof window.open
})
afterAll(() => {
  window.open = realOpen
})

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.innerHTML = ""
  opened = []
  blockPopups = false
  payStatus = { status: "IN_PROGRESS" }
})

/** Draws the view as the modal does, with `data`, on a runtime holding the pay flow's handle. */
const renderPay = async (
  data: PayRequest | undefined,
  accounts: AccountState.AccountsState = {},
) => {
  const events: FoyerEvent[] = []
  const kernel = Layer.mergeAll(
    Layer.succeed(ProviderApi, providerApiFor({ url: server.url, activeNetwork: "eip155:31337" })),
    Networks.layerTest([
      foyerDevnet("http://127.0.0.1:8545"),
      foyerSolanaDevnet("http://127.0.0.1:8899"),
    ]),
    Events.layerTest((event) => events.push(event)),
    Messages.layerTest(en),
  )
  const runtime = ManagedRuntime.make(PayForm.layer.pipe(Layer.provideMerge(kernel)))
  const client = {
    kernel: { runtime, plugins: { plugins: [pay()] } },
    // The connected account's balances, where the payment's asset finds its icon.
    stores: { accounts: createStore(accounts) },
    messages: runtime.runSync(Effect.service(Messages)),
    run: (effect: Effect.Effect<unknown, unknown, never>) => runtime.runPromise(effect),
  } as unknown as FoyerClient
  const container = document.createElement("div")
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => {
    root.render(
      <FoyerClientContext.Provider value={client}>
        <PayWithExchange
          view={
            data === undefined ? { name: "PayWithExchange" } : { name: "PayWithExchange", data }
          }
        />
      </FoyerClientContext.Provider>,
    )
  })
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await runtime.dispose()
  })
  return { container, events }
}

const exchangeButton = (container: HTMLElement) =>
  waitFor(() =>
    [...container.querySelectorAll("button")].find(
      (b) => b.getAttribute("aria-label") === "Pay with Sandbox Exchange",
    ),
  )

describe("PayWithExchange", () => {
  it("shows the payment and lists the Sandbox Exchange; no axe violations", async () => {
    const { container } = await renderPay(request)
    await exchangeButton(container)
    expect(container.textContent).toContain("Pay 0.02 ETH to 0x0000…0ffe on Foyer Devnet")
    expect(container.textContent).toContain("Choose an exchange to pay from")
    expect(await axeViolations(container)).toEqual([])
  })

  it("picking the exchange opens its page in a 600 x 800 popup; confirmed there, the view shows the payment sent with its transaction", async () => {
    const { container, events } = await renderPay(request)
    const button = await exchangeButton(container)
    await act(async () => button.click())
    expect(opened).toHaveLength(1)
    expect(opened[0]?.features).toMatch(/^popup=yes,width=600,height=800,left=\d+,top=\d+$/)
    await waitFor(() => opened[0]?.href === `${exchangePage}/s1`)
    expect(container.textContent).toContain("Confirm the payment in the Sandbox Exchange window.")
    expect(await axeViolations(container)).toEqual([])

    payStatus = { status: "SUCCESS", txHash }
    await waitFor(() => container.textContent?.includes("Payment sent."), 15_000)
    expect(events.find((e) => e.type === "PAY_SUCCESS")).toMatchObject({ txHash })
    expect(container.textContent).toContain(`Transaction ${txHash.slice(0, 6)}…${txHash.slice(-4)}`)
    expect(await axeViolations(container)).toEqual([])
  }, 30_000)

  it("a payment the exchange reports FAILED says so, and the retry lists the exchanges again", async () => {
    const { container, events } = await renderPay(request)
    await act(async () => (await exchangeButton(container)).click())
    await waitFor(() => opened[0]?.href === `${exchangePage}/s1`)
    payStatus = { status: "FAILED" }
    const alert = await waitFor(() => container.querySelector('[role="alert"]'), 15_000)
    expect(alert.textContent).toBe("The payment failed. Nothing was paid.")
    expect(events.at(-1)).toMatchObject({ type: "PAY_ERROR", exchangeId: "sandbox-exchange" })
    expect(await axeViolations(container)).toEqual([])
    const retry = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Try again",
    )
    await act(async () => retry?.click())
    await exchangeButton(container)
    expect(container.querySelector('[role="alert"]')).toBeNull()
  }, 30_000)

  it("while it waits for the exchange, the visitor can go back to the list of exchanges", async () => {
    const { container, events } = await renderPay(request)
    await act(async () => (await exchangeButton(container)).click())
    await waitFor(() => opened[0]?.href === `${exchangePage}/s1`)
    const back = await waitFor(() =>
      [...container.querySelectorAll("button")].find(
        (b) => b.textContent === "Choose another exchange",
      ),
    )
    expect(await axeViolations(container)).toEqual([])
    await act(async () => back.click())
    await exchangeButton(container)
    expect(container.textContent).not.toContain("Confirm the payment")
    expect(container.textContent).toContain("Choose an exchange to pay from")
    expect(events.filter((e) => e.type === "PAY_ERROR")).toEqual([])
  }, 30_000)

  it("a blocked popup says so and offers to try again", async () => {
    blockPopups = true
    const { container } = await renderPay(request)
    const button = await exchangeButton(container)
    await act(async () => button.click())
    const alert = await waitFor(() => container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe(
      "The browser blocked the exchange's window. Allow pop-ups for this site and try again.",
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it("a payment on Solana (spec 6) shows its SOL and base58 recipient and lists the exchanges; an invalid recipient is named", async () => {
    const solana = await renderPay({
      recipient: "6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp",
      amount: "0.5",
      asset: {
        network: foyerSolanaDevnet("http://127.0.0.1:8899").caipNetworkId,
        asset: "native",
        metadata: { name: "Solana", symbol: "SOL", decimals: 9 },
      },
    })
    await exchangeButton(solana.container)
    expect(solana.container.textContent).toContain(
      "Pay 0.5 SOL to 6gYw7q…x3Wp on Foyer Solana Devnet",
    )
    expect(await axeViolations(solana.container)).toEqual([])
    const bad = await renderPay({ ...request, recipient: "0x123" })
    expect((await waitFor(() => bad.container.querySelector('[role="alert"]'))).textContent).toBe(
      "The recipient address is not valid.",
    )
  })

  it("shows the payment with the asset's logo (the account's icon of that token there, else its first letter) and each exchange with its logo, a first letter where its image cannot be drawn", async () => {
    const icon =
      "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"
    const held: AccountState.AccountsState = {
      eip155: {
        ...AccountState.initialAccountState,
        tokenBalance: [
          {
            name: "Ether",
            symbol: "ETH",
            chainId: "eip155:31337",
            value: 0,
            price: 0,
            quantity: { decimals: "18", numeric: "1" },
            iconUrl: icon,
          },
        ],
      },
    }
    const connected = await renderPay(request, held)
    const exchange = await exchangeButton(connected.container)
    const logos = () =>
      [...connected.container.querySelectorAll("img, [aria-hidden='true']")].map((mark) =>
        mark.tagName === "IMG"
          ? mark.getAttribute("src")
          : `letter ${mark.getAttribute("data-monogram")}`,
      )
    // The asset's, the network's (the devnet has no image), the exchange's ("data:," is no image).
    expect(logos()).toEqual([icon, "letter F", "letter S"])
    expect(exchange.firstElementChild?.getAttribute("data-monogram")).toBe("S")
    expect(connected.container.querySelector("[dir='ltr']")?.textContent).toBe("0.02 ETH")
    expect(await axeViolations(connected.container)).toEqual([])
    document.body.innerHTML = ""
    const visitor = await renderPay(request)
    await exchangeButton(visitor.container)
    expect(
      [...visitor.container.querySelectorAll("[aria-hidden='true']")].map((m) =>
        m.getAttribute("data-monogram"),
      ),
    ).toEqual(["E", "F", "S"])
  })
})
