// @vitest-environment happy-dom

import { Effect, Layer, ManagedRuntime } from "effect"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEach, describe, expect, it } from "vitest"
import { type FoyerClient, Messages, UserRejectedRequestError } from "../../../core"
import { FoyerClientContext } from "../../../ui/plugin/FoyerClientContext"
import { axeViolations } from "../../../ui/testing/axe"
import { send } from "../index"
import { SendForm } from "../SendForm"
import type { SendOptions } from "../SendOptions"
import { initialSendState } from "../SendState"
import {
  devnet,
  fusdAddress,
  makeSendTestKernel,
  onSolana,
  receiver,
  solanaReceiver,
} from "../sendTestKernel"
import SendView from "./Send"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  document.body.innerHTML = ""
})

/**
 * Draws the Send view as the modal does: inside the kit's context, on a runtime holding the
 * send form's handle over the test kernel (scripted wallet and node, a connected account with ETH
 * and FUSD). The SDK's hooks read the kit from that context.
 */
const renderSend = async (
  account: Parameters<typeof makeSendTestKernel>[0] = {},
  options: SendOptions = { native: true },
) => {
  const kernel = makeSendTestKernel(account)
  const runtime = ManagedRuntime.make(
    SendForm.layer(options).pipe(Layer.provideMerge(kernel.layer)),
  )
  // Only what the SDK's hooks read: the runtime, the configured networks, the kit's stores,
  // the messages and running an effect on it.
  const client = {
    kernel: {
      runtime,
      plugins: { plugins: [send()] },
      networks: [devnet],
      defaultNetwork: devnet,
    },
    stores: { network: kernel.networkStore, accounts: kernel.accountsStore },
    messages: runtime.runSync(Effect.service(Messages)),
    run: (effect: Effect.Effect<unknown, unknown, never>) => runtime.runPromise(effect),
  } as unknown as FoyerClient
  const container = document.createElement("div")
  document.body.append(container)
  const root: Root = createRoot(container)
  await act(async () => {
    root.render(
      <FoyerClientContext.Provider value={client}>
        <SendView view={{ name: "Send" }} />
      </FoyerClientContext.Provider>,
    )
  })
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await runtime.dispose()
  })
  const service = await runtime.runPromise(Effect.flatMap(Effect.service(SendForm), (f) => f.get))
  return { kernel, container, service }
}

/** The input whose label reads `label`. */
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

/** The button whose text is `name`. */
const button = (container: HTMLElement, name: string): HTMLButtonElement => {
  const found = [...container.querySelectorAll("button")].find((b) => spoken(b).trim() === name)
  if (!found) throw new Error(`no button ${name}`)
  return found
}

/** Types `text` into `input` as a visitor does (React hears the input event). */
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

/** The texts an input is described by (its unit, error and hint), as a screen reader reads them. */
const description = (container: HTMLElement, input: HTMLInputElement): string =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => {
      const described = container.querySelector(`#${CSS.escape(id)}`)
      return described === null ? "" : spoken(described)
    })
    .join(" | ")

/** The pressed row of the token picker, as a screen reader reads it. */
const pressedToken = (container: HTMLElement): string | undefined => {
  const row = container.querySelector('ul button[aria-pressed="true"]')
  return row === null ? undefined : spoken(row)
}

const alerts = (container: HTMLElement) =>
  [...container.querySelectorAll('[role="alert"]')].map((e) => e.textContent)

describe("the Send view", { timeout: 30_000 }, () => {
  it("has no axe violations: empty, filled with a problem, after a failed send, while sending", async () => {
    const { container, kernel } = await renderSend()
    expect(await axeViolations(container)).toEqual([])
    await type(field(container, "Amount"), "abc")
    await type(field(container, "Receiver address"), "0x12")
    expect(await axeViolations(container)).toEqual([])
    await click(button(container, "Send"))
    expect(await axeViolations(container)).toEqual([])
    kernel.script.sendTransaction = () => Effect.never
    await click(button(container, "Ether (ETH)10000"))
    await type(field(container, "Amount"), "1")
    await type(field(container, "Receiver address"), receiver)
    await click(button(container, "Send"))
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      "Confirm the transaction in your wallet",
    )
    expect(await axeViolations(container)).toEqual([])
  })

  it("labels every field and offers the account's tokens as buttons", async () => {
    const { container } = await renderSend()
    expect(field(container, "Amount")).toBeDefined()
    expect(field(container, "Receiver address").placeholder).toBe("0x…")
    const tokens = [...container.querySelectorAll("ul button")].map((b) => [
      spoken(b),
      b.getAttribute("aria-pressed"),
    ])
    expect(tokens).toEqual([
      ["Ether (ETH)10000", "true"],
      ["Foyer USD (FUSD)10000", "false"],
    ])
    await click(button(container, "Foyer USD (FUSD)10000"))
    expect(pressedToken(container)).toBe("Foyer USD (FUSD)10000")
  })

  it("shows each token's balance with at most 6 decimals, so the row keeps the token's name readable", async () => {
    const { container } = await renderSend({
      tokenBalance: [
        {
          name: "Ether",
          symbol: "ETH",
          chainId: devnet.caipNetworkId,
          value: 0,
          price: 0,
          quantity: { decimals: "18", numeric: "9998.749964678525378" },
          iconUrl: "",
        },
      ],
    })
    expect([...container.querySelectorAll("ul button")].map(spoken)).toEqual([
      "Ether (ETH)9998.749964",
    ])
  })

  it("announces a problem with what is typed as it is typed (spec 5 texts)", async () => {
    const { container } = await renderSend()
    const amount = field(container, "Amount")
    await type(amount, "1.2.3")
    expect(amount.getAttribute("aria-invalid")).toBe("true")
    expect(description(container, amount)).toBe(
      "ETH | not a valid decimal number | Balance: 10000 ETH",
    )
    const to = field(container, "Receiver address")
    await type(to, "0x1234")
    expect(description(container, to)).toBe(
      "The receiver address must be 0x followed by 40 hexadecimal characters.",
    )
    await type(to, receiver.toLowerCase())
    expect(to.getAttribute("aria-invalid")).toBeNull()
  })

  it("announces the send's own errors: 'A token is required', 'An amount and receiver address are required'", async () => {
    // Without the network's currency on offer (send({ native: false })) nothing is chosen at first.
    const { container } = await renderSend({}, { native: false })
    await click(button(container, "Send"))
    expect(alerts(container)).toEqual(["An amount and receiver address are required"])
    await type(field(container, "Amount"), "1")
    await type(field(container, "Receiver address"), receiver)
    await click(button(container, "Send"))
    expect(alerts(container)).toEqual(["A token is required"])
  })

  it("a rejected send keeps what the visitor typed and announces 'User rejected the request'", async () => {
    const { container, kernel } = await renderSend()
    kernel.script.sendTransaction = () => Effect.fail(new UserRejectedRequestError({ code: 4001 }))
    await click(button(container, "Foyer USD (FUSD)10000"))
    await type(field(container, "Amount"), "2.5")
    await type(field(container, "Receiver address"), receiver)
    await click(button(container, "Send"))
    expect(alerts(container)).toEqual(["User rejected the request"])
    expect(field(container, "Amount").value).toBe("2.5")
    expect(field(container, "Receiver address").value).toBe(receiver)
    expect(pressedToken(container)).toBe("Foyer USD (FUSD)10000")
  })

  it("shows the network fee once a token and a receiver are given", async () => {
    const { container } = await renderSend()
    await click(button(container, "Ether (ETH)10000"))
    await type(field(container, "Receiver address"), receiver)
    await type(field(container, "Amount"), "1")
    expect(container.textContent).toContain("Network fee: 0.000021 ETH")
  })

  it("a successful ERC-20 send empties the form, and the network's currency is chosen again", async () => {
    const { container, kernel, service } = await renderSend()
    await click(button(container, "Foyer USD (FUSD)10000"))
    await type(field(container, "Amount"), "1")
    await type(field(container, "Receiver address"), receiver)
    await click(button(container, "Send"))
    expect(kernel.events.map((e) => [e.type, e.tokenAddress])).toEqual([
      ["SEND_INITIATED", fusdAddress],
      ["SEND_SUCCESS", fusdAddress],
    ])
    const [ether] = service.tokens.getSnapshot()
    expect(service.store.getSnapshot()).toEqual({ ...initialSendState, token: ether })
    expect(field(container, "Amount").value).toBe("")
    expect(pressedToken(container)).toBe("Ether (ETH)10000")
    expect(alerts(container)).toEqual([])
  })

  it("chooses the network's own currency by default and shows it chosen (issue 35 item 2): an amount and a receiver are enough to send", async () => {
    const { container, kernel } = await renderSend()
    expect(pressedToken(container)).toBe("Ether (ETH)10000")
    expect(description(container, field(container, "Amount"))).toBe("ETH | Balance: 10000 ETH")
    await type(field(container, "Amount"), "1")
    await type(field(container, "Receiver address"), receiver)
    await click(button(container, "Send"))
    expect(alerts(container)).toEqual([])
    expect(kernel.events.map((e) => [e.type, e.token, e.amount])).toEqual([
      ["SEND_INITIATED", "ETH", "1"],
      ["SEND_SUCCESS", "ETH", "1"],
    ])
  })

  it("the token box: the chosen token's logo and symbol after the amount (its first letter when it has no icon), its balance under it", async () => {
    const icon =
      "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"
    const { container } = await renderSend({
      tokenBalance: [
        {
          name: "Ether",
          symbol: "ETH",
          chainId: devnet.caipNetworkId,
          value: 0,
          price: 0,
          quantity: { decimals: "18", numeric: "2.5" },
          iconUrl: icon,
        },
        {
          name: "Foyer USD",
          symbol: "FUSD",
          chainId: devnet.caipNetworkId,
          address: fusdAddress,
          value: 0,
          price: 1,
          quantity: { decimals: "6", numeric: "12.000001" },
          iconUrl: "",
        },
      ],
    })
    const amount = field(container, "Amount")
    const unit = () =>
      document.getElementById(amount.getAttribute("aria-describedby")!.split(" ")[0]!)
    expect(unit()?.querySelector("img")?.getAttribute("src")).toBe(icon)
    expect(description(container, amount)).toBe("ETH | Balance: 2.5 ETH")
    await click(button(container, "Foyer USD (FUSD)12.000001"))
    expect(unit()?.querySelector('[aria-hidden="true"]')?.getAttribute("data-monogram")).toBe("F")
    expect(description(container, amount)).toBe("FUSD | Balance: 12.000001 FUSD")
    expect(await axeViolations(container)).toEqual([])
  })

  it("Max fills in an ERC-20 token's whole balance, every decimal of it", async () => {
    const { container } = await renderSend({
      tokenBalance: [
        {
          name: "Foyer USD",
          symbol: "FUSD",
          chainId: devnet.caipNetworkId,
          address: fusdAddress,
          value: 0,
          price: 1,
          quantity: { decimals: "18", numeric: "9998.749964678525378" },
          iconUrl: "",
        },
      ],
    })
    await click(button(container, "Foyer USD (FUSD)9998.749964"))
    await click(button(container, "Max"))
    expect(field(container, "Amount").value).toBe("9998.749964678525378")
  })

  it("Max of the network's currency keeps back the estimated fee at the proposed max fee (spec 9: base fee × 1.2 + tip), and is offered once a fee is known", async () => {
    const { container } = await renderSend()
    const maxButton = () =>
      [...container.querySelectorAll("button")].find((b) => b.textContent === "Max")
    // No receiver yet: nothing to estimate the fee of, so no Max that could leave too little.
    expect(maxButton()).toBeUndefined()
    await type(field(container, "Receiver address"), receiver)
    expect(container.textContent).toContain("Network fee: 0.000021 ETH")
    // 21,000 gas at a max fee of 1 gwei (0.5 gwei base × 1.2 + 0.4 gwei tip): 0.000021 ETH.
    await click(maxButton()!)
    expect(field(container, "Amount").value).toBe("9999.999979")
    expect(alerts(container)).toEqual([])
  })

  it("shows the network the send goes out on, with its logo (its first letter when it has none)", async () => {
    const { container } = await renderSend()
    const network = container.querySelector("dl")!
    expect([...network.querySelectorAll("dt, dd")].map(spoken)).toEqual(["Network", "Foyer Devnet"])
    expect(network.querySelector('dd [aria-hidden="true"]')?.getAttribute("data-monogram")).toBe(
      "F",
    )
  })

  it("while sending, the Send button carries the status (busy, disabled, its words announced) and a second press sends nothing", async () => {
    const { container, kernel } = await renderSend()
    let sent = 0
    kernel.script.sendTransaction = () => {
      sent += 1
      return Effect.never
    }
    await type(field(container, "Amount"), "1")
    await type(field(container, "Receiver address"), receiver)
    const submit = button(container, "Send")
    expect(container.querySelector('[role="status"]')?.textContent).toBe("")
    await click(submit)
    expect([
      spoken(submit),
      submit.getAttribute("aria-busy"),
      submit.getAttribute("aria-disabled"),
      container.querySelector('[role="status"]')?.textContent,
    ]).toEqual([
      "Confirm the transaction in your wallet",
      "true",
      "true",
      "Confirm the transaction in your wallet",
    ])
    await click(submit)
    expect(sent).toBe(1)
    expect([
      field(container, "Amount").readOnly,
      field(container, "Receiver address").readOnly,
    ]).toEqual([true, true])
  })
})

describe("the Send view off EVM (issue 36: send by chain through the family's transfers)", {
  timeout: 30_000,
}, () => {
  it("offers SOL, chosen, and the SPL token; no 0x hint; an EVM address is refused as it is typed, in the family's words; no axe violations", async () => {
    const { container } = await renderSend(onSolana())
    expect([...container.querySelectorAll("ul button")].map(spoken)).toEqual([
      "Solana (SOL)10",
      "Foyer USD (FUSD)250",
    ])
    expect(pressedToken(container)).toBe("Solana (SOL)10")
    const to = field(container, "Receiver address")
    expect(to.placeholder).toBe("")
    await type(to, receiver)
    expect(description(container, to)).toBe(
      "The receiver address is not an address on this network.",
    )
    expect(await axeViolations(container)).toEqual([])
    await type(to, solanaReceiver)
    expect(to.getAttribute("aria-invalid")).toBeNull()
    expect(await axeViolations(container)).toEqual([])
  })

  it("shows the fee in SOL (9 decimals), and Max of SOL keeps it back", async () => {
    const { container } = await renderSend(onSolana())
    await type(field(container, "Receiver address"), solanaReceiver)
    // The test family's fee: 5000 lamports.
    expect(container.textContent).toContain("Network fee: 0.000005 SOL")
    await click(button(container, "Max"))
    expect(field(container, "Amount").value).toBe("9.999995")
  })

  it("a SOL send goes to the wallet's transfer and, confirmed, empties the form", async () => {
    const { container, kernel } = await renderSend(onSolana())
    await type(field(container, "Amount"), "0.25")
    await type(field(container, "Receiver address"), solanaReceiver)
    await click(button(container, "Send"))
    expect(alerts(container)).toEqual([])
    expect(kernel.steps.filter((s) => s.step === "transfer")).toEqual([
      { step: "transfer", transfer: { to: solanaReceiver, units: 250_000_000n } },
    ])
    expect(kernel.events.map((e) => [e.type, e.token, e.amount])).toEqual([
      ["SEND_INITIATED", "SOL", "0.25"],
      ["SEND_SUCCESS", "SOL", "0.25"],
    ])
    expect(field(container, "Amount").value).toBe("")
  })

  it("'Unsupported chain' is announced on a family whose adapter cannot send", async () => {
    const { container } = await renderSend(onSolana({ transfers: false }))
    await type(field(container, "Amount"), "1")
    await type(field(container, "Receiver address"), solanaReceiver)
    await click(button(container, "Send"))
    expect(alerts(container)).toEqual(["Unsupported chain"])
    expect(await axeViolations(container)).toEqual([])
  })
})
