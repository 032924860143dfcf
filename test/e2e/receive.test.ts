// End to end in Chromium on the sandbox, with receive() in the demo's plugins (issue 15): the
// visitor connects the test wallet and opens Account → Receive, with the keyboard alone. The
// view shows the address in full, a QR code whose pixels, as Chromium drew them, decode to the
// address, the networks it can receive on; Copy puts the address on the clipboard.
import decodeQR from "@paulmillr/qr/decode.js"
import type { Locator, Page } from "playwright-core"
import type { Address } from "viem"
import { describe, expect, it } from "vitest"
import {
  accountButton,
  chooseNetwork,
  closeModal,
  connectButton,
  connectTestWallet,
  dialog,
  networkButton,
  stepTimeoutMs,
  visible,
} from "./demoPageFlows"
import { demoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"
import { runAxe } from "./runAxe"
import { saveScreenshot } from "./saveScreenshot"
import { shows, tabUntilFocused } from "./sendFlows"
import { testWallet } from "./testWallet"

const suite = demoSuite("e2e-receive")

/** The account: a funded sandbox account that no other test here uses. */
const accountIndex = 4

const address = (): Address => {
  const account = suite.site.sandbox.devnets[0]?.accounts[accountIndex]
  if (account === undefined) throw new Error(`no devnet account ${accountIndex}`)
  return account.address
}

/**
 * The demo with the test wallet on the account, allowed to use the clipboard, in `theme`,
 * connected.
 */
const openConnected = async (theme: "light" | "dark" = "light"): Promise<DemoPage> => {
  const opened = await suite.openPage({ navigate: false })
  await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(suite.site.demo.url).origin,
  })
  await opened.page.goto(suite.site.demo.url)
  await visible(connectButton(opened.page))
  if (theme === "dark") {
    await opened.page.getByRole("button", { name: "Dark mode" }).click()
    await expect.poll(() => connectButton(opened.page).getAttribute("data-theme")).toBe("dark")
  }
  await testWallet(opened.page).setAccount(accountIndex)
  await connectTestWallet(opened.page, address())
  return opened
}

/** Account → Receive with the keyboard: Enter on the account button, Tab to Receive, Enter. */
const openReceiveByKeyboard = async (page: Page): Promise<Locator> => {
  await accountButton(page, address()).focus()
  await page.keyboard.press("Enter")
  const account = dialog(page, "Account")
  await visible(account)
  const receiveAction = account.getByRole("button", { name: "Receive", exact: true })
  expect(await tabUntilFocused(page, receiveAction)).toBe(true)
  await page.keyboard.press("Enter")
  const receive = dialog(page, "Receive")
  await visible(receive)
  return receive
}

/** The view's QR code. */
const qrCode = (receive: Locator): Locator =>
  receive.getByRole("img", { name: "QR code of your address", exact: true })

/**
 * What a camera would read from the QR code as Chromium drew it: a screenshot of the element,
 * turned into pixels by the browser's own PNG decoder (in a blank page of the same context,
 * outside the demo's CSP), decoded in Node by @paulmillr/qr's reader.
 */
const readQrCode = async (opened: DemoPage, receive: Locator): Promise<string> => {
  const png = await qrCode(receive).screenshot({ animations: "disabled" })
  const scratch = await opened.context.newPage()
  try {
    const image = await scratch.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const context = canvas.getContext("2d")
      if (context === null) throw new Error("no 2D canvas")
      context.drawImage(bitmap, 0, 0)
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height)
      return { width: pixels.width, height: pixels.height, data: [...pixels.data] }
    }, png.toString("base64"))
    return decodeQR({ ...image, data: Uint8Array.from(image.data) })
  } finally {
    await scratch.close()
  }
}

describe("the Receive view in Chromium", { timeout: 120_000 }, () => {
  it("shows the address in full and a QR code that decodes to it; Copy, by keyboard, puts the address on the clipboard", async () => {
    const opened = await openConnected()
    const { page } = opened
    const receive = await openReceiveByKeyboard(page)

    // The address, whole, in monospace, wrapped inside the modal, with the network's name.
    const code = receive.locator("code")
    expect(await code.textContent()).toBe(address())
    await visible(receive.getByText("Your address on Foyer Devnet", { exact: true }))
    const layout = await code.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const modal = element.closest('[role="dialog"]')?.getBoundingClientRect()
      return {
        monospace: /monospace|mono|menlo|consolas/i.test(style.fontFamily),
        userSelect: style.userSelect,
        lines: Math.round(box.height / Number.parseFloat(style.lineHeight)),
        inside: modal !== undefined && box.left >= modal.left && box.right <= modal.right,
      }
    })
    expect(layout).toEqual({ monospace: true, userSelect: "all", lines: 2, inside: true })

    // The QR code, as drawn on the screen, holds exactly the address.
    expect(await readQrCode(opened, receive)).toBe(address())

    // The networks it can receive on: the demo's two devnets, with the notice.
    const networks = receive.getByRole("region", { name: "Supported networks" })
    expect(await networks.getByRole("listitem").allTextContents()).toEqual([
      "Foyer Devnet",
      "Foyer Devnet 2",
    ])
    await visible(networks.getByText("Only these networks are supported.", { exact: true }))
    await saveScreenshot(page, "receive", "light")

    const copy = receive.getByRole("button", { name: "Copy address", exact: true })
    expect(await tabUntilFocused(page, copy)).toBe(true)
    await page.keyboard.press("Enter")
    await shows(page, "Address copied")
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address())
    expect(opened.errors).toEqual([])
  })

  it("follows the active network: on Foyer Devnet 2, the same address and code", async () => {
    const opened = await openConnected()
    const { page } = opened
    await chooseNetwork(page, "Foyer Devnet 2")
    await expect
      .poll(() => networkButton(page).textContent(), { timeout: stepTimeoutMs })
      .toBe("Network: Foyer Devnet 2")
    await closeModal(page)
    const receive = await openReceiveByKeyboard(page)
    await visible(receive.getByText("Your address on Foyer Devnet 2", { exact: true }))
    expect(await readQrCode(opened, receive)).toBe(address())
  })

  it.each(["light", "dark"] as const)(
    "has no axe violations in %s mode, and its QR code reads",
    async (theme) => {
      const opened = await openConnected(theme)
      const { page } = opened
      const receive = await openReceiveByKeyboard(page)
      await visible(qrCode(receive))
      expect(await runAxe(page)).toEqual([])
      // Dark modules on a light background in both modes: the code reads the same in the dark.
      expect(await readQrCode(opened, receive)).toBe(address())
      await saveScreenshot(page, "receive", theme)
    },
  )
})
