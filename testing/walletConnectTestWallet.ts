import type { Page } from "playwright-core"
import type { Hex } from "viem"
import { createWalletConnectWallet, type WalletConnectWallet } from "../sandbox/index"
import { closeAfterConnect, openConnectModal } from "./modalFlows"
import { visible, walletButton } from "./modalLocators"
import type { TestSandbox } from "./startTestSandbox"

/** What a WalletConnect pairing URI looks like (WalletConnect v2: topic, version 2, query). */
export const walletConnectUriPattern = /^wc:[0-9a-f]{64}@2\?/

/** The chain families beside EVM the test wallet serves too. */
export interface WalletConnectTestWalletFamilies {
  /** The Solana devnet's accounts (the `solana` namespace). */
  readonly solana?: boolean
  /** The Bitcoin regtest's accounts (the `bip122` namespace). */
  readonly bitcoin?: boolean
}

/**
 * Starts the sandbox's WalletConnect wallet on the sandbox relay, holding the accounts of
 * `privateKeys` (default: the first devnet's first funded account), and, as `families` asks,
 * the sandbox's Solana and Bitcoin accounts (the wallet then approves a dApp's `solana` and
 * `bip122` namespaces too); close it after the test.
 * @example
 * const wallet = await startWalletConnectTestWallet(sandbox)
 * await connectWithWalletConnect(page, wallet)
 * await wallet.close()
 */
export const startWalletConnectTestWallet = (
  sandbox: Pick<TestSandbox, "urls" | "devnets" | "projectId" | "solana" | "bitcoin">,
  privateKeys: ReadonlyArray<Hex> = sandbox.devnets[0].accounts
    .slice(0, 1)
    .map((account) => account.privateKey),
  families: WalletConnectTestWalletFamilies = {},
): Promise<WalletConnectWallet> =>
  createWalletConnectWallet({
    relayUrl: sandbox.urls.relay,
    projectId: sandbox.projectId,
    rpcUrl: sandbox.urls.rpc,
    privateKeys,
    ...(families.solana === true
      ? {
          solana: {
            rpcUrl: sandbox.urls.solana.rpcUrl,
            secretKeys: sandbox.solana.accounts.map((account) => account.secretKey),
            chains: [sandbox.urls.solana.caipNetworkId],
          },
        }
      : {}),
    ...(families.bitcoin === true
      ? {
          bitcoin: {
            esploraUrl: sandbox.urls.bitcoin.esploraUrl,
            accounts: sandbox.bitcoin.accounts,
            chains: [sandbox.urls.bitcoin.caipNetworkId],
          },
        }
      : {}),
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
