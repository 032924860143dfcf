import { Window } from "happy-dom"
import { describe, expect, it } from "vitest"
import { readDemoConfig } from "./DemoConfig"

const documentWith = (body: string) => {
  const window = new Window()
  window.document.write(`<!doctype html><html><head>${body}</head><body></body></html>`)
  return window.document as unknown as Document
}

const config = {
  projectId: "demo",
  apiUrl: "http://127.0.0.1:1",
  analyticsUrl: "http://127.0.0.1:2",
  rpcUrl: "http://127.0.0.1:1/v1/",
  relayUrl: "ws://127.0.0.1:3",
  walletConnectWalletUrl: "http://127.0.0.1:4/",
  sandboxWallet: true,
  solanaWallet: true,
}

describe("readDemoConfig", () => {
  it("reads the configuration from the foyer-demo-config JSON script", () => {
    const document = documentWith(
      `<script type="application/json" id="foyer-demo-config">${JSON.stringify(config)}</script>`,
    )
    expect(readDemoConfig(document)).toEqual(config)
  })

  it("says how to run the demo when the page has no configuration", () => {
    expect(() => readDemoConfig(documentWith(""))).toThrow(
      "No #foyer-demo-config element: serve the demo with its server (npm start)",
    )
  })

  it("the Solana test wallet is off unless the configuration says it is installed", () => {
    const { solanaWallet: _, ...partial } = config
    const document = documentWith(
      `<script type="application/json" id="foyer-demo-config">${JSON.stringify(partial)}</script>`,
    )
    expect(readDemoConfig(document).solanaWallet).toBe(false)
  })

  it("the WalletConnect wallet page is optional", () => {
    const { walletConnectWalletUrl: _, ...partial } = config
    const document = documentWith(
      `<script type="application/json" id="foyer-demo-config">${JSON.stringify(partial)}</script>`,
    )
    expect(readDemoConfig(document).walletConnectWalletUrl).toBeUndefined()
  })

  it("names a missing field", () => {
    const { rpcUrl: _, ...partial } = config
    const document = documentWith(
      `<script type="application/json" id="foyer-demo-config">${JSON.stringify(partial)}</script>`,
    )
    expect(() => readDemoConfig(document)).toThrow("Demo config: rpcUrl is missing")
  })
})
