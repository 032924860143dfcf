// End to end in Chromium: what the issue promises beyond the flows. No request before the
// first click, a page that works under a strict CSP, and no axe violation on any view in
// light or dark mode, with a screenshot of each view kept under test-results/e2e/.
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { demoContentSecurityPolicy, serveDemo } from "../../examples/demo/serveDemo"
import {
  accountButton,
  closeAfterConnect,
  closeModal,
  connectButton,
  dialog,
  networkButton,
  testWalletButton,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { type AxeViolation, runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { demoConfigFor } from "./startDemoSite"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-quality")
let opened: DemoPage | undefined

/** An account without a name in the sandbox's registry, so the kit shows its address. */
const plainAccount = 3
const plainAddress = () => {
  const account = suite.site.sandbox.devnets[0].accounts[plainAccount]
  if (account === undefined) throw new Error("no devnet account")
  return account.address
}

const open = async () => {
  opened = await suite.openPage()
  await visible(connectButton(opened.page))
  await testWallet(opened.page).setAccount(plainAccount)
  return opened
}

/** A request's path when it is on the demo's own origin, else its whole URL. */
const where = (url: string) => {
  const parsed = new URL(url)
  return parsed.origin === new URL(suite.site.demo.url).origin ? parsed.pathname : url
}

describe("before the first click", { timeout: 90_000 }, () => {
  it("the page loads only the demo's own static files, and nothing from the sandbox", async () => {
    opened = await suite.openPage({ navigate: false })
    const { page, requests } = opened
    await page.goto(suite.site.demo.url, { waitUntil: "load" })
    await visible(connectButton(page))
    // Nothing should start later either (a timer, an idle callback): give it time to.
    await page.waitForTimeout(1_500)
    const before = requests.map((request) => where(request.url))
    expect(before[0]).toBe("/")
    for (const path of before.slice(1)) expect(path).toMatch(/^\/assets\/[\w.-]+\.(js|css)$/)
    expect(requests.every((request) => request.method === "GET")).toBe(true)

    await connectButton(page).click()
    await visible(dialog(page, "Connect Wallet"))
    // The click is what loads the kit: more chunks come only now. The dialog's shell is drawn
    // first and the downloads start after that frame, so wait for them rather than assume.
    await expect.poll(() => requests.length).toBeGreaterThan(before.length)
  })
})

describe("the click's first frame (issue 14)", { timeout: 90_000 }, () => {
  it("a pointer resting on Connect Wallet downloads only the demo's own static files; the click then shows the dialog listing the wallet", async () => {
    opened = await suite.openPage({ navigate: false })
    const { page, requests } = opened
    await page.goto(suite.site.demo.url, { waitUntil: "load" })
    await visible(connectButton(page))
    const before = requests.length
    await connectButton(page).hover()
    // The download starts once the pointer has rested on the button: wait for its files.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("/ModalContent-")),
    )
    const onIntent = requests.slice(before)
    expect(onIntent.length).toBeGreaterThan(0)
    for (const request of onIntent) {
      expect(where(request.url)).toMatch(/^\/assets\/[\w.-]+\.(js|css)$/)
      expect(request.method).toBe("GET")
    }
    await connectButton(page).click()
    await visible(testWalletButton(page))
  })

  it("focus, then Enter: the dialog, named and listing the wallet, is on the page at the next animation frame", async () => {
    opened = await suite.openPage({ navigate: false })
    const { page } = opened
    await page.goto(suite.site.demo.url, { waitUntil: "load" })
    await visible(connectButton(page))
    await connectButton(page).focus()
    // In the page: on the keydown, wait for the next animation frame and see what it shows.
    await page.evaluate(() => {
      const frame = new Promise((resolve) => {
        document.addEventListener(
          "keydown",
          () => {
            requestAnimationFrame(() => {
              const dialog = document.querySelector("[role=dialog]")
              const titleId = dialog?.getAttribute("aria-labelledby")
              resolve({
                title: titleId ? (document.getElementById(titleId)?.textContent ?? null) : null,
                wallets: dialog?.querySelectorAll("ul[aria-label=Wallets] button").length ?? 0,
                focused: dialog !== null && dialog?.contains(document.activeElement) === true,
              })
            })
          },
          { capture: true, once: true },
        )
      })
      Reflect.set(window, "firstFrame", frame)
    })
    await page.keyboard.press("Enter")
    const shown = page.evaluate(() => Reflect.get(window, "firstFrame"))
    expect(await shown).toEqual({ title: "Connect Wallet", wallets: 2, focused: true })
  })
})

describe("under a strict Content-Security-Policy", { timeout: 90_000 }, () => {
  it("is served with the policy, and connecting, the Account view and the network list raise no violation", async () => {
    opened = await suite.openPage({ navigate: false })
    const { page } = opened
    const response = await page.goto(suite.site.demo.url)
    expect(response?.headers()["content-security-policy"]).toBe(demoContentSecurityPolicy)
    expect(demoContentSecurityPolicy).not.toContain("unsafe-inline")
    await visible(connectButton(page))
    await testWallet(page).setAccount(plainAccount)
    await connectButton(page).click()
    await testWalletButton(page).click()
    await closeAfterConnect(page, plainAddress())
    await accountButton(page, plainAddress()).click()
    await visible(dialog(page, "Account"))
    await closeModal(page)
    await networkButton(page).click()
    await visible(dialog(page, "Select Network"))
    // Every stylesheet the page uses came from a file and applied.
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => ({
        href: sheet.href === null ? null : new URL(sheet.href).pathname,
        rules: sheet.cssRules.length,
      })),
    )
    for (const sheet of sheets) {
      expect(sheet.href).toMatch(/^\/assets\//)
      expect(sheet.rules).toBeGreaterThan(0)
    }
    expect(await opened.cspViolations()).toEqual([])
    expect(opened.errors).toEqual([])
  })
})

describe("as npm start serves it, for people", { timeout: 90_000 }, () => {
  it("the page installs the sandbox wallet itself (a script the CSP allows) and says so", async () => {
    const served = await serveDemo({
      dir: suite.site.buildDir,
      config: demoConfigFor(suite.site.sandbox, suite.site.projectId),
      walletScript: suite.site.walletScript(),
    })
    try {
      opened = await suite.openPage({ wallet: false, navigate: false })
      const { page } = opened
      await page.goto(served.url)
      const note = page.getByRole("complementary", { name: "Sandbox wallet" })
      await visible(note)
      expect(await note.textContent()).toContain("Foyer Test Wallet")
      await testWallet(page).setAccount(plainAccount)
      await connectButton(page).click()
      await testWalletButton(page).click()
      await closeAfterConnect(page, plainAddress())
      await saveScreenshot(page, "npm-start-page", "connected")
      expect(await opened.cspViolations()).toEqual([])
    } finally {
      await served.close()
    }
  })
})

/** Runs axe on the Foyer roots and saves a screenshot of the view. */
const check = async (
  page: Page,
  theme: string,
  view: string,
  found: Record<string, ReadonlyArray<AxeViolation>>,
) => {
  await saveScreenshot(page, `views-${theme}`, view)
  found[view] = await runAxe(page)
}

/** Walks every view the demo can show, checking each; returns the violations by view. */
const walkViews = async (theme: "light" | "dark") => {
  const { page } = await open()
  const wallet = testWallet(page)
  const found: Record<string, ReadonlyArray<AxeViolation>> = {}
  if (theme === "dark") {
    await page.getByRole("button", { name: "Dark mode" }).click()
    await expect.poll(() => connectButton(page).getAttribute("data-theme")).toBe("dark")
  }
  await check(page, theme, "page", found)

  await connectButton(page).click()
  const connect = dialog(page, "Connect Wallet")
  await visible(connect)
  await check(page, theme, "connect", found)

  const allWallets = connect.getByRole("button", { name: "All Wallets", exact: true })
  if ((await allWallets.count()) > 0) {
    await allWallets.click()
    await visible(dialog(page, "All Wallets"))
    await check(page, theme, "all-wallets", found)
    await page.getByRole("button", { name: "Back", exact: true }).click()
    await visible(connect)
  }

  await connect.getByRole("button", { name: /^WalletConnect/ }).click()
  const walletConnect = dialog(page, "WalletConnect")
  await visible(walletConnect.getByRole("img", { name: "QR code for connecting a wallet" }))
  await check(page, theme, "walletconnect", found)
  await page.getByRole("button", { name: "Back", exact: true }).click()
  await visible(connect)

  // A long delay holds the request, so the waiting screen stays until the test releases it.
  await wallet.setBehaviour("eth_requestAccounts", { delayMs: 600_000 })
  await testWalletButton(page).click()
  const connecting = dialog(page, "Connecting")
  await visible(connecting.getByText(/Waiting for you to approve the connection/))
  await check(page, theme, "connecting", found)
  await wallet.release("eth_requestAccounts", "reject")
  await visible(connecting.getByText("User rejected the request", { exact: true }))
  await check(page, theme, "connect-rejected", found)
  await wallet.setBehaviour("eth_requestAccounts", "approve")
  await connecting.getByRole("button", { name: "Try again", exact: true }).click()
  await closeAfterConnect(page, plainAddress())
  await check(page, theme, "connected-page", found)

  await accountButton(page, plainAddress()).click()
  const account = dialog(page, "Account")
  await visible(account)
  await check(page, theme, "account", found)

  await account.getByRole("button", { name: /^Network: / }).click()
  const networks = dialog(page, "Select Network")
  await visible(networks)
  await check(page, theme, "network-list", found)

  await wallet.setBehaviour("wallet_switchEthereumChain", { delayMs: 600_000 })
  await networks.getByRole("button", { name: /^Foyer Devnet 2/ }).click()
  const switching = page.getByRole("dialog")
  await visible(switching.getByText(/Approve the network switch in your wallet/))
  await check(page, theme, "switching", found)
  await wallet.release("wallet_switchEthereumChain", "reject")
  await visible(switching.getByText("User rejected the request", { exact: true }).first())
  await check(page, theme, "switch-rejected", found)
  await closeModal(page)

  await wallet.moveToChain(1)
  await visible(dialog(page, "Unsupported Network"))
  await check(page, theme, "unsupported-chain", found)
  return found
}

describe("accessibility of every view (axe)", { timeout: 120_000 }, () => {
  it.each(["light", "dark"] as const)("reports no violation in %s mode", async (theme) => {
    const found = await walkViews(theme)
    const views = Object.keys(found)
    expect(views).toEqual(
      expect.arrayContaining(["connect", "walletconnect", "account", "unsupported-chain"]),
    )
    // One line per violation, so a failure says which view, which rule and which element.
    const violations = Object.entries(found).flatMap(([view, list]) =>
      list.map(
        (v) => `${view}: ${v.id} (${v.impact ?? "no impact"}) ${v.help} at ${v.targets.join(", ")}`,
      ),
    )
    expect(violations).toEqual([])
  })
})
