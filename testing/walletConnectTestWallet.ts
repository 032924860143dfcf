import type { Page } from "playwright-core"
import type { Hex } from "viem"
import { createWalletConnectWallet, type WalletConnectWallet } from "../sandbox/index"
import { closeAfterConnect, openConnectModal } from "./modalFlows"
import { visible, walletButton } from "./modalLocators"
import type { TestSandbox } from "./startTestSandbox"

/** What a WalletConnect pairing URI looks like (WalletConnect v2: topic, version 2, query). */
export const walletConnectUriPattern = /^wc:[0-9a-f]{64}@2\?/

/**
 * Starts the sandbox's WalletConnect wallet on the sandbox relay, holding the accounts of
 * `privateKeys` (default: the first devnet's first funded account); close it after the test.
 * @example
 * const wallet = await startWalletConnectTestWallet(sandbox)
 * await connectWithWalletConnect(page, wallet)
 * await wallet.close()
 */
export const startWalletConnectTestWallet = (
  sandbox: Pick<TestSandbox, "urls" | "devnets" | "projectId">,
  privateKeys: ReadonlyArray<Hex> = sandbox.devnets[0].accounts
    .slice(0, 1)
    .map((account) => account.privateKey),
): Promise<WalletConnectWallet> =>
  createWalletConnectWallet({
    relayUrl: sandbox.urls.relay,
    projectId: sandbox.projectId,
    rpcUrl: sandbox.urls.rpc,
    privateKeys,
  })

/**
 * In the modal's WalletConnect view: presses "Copy link" and reads the pairing URI from the
 * clipboard, which it allows the page's origin to use first.
 */
export const copyWalletConnectUri = async (page: Page): Promise<string> => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(page.url()).origin,
  })
  const copy = page.getByRole("dialog").getByRole("button", { name: "Copy link", exact: true })
  await visible(copy)
  await copy.click()
  await visible(page.getByText("Link copied", { exact: true }))
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  if (!walletConnectUriPattern.test(uri)) {
    throw new Error(`The copied link is not a WalletConnect URI: ${uri}`)
  }
  return uri
}

/**
 * Opens the modal, chooses WalletConnect, waits for its QR code and returns the pairing URI
 * (from the copy-link button).
 */
export const chooseWalletConnect = async (page: Page): Promise<string> => {
  await openConnectModal(page)
  await walletButton(page, "WalletConnect").click()
  await visible(page.getByRole("img", { name: "QR code for connecting a wallet" }))
  return copyWalletConnectUri(page)
}

/**
 * Connects `wallet` through the modal's WalletConnect view: takes the URI the modal shows,
 * pairs the wallet with it, approves the session proposal, closes the modal and waits for the
 * account button of the wallet's first account.
 */
export const connectWithWalletConnect = async (
  page: Page,
  wallet: WalletConnectWallet,
): Promise<void> => {
  const uri = await chooseWalletConnect(page)
  await wallet.pair(uri)
  await wallet.nextProposal()
  await wallet.approveSession()
  await closeAfterConnect(page, wallet.address)
}
