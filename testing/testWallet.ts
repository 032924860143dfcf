import type { Page } from "playwright-core"
import type {
  TestWalletBehaviour,
  TestWalletDecision,
  TestWalletRequest,
} from "../sandbox/wallet/createTestWallet"
import type {} from "../sandbox/wallet/installTestWallet"
import type { TestWalletState } from "../sandbox/wallet/TestWalletState"

/** Drives the injected test wallet of one page from the test. */
export interface TestWalletDriver {
  /**
   * How the wallet answers `method` from now on: "approve" (the default), "reject" (EIP-1193
   * code 4001), or after `{ delayMs }`, a wait that `release` can end early.
   */
  readonly setBehaviour: (method: string, behaviour: TestWalletBehaviour) => Promise<void>
  /** Ends the wait of every delayed request of `method` now (approving by default). */
  readonly release: (method: string, decision?: TestWalletDecision) => Promise<void>
  /** Switches the wallet to `chainId` on its own, as a person would in the wallet. */
  readonly moveToChain: (chainId: number) => Promise<void>
  /** Switches the wallet to its account at `index`, as a person would in the wallet. */
  readonly setAccount: (index: number) => Promise<void>
  /** The wallet's accounts, chain and permission. */
  readonly state: () => Promise<TestWalletState>
  /** Every request the page made of the wallet, in order. */
  readonly requests: () => Promise<ReadonlyArray<TestWalletRequest>>
}

// Each function below runs in the page, where the wallet put its control on `window`.

/**
 * Drives the test wallet installed in `page` (`window.foyerTestWallet`, see
 * {@link installTestWallet}) from a test.
 * @example
 * await testWallet(page).setBehaviour("eth_sendTransaction", "reject")
 */
export const testWallet = (page: Page): TestWalletDriver => ({
  setBehaviour: (method, behaviour) =>
    page.evaluate(
      ([name, chosen]) => {
        if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
        window.foyerTestWallet.setBehaviour(name, chosen)
      },
      [method, behaviour] as const,
    ),
  release: (method, decision = "approve") =>
    page.evaluate(
      ([name, chosen]) => {
        if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
        window.foyerTestWallet.release(name, chosen)
      },
      [method, decision] as const,
    ),
  moveToChain: (chainId) =>
    page.evaluate((id) => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      window.foyerTestWallet.moveToChain(id)
    }, chainId),
  setAccount: (index) =>
    page.evaluate((at) => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      window.foyerTestWallet.setAccount(at)
    }, index),
  state: () =>
    page.evaluate(() => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      return window.foyerTestWallet.state
    }),
  requests: () =>
    page.evaluate(() => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      return window.foyerTestWallet.requests
    }),
})
