import type { Page } from "playwright-core"
import type {
  TestWalletBehaviour,
  TestWalletDecision,
  TestWalletRequest,
} from "../../sandbox/wallet/createTestWallet"
import type {} from "../../sandbox/wallet/installTestWallet"
import type { TestWalletState } from "../../sandbox/wallet/TestWalletState"

// Each function below runs in the page, where the wallet put its control on `window`.

/** Drives the test wallet installed in `page` (`window.foyerTestWallet`) from a test. */
export const testWallet = (page: Page) => ({
  setBehaviour: (method: string, behaviour: TestWalletBehaviour): Promise<void> =>
    page.evaluate(
      ([name, chosen]) => {
        if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
        window.foyerTestWallet.setBehaviour(name, chosen)
      },
      [method, behaviour] as const,
    ),
  release: (method: string, decision: TestWalletDecision = "approve"): Promise<void> =>
    page.evaluate(
      ([name, chosen]) => {
        if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
        window.foyerTestWallet.release(name, chosen)
      },
      [method, decision] as const,
    ),
  moveToChain: (chainId: number): Promise<void> =>
    page.evaluate((id) => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      window.foyerTestWallet.moveToChain(id)
    }, chainId),
  setAccount: (index: number): Promise<void> =>
    page.evaluate((at) => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      window.foyerTestWallet.setAccount(at)
    }, index),
  state: (): Promise<TestWalletState> =>
    page.evaluate(() => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      return window.foyerTestWallet.state
    }),
  requests: (): Promise<ReadonlyArray<TestWalletRequest>> =>
    page.evaluate(() => {
      if (window.foyerTestWallet === undefined) throw new Error("No test wallet in the page")
      return window.foyerTestWallet.requests
    }),
})
