import { formatEther, parseEther } from "viem"
import { describe, expect, it } from "vitest"
import { devnetPublicClient } from "../../sandbox/devnet/devnetClients"
import { shortenAddress } from "../../ui/format/shortenAddress"
import {
  accountButton,
  closeAfterConnect,
  closeModal,
  connectButton,
  connectTestWallet,
  dialog,
  stepTimeoutMs,
  tabTo,
  testWalletButton,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { saveScreenshot } from "./saveScreenshot"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-connect")
let opened: DemoPage | undefined

/** An account no test spends from: its balance is anvil's initial 10000 ETH. */
const untouchedAccount = 4
/** An account without a name in the sandbox's registry, so the kit shows its address. */
const plainAccount = 3

/** Opens the demo with the test wallet on `accountIndex`. */
const open = async (accountIndex = plainAccount) => {
  opened = await suite.openPage()
  await visible(connectButton(opened.page))
  await testWallet(opened.page).setAccount(accountIndex)
  return opened
}
const address = (index: number) => {
  const account = suite.site.sandbox.devnets[0].accounts[index]
  if (account === undefined) throw new Error(`no devnet account ${index}`)
  return account.address
}

describe("connecting the sandbox wallet", { timeout: 90_000 }, () => {
  it("shows the identity name the provider API has for the account", async () => {
    const { page } = await open(0)
    await connectButton(page).click()
    await testWalletButton(page).click()
    const named = page.getByRole("button", { name: /^alice\.foyer\.id/ })
    await page.getByText("alice.foyer.id").first().waitFor({ timeout: stepTimeoutMs })
    await closeModal(page)
    await visible(named)
    // The identity's avatar is shown too (the sandbox hands it out as a data:image URL).
    expect(await named.locator("img").getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/)
    await saveScreenshot(page, "identity", "account-button")
  })

  it("connects and shows the address and the balance anvil reports", async () => {
    const { page } = await open(untouchedAccount)
    const wallet = testWallet(page)
    const connected = address(untouchedAccount)
    const balance = await devnetPublicClient(suite.site.sandbox.devnets[0]).getBalance({
      address: connected,
    })
    expect(balance).toBe(parseEther("10000"))

    await connectButton(page).click()
    await visible(dialog(page, "Connect Wallet"))
    await saveScreenshot(page, "connect", "connect-view")
    await testWalletButton(page).click()
    await closeAfterConnect(page, connected)
    const button = accountButton(page, connected)
    await expect
      .poll(() => button.textContent(), { timeout: stepTimeoutMs })
      .toContain(`${formatEther(balance)} ETH`)
    expect(await button.textContent()).toBe(
      `${shortenAddress(connected)}${formatEther(balance)} ETH`,
    )

    await button.click()
    const account = dialog(page, "Account")
    await visible(account)
    await visible(account.getByText(shortenAddress(connected), { exact: true }))
    // The balance line (the Tokens list has "10000 ETH" in its Ether row too).
    await visible(account.getByText("10000 ETH", { exact: true }).and(account.locator("p")))
    await saveScreenshot(page, "connect", "account-view")
    expect((await wallet.requests()).filter((r) => r.method === "eth_requestAccounts")).toEqual([
      { method: "eth_requestAccounts", params: null, outcome: "approved" },
    ])
  })

  it("stays connected across a reload, without showing the Connect Wallet button in between", async () => {
    const { page } = await open()
    await connectTestWallet(page, address(plainAccount))
    // Records, from the first script of the reloaded page, whether the button ever shows.
    await page.addInitScript({
      content: `
        window.__sawConnectWallet = false;
        new MutationObserver(() => {
          for (const button of document.querySelectorAll("button")) {
            if (button.textContent.trim() === "Connect Wallet") window.__sawConnectWallet = true;
          }
        }).observe(document, { subtree: true, childList: true, characterData: true });
      `,
    })
    await page.reload()
    await visible(accountButton(page, address(plainAccount)))
    expect(await page.evaluate(() => Reflect.get(window, "__sawConnectWallet"))).toBe(false)
    expect(await connectButton(page).count()).toBe(0)
    await saveScreenshot(page, "reload", "restored")
  })

  it("disconnects from the Account view, and stays disconnected after a reload", async () => {
    const { page } = await open()
    await connectTestWallet(page, address(plainAccount))
    await accountButton(page, address(plainAccount)).click()
    const account = dialog(page, "Account")
    await visible(account)
    await account.getByRole("button", { name: "Disconnect", exact: true }).click()
    await closeModal(page)
    await visible(connectButton(page))
    await saveScreenshot(page, "disconnect", "disconnected")
    await page.reload()
    await visible(connectButton(page))
    expect(await accountButton(page, address(plainAccount)).count()).toBe(0)
  })

  it("shows the wallet's rejection, then connects on Try again", async () => {
    const { page } = await open()
    const wallet = testWallet(page)
    await wallet.setBehaviour("eth_requestAccounts", "reject")
    await connectButton(page).click()
    await testWalletButton(page).click()
    const connecting = dialog(page, "Connecting")
    await visible(
      connecting.getByRole("alert").getByText("User rejected the request", { exact: true }),
    )
    await saveScreenshot(page, "reject-then-retry", "rejected")
    await wallet.setBehaviour("eth_requestAccounts", "approve")
    await connecting.getByRole("button", { name: "Try again", exact: true }).click()
    await closeAfterConnect(page, address(plainAccount))
    expect((await wallet.requests()).map((r) => [r.method, r.outcome])).toContainEqual([
      "eth_requestAccounts",
      "rejected",
    ])
  })

  it("connects with the keyboard alone, and Escape returns focus to the opener", async () => {
    const { page } = await open()
    expect(await tabTo(page, /^Connect Wallet$/)).toBe(true)
    await page.keyboard.press("Enter")
    await visible(dialog(page, "Connect Wallet"))
    expect(await tabTo(page, /Foyer Test Wallet/)).toBe(true)
    await page.keyboard.press("Enter")
    await page
      .getByText(shortenAddress(address(plainAccount)))
      .first()
      .waitFor({ state: "attached", timeout: stepTimeoutMs })
    if ((await page.getByRole("dialog").count()) > 0) await page.keyboard.press("Escape")
    await visible(accountButton(page, address(plainAccount)))

    await accountButton(page, address(plainAccount)).focus()
    await page.keyboard.press("Enter")
    await visible(dialog(page, "Account"))
    expect(
      await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null),
    ).toBe(true)
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached", timeout: stepTimeoutMs })
    expect(
      await accountButton(page, address(plainAccount)).evaluate(
        (element) => element === document.activeElement,
      ),
    ).toBe(true)
  })

  it("keeps focus in the dialog while the wallet decides, so Escape still works", async () => {
    const { page } = await open()
    await testWallet(page).setBehaviour("eth_requestAccounts", { delayMs: 600_000 })
    expect(await tabTo(page, /^Connect Wallet$/)).toBe(true)
    await page.keyboard.press("Enter")
    await visible(testWalletButton(page))
    expect(await tabTo(page, /Foyer Test Wallet/)).toBe(true)
    await page.keyboard.press("Enter")
    const connecting = dialog(page, "Connecting")
    await visible(connecting.getByText(/Waiting for you to approve the connection/))
    // The pressed wallet row is gone; focus must not fall out of the dialog with it.
    expect(
      await page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null),
    ).toBe(true)
    await page.keyboard.press("Escape")
    await connecting.waitFor({ state: "hidden", timeout: stepTimeoutMs })
  })
})
