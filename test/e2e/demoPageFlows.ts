import type { Locator, Page } from "playwright-core"
import { shortenAddress } from "../../ui/format/shortenAddress"

/** How long a step of a flow may take (the kit's chunks load on the first click). */
export const stepTimeoutMs = 15_000

/** The page's "Connect Wallet" button. */
export const connectButton = (page: Page): Locator =>
  page.getByRole("button", { name: "Connect Wallet", exact: true })

/** The modal, by the title that names it. */
export const dialog = (page: Page, name: string): Locator =>
  page.getByRole("dialog", { name, exact: true })

/** The test wallet's entry in the Connect view. */
export const testWalletButton = (page: Page): Locator =>
  page.getByRole("dialog").getByRole("button", { name: /Foyer Test Wallet/ })

/** The page's account button: the connected address, shortened as the kit shows it. */
export const accountButton = (page: Page, address: string): Locator =>
  page.getByRole("button", { name: new RegExp(`^${shortenAddress(address)}`) })

/** The page's network button ("Network: <name>"). */
export const networkButton = (page: Page): Locator =>
  page.getByRole("button", { name: /^Network: / })

/**
 * Opens the network list from the page's network button and picks the network whose entry
 * starts with `name` (an entry also shows its balance or badge). It does not wait for the
 * switch: a test may expect the wallet to refuse it.
 */
export const chooseNetwork = async (page: Page, name: string) => {
  await networkButton(page).click()
  const networks = dialog(page, "Select Network")
  await visible(networks)
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  await networks.getByRole("button", { name: new RegExp(`^${escaped}`) }).click()
}

/** Waits until `locator` is visible. */
export const visible = (locator: Locator, timeout = stepTimeoutMs) =>
  locator.waitFor({ state: "visible", timeout })

/** Closes the modal with its Close button if it is open, and waits for it to go. */
export const closeModal = async (page: Page) => {
  const open = page.getByRole("dialog")
  if ((await open.count()) === 0) return
  await open.getByRole("button", { name: "Close", exact: true }).click()
  await open.waitFor({ state: "hidden", timeout: stepTimeoutMs })
}

/** Connects the test wallet through the modal and waits for the account button. */
export const connectTestWallet = async (page: Page, address: string) => {
  await connectButton(page).click()
  await visible(dialog(page, "Connect Wallet"))
  await testWalletButton(page).click()
  await closeAfterConnect(page, address)
}

/** Waits for the connection to show (whatever view the modal ends on), then closes the modal. */
export const closeAfterConnect = async (page: Page, address: string) => {
  await page
    .getByText(shortenAddress(address))
    .first()
    .waitFor({ state: "attached", timeout: stepTimeoutMs })
  await closeModal(page)
  await visible(accountButton(page, address))
}

/**
 * Presses Tab until the focused element's accessible text matches `name` (at most `limit`
 * presses) and returns whether it got there.
 */
export const tabTo = async (page: Page, name: RegExp, limit = 25): Promise<boolean> => {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab")
    const focused = await page.evaluate(() => {
      const element = document.activeElement
      if (element === null) return ""
      return `${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}`.trim()
    })
    if (name.test(focused)) return true
  }
  return false
}
