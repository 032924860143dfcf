import type { Page } from "playwright-core"

// The modal's helpers by role live in the testing kit (foyer-kit/testing), which users get too;
// Foyer's own end-to-end tests import them from here.
export {
  chooseNetwork,
  closeAfterConnect,
  closeModal,
  connectTestWallet,
  disconnect,
  openConnectModal,
} from "../../testing/modalFlows"
export {
  accountButton,
  accountLabel,
  connectButton,
  dialog,
  networkButton,
  stepTimeoutMs,
  testWalletButton,
  visible,
} from "../../testing/modalLocators"

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
