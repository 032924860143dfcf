import type { Page } from "playwright-core"
import type { Hex } from "viem"
import { expect } from "vitest"
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
} from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import { connectButton, dialog, visible } from "./demoPageFlows"
import type { DemoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"

/**
 * The sandbox WalletConnect wallet of `suite`'s site on the account of `privateKey`, pairing
 * through the sandbox relay; close it after the test.
 */
export const startSandboxWalletConnectWallet = (
  suite: DemoSuite,
  privateKey: Hex,
): Promise<WalletConnectWallet> =>
  createWalletConnectWallet({
    relayUrl: suite.site.sandbox.urls.relay,
    projectId: suite.site.projectId,
    rpcUrl: suite.site.sandbox.urls.rpc,
    privateKeys: [privateKey],
  })

/** The demo (with `query`) without any browser wallet, allowed to use the clipboard. */
export const openForWalletConnect = async (suite: DemoSuite, query = ""): Promise<DemoPage> => {
  const opened = await suite.openPage({ wallet: false, navigate: false })
  await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(suite.site.demo.url).origin,
  })
  await opened.page.goto(new URL(query, suite.site.demo.url).href)
  await visible(connectButton(opened.page))
  return opened
}

/** Presses Copy link in the WalletConnect view and reads the URI from the clipboard. */
export const copyLink = async (page: Page): Promise<string> => {
  const copy = page.getByRole("dialog").getByRole("button", { name: "Copy link", exact: true })
  await visible(copy)
  await copy.click()
  await visible(page.getByText("Link copied", { exact: true }))
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** Opens the modal, chooses WalletConnect and takes the URI from the copy-link button. */
export const chooseWalletConnect = async (page: Page): Promise<string> => {
  await connectButton(page).click()
  const connect = dialog(page, "Connect Wallet")
  await visible(connect)
  await connect.getByRole("button", { name: /^WalletConnect/ }).click()
  await visible(page.getByRole("img", { name: "QR code for connecting a wallet" }))
  return copyLink(page)
}
