// End to end in Chromium: the Connect view's legal terms (termsConditionsUrl, privacyPolicyUrl)
// and the legalCheckbox feature (spec 9, off by default) gating the wallets until it is ticked;
// the demo shows them when its query asks (?legal=notice or ?legal=checkbox).
import { describe, expect, it } from "vitest"
import {
  closeAfterConnect,
  connectButton,
  dialog,
  stepTimeoutMs,
  testWalletButton,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-legal")

/** An account without a name in the sandbox's registry. */
const plainAccount = 3

const openWith = async (query: string) => {
  const { page } = await suite.openPage({ query })
  await visible(connectButton(page))
  await testWallet(page).setAccount(plainAccount)
  await connectButton(page).click()
  const connect = dialog(page, "Connect Wallet")
  await visible(connect)
  return { page, connect }
}

describe("the Connect view's legal terms", { timeout: 90_000 }, () => {
  it("?legal=notice: the sentence under the wallets links both documents in a new tab, and the view ends with the branding", async () => {
    const { page, connect } = await openWith("?legal=notice")
    const notice = connect.getByText(/^By connecting your wallet/)
    await visible(notice)
    expect(await notice.textContent()).toBe(
      "By connecting your wallet, you agree to our Terms of Service and Privacy Policy.",
    )
    const terms = notice.getByRole("link", { name: "Terms of Service" })
    expect([await terms.getAttribute("href"), await terms.getAttribute("target")]).toEqual([
      "https://example.com/terms",
      "_blank",
    ])
    await visible(connect.getByText("Powered by Foyer", { exact: true }))
    expect(await connect.getByRole("checkbox").count()).toBe(0)
    await saveScreenshot(page, "legal", "notice")
  })

  it("?legal=checkbox: the wallets are disabled, say why and do nothing until the box is ticked; then the wallet connects", async () => {
    const { page, connect } = await openWith("?legal=checkbox")
    const box = connect.getByRole("checkbox", { name: /^By connecting your wallet/ })
    await visible(box)
    const wallet = testWalletButton(page)
    expect(await wallet.getAttribute("aria-disabled")).toBe("true")
    // Its accessible description is the reason, as a screen reader announces it.
    const described = await wallet.evaluate(
      (button) =>
        document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent,
    )
    expect(described).toBe("Tick the box to agree before you connect a wallet.")
    await saveScreenshot(page, "legal", "checkbox")
    expect(await runAxe(page)).toEqual([])
    // Playwright will not click what is aria-disabled: forced, as a visitor's click would land.
    await wallet.click({ force: true })
    // Nothing happened: the Connect view stays, the wallet was not asked.
    await visible(connect.getByText("Tick the box to agree before you connect a wallet."))
    const asked = await testWallet(page).requests()
    expect(asked.filter((request) => request.method === "eth_requestAccounts")).toEqual([])

    // The keyboard ticks it, as a visitor without a mouse would.
    await box.focus()
    await page.keyboard.press("Space")
    await expect.poll(() => box.isChecked(), { timeout: stepTimeoutMs }).toBe(true)
    expect(await wallet.getAttribute("aria-disabled")).toBeNull()
    expect(await runAxe(page)).toEqual([])
    await wallet.click()
    const account = suite.site.sandbox.devnets[0].accounts[plainAccount]
    if (account === undefined) throw new Error("no devnet account")
    await closeAfterConnect(page, account.address)
  })
})
