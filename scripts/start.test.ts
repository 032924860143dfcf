import { once } from "node:events"
import { createInterface } from "node:readline"
import { describe, expect, it } from "vitest"
import { demoContentSecurityPolicy } from "../examples/demo/serveDemo"
import { descendants, spawnTypeScript, waitForExit } from "../test/processes"

describe("npm start (scripts/start.ts)", () => {
  it("serves the demo with the test wallet and the WalletConnect wallet against the sandbox, prints the URLs, and Ctrl-C stops everything", async () => {
    const child = spawnTypeScript(new URL("./start.ts", import.meta.url), [
      "--project-id",
      "start-test",
    ])
    const exited = once(child, "exit")
    try {
      const printed: string[] = []
      for await (const line of createInterface({ input: child.stdout })) {
        printed.push(line)
        if (line.includes("Devnet") && line.includes("31338")) break
      }
      const banner = printed.join("\n")
      const pageUrl = /^\s+Open\s+(http:\/\/127\.0\.0\.1:\d+\/)$/m.exec(banner)?.[1]
      const apiUrl = /^\s+API\s+(http:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
      const relayUrl = /^\s+Relay\s+(ws:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
      const walletConnectUrl = /^\s+WC wallet\s+(http:\/\/127\.0\.0\.1:\d+)$/m.exec(banner)?.[1]
      expect(relayUrl, banner).toBeDefined()
      expect(walletConnectUrl, banner).toBeDefined()
      expect(pageUrl, banner).toBeDefined()
      expect(banner).toContain('"Foyer Test Wallet"')

      const page = await fetch(`${pageUrl}`)
      expect(page.headers.get("content-security-policy")).toBe(demoContentSecurityPolicy)
      const html = await page.text()
      const config = /<script type="application\/json" id="foyer-demo-config">(.*?)<\/script>/.exec(
        html,
      )?.[1]
      expect(JSON.parse(config ?? "null")).toEqual({
        projectId: "start-test",
        apiUrl,
        analyticsUrl: apiUrl,
        rpcUrl: `${apiUrl}/v1/`,
        relayUrl,
        walletConnectWalletUrl: walletConnectUrl,
        sandboxWallet: true,
      })
      const walletConnectPage = await fetch(`${walletConnectUrl}/state`)
      expect(walletConnectPage.status).toBe(200)
      const wallet = await fetch(`${pageUrl}sandbox-wallet.js`)
      expect(await wallet.text()).toContain('installTestWallet({"rpcUrl":')

      const tree = await descendants(child.pid!)
      expect(tree.filter((p) => p.name === "anvil")).toHaveLength(2)
      child.kill("SIGINT")
      const [code, signal] = await exited
      expect([code, signal]).toEqual([0, null])
      for (const p of tree) expect.soft(await waitForExit(p.pid), `${p.name} ${p.pid}`).toBe(true)
      await expect(fetch(`${pageUrl}`)).rejects.toThrow()
      await expect(fetch(`${walletConnectUrl}/state`)).rejects.toThrow()
    } finally {
      // A failed expectation must not leave the demo running; the anvil watchdogs stop anvil.
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
  }, 240_000)
})
