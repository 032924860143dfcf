import type { Browser } from "playwright-core"
import { bitcoinTestWalletName } from "../sandbox/bitcoinWallet/bitcoinTestWalletInfo"
import { solanaTestWalletName } from "../sandbox/solanaWallet/solanaTestWalletInfo"
import { connectButton, dialog, stepTimeoutMs, visible } from "../test/e2e/demoPageFlows"
import { openDemoPage } from "../test/e2e/openDemoPage"
import type { DemoSite } from "../test/e2e/startDemoSite"
import { startingWith, walletButton } from "../testing/modalLocators"
import { shortenAddress } from "../ui/format/shortenAddress"
import { type LoadedScript, recordScripts } from "./measureDemoLoad"

/**
 * The phases of {@link measureChainPage}: "initial": before the first click; "connect": after
 * clicking Connect Wallet, until the Connect view lists the Solana and the Bitcoin test wallets;
 * "pickSolana": after picking the Solana test wallet, until it is connected.
 */
export type ChainPagePhase = "initial" | "connect" | "pickSolana"

/** The demo's query that adds the bitcoin plugin (the solana plugin is on by default). */
export const chainPageQuery = "?bitcoin=on"

/**
 * Loads the demo as a Solana and Bitcoin site (`?bitcoin=on`) in a fresh context with the EVM,
 * Solana and Bitcoin test wallets installed, and records every script until the `load` event
 * with the Connect Wallet button shown and the network quiet, then every script loaded after
 * clicking it until the Connect view lists the Solana and the Bitcoin test wallets and the
 * network is quiet, then every script loaded after picking the Solana test wallet until its
 * account button shows and the network is quiet.
 */
export const measureChainPage = async (
  browser: Browser,
  site: DemoSite,
): Promise<ReadonlyArray<LoadedScript<ChainPagePhase>>> => {
  const opened = await openDemoPage(browser, site, { navigate: false, solanaWallet: true })
  const { page } = opened
  await page.addInitScript({ content: await site.bitcoinWalletScript() })
  const recorder = recordScripts<ChainPagePhase>(page, site, "initial")
  const solanaAccount = site.sandbox.solana.accounts[0]?.address
  if (solanaAccount === undefined) throw new Error("the sandbox's Solana devnet has no account")
  try {
    await page.goto(new URL(chainPageQuery, site.demo.url).href, { waitUntil: "load" })
    await visible(connectButton(page))
    await recorder.quiet(500)
    recorder.enter("connect")
    await connectButton(page).click()
    await visible(dialog(page, "Connect Wallet"))
    await visible(walletButton(page, solanaTestWalletName))
    await visible(walletButton(page, bitcoinTestWalletName))
    await recorder.quiet(750)
    recorder.enter("pickSolana")
    await walletButton(page, solanaTestWalletName).click()
    await page.getByRole("dialog").waitFor({ state: "hidden", timeout: stepTimeoutMs })
    await visible(page.getByRole("button", { name: startingWith(shortenAddress(solanaAccount)) }))
    await recorder.quiet(750)
    return await recorder.scripts()
  } finally {
    await opened.close()
  }
}
