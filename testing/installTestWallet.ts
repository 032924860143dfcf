import type { Page } from "playwright-core"
import type { Hex } from "viem"
import { testWalletInitScript } from "../sandbox/index"
import type { TestWalletChain } from "../sandbox/wallet/TestWalletState"
import type { TestSandbox } from "./startTestSandbox"
import { type TestWalletDriver, testWallet } from "./testWallet"

/** Which accounts and chains the injected test wallet holds. */
export interface InstallTestWalletOptions {
  /** The wallet's accounts, in order (default: the first devnet's funded accounts). */
  readonly privateKeys?: ReadonlyArray<Hex>
  /** The chains it knows at first, the first being where it starts (default: 31337 only). */
  readonly chains?: ReadonlyArray<TestWalletChain>
}

/**
 * Installs the sandbox's injected test wallet ("Foyer Test Wallet", announced by EIP-6963)
 * in `page` before any of the page's scripts run, on every load from now on; call it before
 * `page.goto`. Returns its driver ({@link testWallet}).
 * @example
 * const wallet = await installTestWallet(page, sandbox)
 * await page.goto(dappUrl)
 */
export const installTestWallet = async (
  page: Page,
  sandbox: Pick<TestSandbox, "urls" | "devnets" | "projectId">,
  options: InstallTestWalletOptions = {},
): Promise<TestWalletDriver> => {
  const content = await testWalletInitScript({
    rpcUrl: sandbox.urls.rpc,
    projectId: sandbox.projectId,
    privateKeys:
      options.privateKeys ?? sandbox.devnets[0].accounts.map((account) => account.privateKey),
    ...(options.chains === undefined ? {} : { chains: options.chains }),
  })
  // An init script is not subject to the page's Content-Security-Policy.
  await page.addInitScript({ content })
  return testWallet(page)
}
