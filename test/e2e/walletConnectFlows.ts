import type { Page } from "playwright-core"
import type { Hex } from "viem"
import { expect } from "vitest"
import type { WalletConnectWallet } from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import {
  copyWalletConnectUri,
  startWalletConnectTestWallet,
  type WalletConnectTestWalletFamilies,
} from "../../testing/walletConnectTestWallet"
import { connectButton, visible } from "./demoPageFlows"
import type { DemoSuite } from "./demoSuite"
import type { DemoPage } from "./openDemoPage"

// The WalletConnect flows live in the testing kit (foyer-kit/testing), which users get too.
export {
  chooseWalletConnect,
  connectWithWalletConnect,
  copyWalletConnectUri,
} from "../../testing/walletConnectTestWallet"

/**
 * The sandbox WalletConnect wallet of `suite`'s site on the account of `privateKey` (and the
 * sandbox's Solana or Bitcoin accounts, as `families` asks), pairing through the sandbox relay;
 * close it after the test.
 */
export const startSandboxWalletConnectWallet = (
  suite: DemoSuite,
  privateKey: Hex,
  families: WalletConnectTestWalletFamilies = {},
): Promise<WalletConnectWallet> =>
  startWalletConnectTestWallet(
    {
      urls: suite.site.sandbox.urls,
      devnets: suite.site.sandbox.devnets,
      solana: suite.site.sandbox.solana,
      bitcoin: suite.site.sandbox.bitcoin,
      projectId: suite.site.projectId,
    },
    [privateKey],
    families,
  )

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

/**
 * Presses Copy link in the WalletConnect view and reads the URI from the clipboard (the kit's
 * copyWalletConnectUri), checking it is a WalletConnect v2 URI.
 */
export const copyLink = async (page: Page): Promise<string> => {
  const uri = await copyWalletConnectUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}
