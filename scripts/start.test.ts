import { describe, expect, it } from "vitest"
import { demoContentSecurityPolicy } from "../examples/demo/serveDemo"
import { deriveBitcoinAccounts } from "../sandbox/bitcoin/bitcoinKeys"
import { runNpmStart } from "../test/e2e/runNpmStart"
import { descendants, waitForExit } from "../test/processes"

describe("npm start (scripts/start.ts)", () => {
  it("serves the demo with the test wallets (EVM, Solana and Bitcoin) and the WalletConnect wallet against the sandbox, prints the URLs, and Ctrl-C stops everything", async () => {
    const started = await runNpmStart(["--project-id", "start-test"])
    try {
      const { banner, urls } = started
      expect(banner).toContain('"Foyer Test Wallet"')
      expect(banner).toContain('"Foyer Solana Test Wallet"')
      expect(banner).toContain('"Foyer Bitcoin Test Wallet"')
      expect(urls.devnets).toHaveLength(2)
      expect(urls.rpc).toBe(`${urls.api}/v1/`)
      // The pages Buy and Pay with exchange open, printed so a person can find them (issue 30).
      expect(banner).toContain(`${urls.onramp}  (test cards 4242 4242 4242 4242`)
      expect(banner).toContain(`${urls.pay}  (`)
      expect((await fetch(urls.onramp)).status).toBe(200)
      expect(
        (await fetch(`${urls.pay}/sessions/00000000-0000-4000-8000-000000000000`)).status,
      ).toBe(404)

      const page = await fetch(urls.page)
      expect(page.headers.get("content-security-policy")).toBe(demoContentSecurityPolicy)
      const html = await page.text()
      const config = /<script type="application\/json" id="foyer-demo-config">(.*?)<\/script>/.exec(
        html,
      )?.[1]
      expect(JSON.parse(config ?? "null")).toEqual({
        projectId: "start-test",
        apiUrl: urls.api,
        analyticsUrl: urls.api,
        rpcUrl: urls.rpc,
        relayUrl: urls.relay,
        walletConnectWalletUrl: urls.walletConnectWallet,
        // The banner's secure site (the embedded wallet's, on ?email=on), as localhost.
        secureSiteUrl: `${/ Login +(http:\/\/localhost:\d+) /.exec(banner)?.[1]}/frame`,
        sandboxWallet: true,
        solanaWallet: true,
      })
      const walletConnectPage = await fetch(`${urls.walletConnectWallet}/state`)
      expect(walletConnectPage.status).toBe(200)
      const wallet = await fetch(`${urls.page}sandbox-wallet.js`)
      expect(await wallet.text()).toContain('installTestWallet({"rpcUrl":')
      // The Solana test wallet sends through the Solana devnet the banner prints, on its chain.
      const genesis = await fetch(urls.solana, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getGenesisHash" }),
      })
      const { result } = (await genesis.json()) as { result: string }
      const solanaWallet = await (await fetch(`${urls.page}sandbox-solana-wallet.js`)).text()
      expect(solanaWallet).toContain(".installSolanaTestWallet({")
      expect(solanaWallet).toContain(`"rpcUrl":"${urls.solana}"`)
      expect(solanaWallet).toContain(`"chains":["solana:${result.slice(0, 32)}"]`)
      // The Bitcoin test wallet holds the regtest's funded accounts (the sandbox mnemonic's).
      const bitcoinWallet = await (await fetch(`${urls.page}sandbox-bitcoin-wallet.js`)).text()
      expect(bitcoinWallet).toContain(".installBitcoinTestWallet({")
      expect(bitcoinWallet).toContain(`"privateKeys":["${deriveBitcoinAccounts(1)[0]!.wif}",`)

      const tree = await descendants(started.pid)
      expect(tree.filter((p) => p.name === "anvil")).toHaveLength(2)
      expect(await started.interrupt()).toEqual([0, null])
      for (const p of tree) expect.soft(await waitForExit(p.pid), `${p.name} ${p.pid}`).toBe(true)
      await expect(fetch(urls.page)).rejects.toThrow()
      await expect(fetch(`${urls.walletConnectWallet}/state`)).rejects.toThrow()
      await expect(fetch(`${urls.solana}/health`)).rejects.toThrow()
    } finally {
      // A failed expectation must not leave the demo running; the anvil watchdogs stop anvil.
      started.kill()
    }
  }, 240_000)
})
