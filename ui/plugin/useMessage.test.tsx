// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  coreMessages,
  coreTranslations,
  definePlugin,
  formatMessage,
  makeMessages,
  pageButtonMessages,
} from "../../core"
import { startTestClient, testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import { renderElement } from "../testing/renderElement"
import { renderHook } from "../testing/renderFoyer"
import { renderInView } from "../testing/renderInView"
import { useMessage } from "./useMessage"

const greeter = definePlugin({
  id: "greeter",
  messages: { "greeter.hello": "Hello {name}" },
})

describe("useMessage", { timeout: 20_000 }, () => {
  it("outside a view (the page buttons) reads the kernel's catalogue through the handle", async () => {
    const foyer = createFoyer(testOptions, {
      createClient: () => Promise.reject(new Error("the kit must not load")),
    })
    const { result } = await renderHook(foyer, useMessage)
    expect(result.current("connectButton.label")).toBe(coreMessages["connectButton.label"])
  })

  it("outside any provider and kit it has no texts: the id itself, which tests catch", async () => {
    let text: string | undefined
    const Probe = () => {
      text = useMessage()("connectButton.label")
      return null
    }
    await renderElement(<Probe />)
    expect(text).toBe("connectButton.label")
  })

  it("in a view reads the kernel's messages and the enabled plugins', placeholders filled", async () => {
    const client = await startTestClient({ plugins: [greeter] })
    const result = await renderInView(client, useMessage)
    expect(result.current("greeter.hello", { name: "alice" })).toBe("Hello alice")
    expect(result.current("connecting.waiting", { name: "MetaMask" })).toBe(
      formatMessage(coreMessages["connecting.waiting"], { name: "MetaMask" }),
    )
  })

  it("an unknown id gives the id itself", async () => {
    const client = await startTestClient()
    const result = await renderInView(client, useMessage)
    expect(result.current("greeter.hello")).toBe("greeter.hello")
  })

  it("reads the kit's own Messages (client.messages)", async () => {
    const client = await startTestClient()
    const messages = Effect.runSync(
      makeMessages([{ source: "x", catalogue: { "x.y": "from the kit" } }]),
    )
    const result = await renderInView({ ...client, messages } as typeof client, useMessage)
    expect(result.current("x.y")).toBe("from the kit")
  })
})

describe("useMessage: switching the language at run time", { timeout: 20_000 }, () => {
  const polyglot = definePlugin({
    id: "polyglot",
    messages: { "polyglot.count": "{n, plural, one {# wallet} other {# wallets}}" },
    translations: {
      de: () =>
        Promise.resolve({
          default: { "polyglot.count": "{n, plural, one {# Wallet} other {# Wallets}}" },
        }),
      fr: () => Promise.reject(new Error("chunk failed")),
    },
  })

  it("a view re-renders with the new language's texts, the kernel's and the plugin's", async () => {
    const client = await startTestClient({ plugins: [polyglot] })
    const result = await renderInView(client, useMessage)
    expect(result.current("polyglot.count", { n: 1200 })).toBe("1,200 wallets")
    const renders = result.renders
    await act(async () => {
      expect(await client.setLocale("de-CH")).toBe("de")
    })
    expect(result.renders).toBe(renders + 1)
    expect(result.current("polyglot.count", { n: 1200 })).toBe("1.200 Wallets")
    const german = (await coreTranslations.de!()).default
    expect(result.current("modal.close")).toBe(german["modal.close"])
  })

  it("a failed chunk keeps the view in the current language, with no re-render", async () => {
    const client = await startTestClient({ plugins: [polyglot] })
    const result = await renderInView(client, useMessage)
    const renders = result.renders
    await act(async () => {
      expect(await client.setLocale("fr")).toBe("en")
    })
    expect(result.renders).toBe(renders)
    expect(result.current("modal.close")).toBe("Close")
  })

  it("outside a view, the page buttons' texts follow the handle's language before the kit loads", async () => {
    const foyer = createFoyer(
      { ...testOptions, locale: "ar-EG" },
      { createClient: () => Promise.reject(new Error("the kit must not load")) },
    )
    const { result } = await renderHook(foyer, useMessage)
    expect(result.current("connectButton.label")).toBe(pageButtonMessages.ar["connectButton.label"])
    await act(async () => {
      expect(await foyer.setLocale("ja")).toBe("ja")
    })
    expect(result.current("connectButton.label")).toBe(pageButtonMessages.ja["connectButton.label"])
    expect(result.current("modal.close")).toBe(pageButtonMessages.ja["modal.close"])
    // Only the page buttons' and the first frame's texts are in the light entry: the rest
    // waits for the kit.
    expect(result.current("account.disconnect")).toBe(coreMessages["account.disconnect"])
    expect(foyer.peek()).toBeUndefined()
    expect(foyer.bridge.getSnapshot().loading).toBe(false)
  })
})
