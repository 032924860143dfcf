import type { Page } from "playwright-core"
import {
  accountButton,
  accountLabel,
  connectButton,
  dialog,
  networkButton,
  startingWith,
  stepTimeoutMs,
  testWalletButton,
  visible,
  walletButton,
} from "./modalLocators"

/** Opens the modal from the page's "Connect Wallet" button and waits for its Connect view. */
export const openConnectModal = async (page: Page): Promise<void> => {
  await connectButton(page).click()
  await visible(dialog(page, "Connect Wallet"))
}

/** Opens the modal and chooses the wallet whose entry starts with `name`. */
export const chooseWallet = async (page: Page, name: string): Promise<void> => {
  await openConnectModal(page)
  await walletButton(page, name).click()
}

/** Closes the modal with its Close button if it is open, and waits for it to go. */
export const closeModal = async (page: Page): Promise<void> => {
  const open = page.getByRole("dialog")
  if ((await open.count()) === 0) return
  await open.getByRole("button", { name: "Close", exact: true }).click()
  await open.waitFor({ state: "hidden", timeout: stepTimeoutMs })
}

/**
 * Waits for the connection of `account` (its address, or its profile name when it has one) to
 * show, whatever view the modal ends on, then closes the modal and waits for the page's
 * account button.
 */
export const closeAfterConnect = async (page: Page, account: string): Promise<void> => {
  await page
    .getByText(accountLabel(account))
    .first()
    .waitFor({ state: "attached", timeout: stepTimeoutMs })
  await closeModal(page)
  await visible(accountButton(page, account))
}

/**
 * Connects the injected test wallet through the modal ("Connect Wallet", then "Foyer Test
 * Wallet") and waits for the account button of `account`, the wallet's first account (its
 * address, or its profile name when it has one).
 * @example
 * await connectTestWallet(page, sandbox.devnets[0].accounts[3].address)
 */
export const connectTestWallet = async (page: Page, account: string): Promise<void> => {
  await openConnectModal(page)
  await testWalletButton(page).click()
  await closeAfterConnect(page, account)
}

/**
 * Opens the network list from the page's network button and picks the network whose entry
 * starts with `name` (an entry also shows its balance or badge). It does not wait for the
 * switch: a test may expect the wallet to refuse it.
 */
export const chooseNetwork = async (page: Page, name: string): Promise<void> => {
  await networkButton(page).click()
  const networks = dialog(page, "Select Network")
  await visible(networks)
  await networks.getByRole("button", { name: startingWith(name) }).click()
}

/**
 * Disconnects `account` (its address, or its profile name) from the Account view (its account
 * button, then "Disconnect"), closes the modal and waits for "Connect Wallet" to come back.
 */
export const disconnect = async (page: Page, account: string): Promise<void> => {
  await accountButton(page, account).click()
  const view = dialog(page, "Account")
  await visible(view)
  await view.getByRole("button", { name: "Disconnect", exact: true }).click()
  await closeModal(page)
  await visible(connectButton(page))
}
