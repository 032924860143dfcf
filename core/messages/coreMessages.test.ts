import { describe, expect, it } from "vitest"
import { chainNamespaces, namespaceDisplayNames } from "../chains/ChainNamespace"
import { coreViews } from "../plugins/coreViews"
import { coreMessages } from "./coreMessages"

const ids = Object.keys(coreMessages)
const texts: ReadonlyArray<string> = Object.values(coreMessages)

describe("the kernel's message catalogue", () => {
  it("ids are dotted camelCase segments (`account.disconnect`, `view.Connect.title`)", () => {
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(id))).toEqual([])
  })

  it("every text is non-empty and its placeholders are well formed `{name}`s", () => {
    expect(texts.filter((text) => text.trim() === "")).toEqual([])
    const stray = texts.filter((text) => text.replace(/\{\w+\}/g, "").match(/[{}]/) !== null)
    expect(stray).toEqual([])
  })

  it("every view of the kernel has a title (view.<Name>.title)", () => {
    expect(coreViews.filter((view) => !(`view.${view}.title` in coreMessages))).toEqual([])
  })

  it("names the unsupported network as spec 3 does", () => {
    expect(coreMessages["network.unknown"]).toBe("Unknown Network")
  })

  it("names the chain families as spec 3 does, as the kernel's display names do", () => {
    expect(chainNamespaces.map((namespace) => coreMessages[`chain.${namespace}`])).toEqual(
      chainNamespaces.map((namespace) => namespaceDisplayNames[namespace]),
    )
    expect(chainNamespaces.map((namespace) => coreMessages[`chain.${namespace}`])).toEqual([
      "EVM Networks",
      "Solana",
      "Polkadot",
      "Bitcoin",
      "Cosmos",
      "Sui",
      "Stacks",
    ])
  })

  it("holds the spec's error texts word for word, its placeholders as the spec writes them", () => {
    expect(coreMessages["error.invalidEmail"]).toBe("Please enter a valid email address")
    expect(coreMessages["error.userRejected"]).toBe("User rejected the request")
    expect(coreMessages["error.authInitFailed"]).toBe(
      "A problem occurred while trying initialize authentication",
    )
  })
})
