// The development Farcaster wallet in a real Chromium: axe finds nothing on its pages, a
// keyboard alone approves a sign-in, and its strict policy leaves the form working.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { chromiumForFile } from "../../test/e2e/chromiumForFile"
import { walletPageTitle } from "./renderWalletPage"
import { sandboxFarcasterAccounts } from "./SandboxFarcasterAccount"
import { type FarcasterRelay, startFarcasterRelay, walletPagePath } from "./startFarcasterRelay"

let relay: FarcasterRelay
beforeAll(async () => {
  relay = await startFarcasterRelay()
})
afterAll(async () => {
  await relay?.stop()
})

const browser = chromiumForFile()
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
)
const axeViolations = async (tab: Page) => {
  await tab.evaluate(axeSource)
  return tab.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string }> }> } }
    ).axe
    return (await axe.run()).violations.map((violation) => violation.id)
  })
}

const openChannel = async () => {
  const response = await fetch(`${relay.url}/v1/channel`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ siweUri: "https://app.test/login", domain: "app.test" }),
  })
  return (await response.json()) as { channelToken: string; url: string }
}

describe("the development Farcaster wallet in Chromium", () => {
  it("approves a sign-in by keyboard alone, with no axe violations on either page", async () => {
    const { channelToken, url } = await openChannel()
    const context = await browser().newContext()
    const tab = await context.newPage()
    await tab.goto(url)
    expect(await tab.title()).toBe(walletPageTitle)
    expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe(walletPageTitle)
    expect(await axeViolations(tab)).toEqual([])
    expect(await tab.getByRole("button").allTextContents()).toEqual(
      sandboxFarcasterAccounts.map((account) => `Sign in as @${account.username}`),
    )

    await tab.keyboard.press("Tab")
    const first = tab.getByRole("button", { name: "Sign in as @sandbox-alice" })
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true)
    await Promise.all([tab.waitForLoadState("load"), tab.keyboard.press("Enter")])
    await tab.getByRole("status").waitFor()
    expect(await tab.getByRole("status").textContent()).toBe(
      "Signed in as @sandbox-alice. You can return to the app.",
    )
    expect(await axeViolations(tab)).toEqual([])

    const status = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    expect(status.status).toBe(200)
    expect(((await status.json()) as { fid: number }).fid).toBe(sandboxFarcasterAccounts[0]?.fid)
    await context.close()
  })

  it("an unknown sign-in request shows a page saying so, with no axe violations", async () => {
    const context = await browser().newContext()
    const tab = await context.newPage()
    const response = await tab.goto(`${relay.url}${walletPagePath}?channelToken=unknown`)
    expect(response?.status()).toBe(404)
    expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe(
      `${walletPageTitle}: Unknown sign-in request`,
    )
    expect(await axeViolations(tab)).toEqual([])
    await context.close()
  })
})
