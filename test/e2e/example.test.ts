// `npm run example -- <name>` (scripts/example.ts) run as a person runs it, in a child process:
// the headless example served against the sandbox, used in Chromium at the URL the command
// printed, then stopped with Ctrl-C; and an unknown name refused before anything starts.
import { execFile } from "node:child_process"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"
import { promisify } from "node:util"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import { descendants, waitForExit } from "../processes"
import { launchChromium } from "./launchChromium"
import { runBannerCommand, urlAfter } from "./runNpmStart"

const exampleScript = new URL("../../scripts/example.ts", import.meta.url)
/** How long one step in the browser may take on a busy machine. */
const stepTimeoutMs = 30_000

/** The accounts a devnet holds, in order (the sandbox test wallet's are the same, from one mnemonic). */
const devnetAccounts = async (rpcUrl: string): Promise<ReadonlyArray<string>> => {
  const response = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_accounts", params: [] }),
  })
  const { result } = (await response.json()) as { result: ReadonlyArray<string> }
  return result
}

describe("npm run example (scripts/example.ts)", () => {
  it("refuses an unknown name with the list of examples and exit code 2, starting nothing", async () => {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href
    const failed = await promisify(execFile)(
      process.execPath,
      ["--import", tsx, fileURLToPath(exampleScript), "headles"],
      { timeout: 60_000 },
    ).then(
      () => undefined,
      (error: { code?: number; stdout?: string; stderr?: string }) => error,
    )
    expect(failed?.code).toBe(2)
    expect(failed?.stdout).toBe("")
    expect(failed?.stderr).toMatch(
      /^There is no example "headles"\. The examples are: demo, headless, plugins\/greeting, siwx-server, testing\.\n\nUsage: npm run example -- <name> \[options\]\n/,
    )
  })

  it("headless: serves the example against the sandbox and prints its URL; in Chromium the page lists and connects the sandbox test wallet; Ctrl-C stops everything", async () => {
    const started = await runBannerCommand(exampleScript, [
      "headless",
      "--project-id",
      "example-test",
    ])
    let browser: Browser | undefined
    try {
      const { banner } = started
      expect(banner).toContain("Foyer headless example is running (Ctrl-C to stop)")
      expect(banner).toContain('"Connect Foyer Test Wallet" in its list')
      // The page shows no pairing link, so no WalletConnect wallet runs for it.
      expect(banner).not.toContain("WC wallet")
      const url = urlAfter(banner, "Open")
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      const [account] = await devnetAccounts(urlAfter(banner, "Devnet"))

      browser = await launchChromium()
      const page = await browser.newPage()
      await page.goto(url)
      // The example's own list, with the test wallet the server installed in the page.
      await page.getByLabel("Search wallets").fill("test wallet")
      const connect = page.getByRole("button", { name: "Connect Foyer Test Wallet" })
      await connect.waitFor({ timeout: stepTimeoutMs })
      await connect.click()
      const address = page.getByTestId("address")
      await address.waitFor({ timeout: stepTimeoutMs })
      expect((await address.textContent())?.toLowerCase()).toBe(account?.toLowerCase())
      // Headless: the page never mounted the modal.
      expect(await page.getByRole("dialog").count()).toBe(0)
      await browser.close()

      const tree = await descendants(started.pid)
      expect(tree.filter((p) => p.name === "anvil")).toHaveLength(2)
      expect(await started.interrupt()).toEqual([0, null])
      for (const p of tree) expect.soft(await waitForExit(p.pid), `${p.name} ${p.pid}`).toBe(true)
      await expect(fetch(url)).rejects.toThrow()
    } finally {
      // A failed expectation must not leave the example running; the anvil watchdogs stop anvil.
      await browser?.close()
      started.kill()
    }
  }, 240_000)
})
