// The test wallet's driver lives in the testing kit (foyer-kit/testing), which users get too.
export { type TestWalletDriver, testWallet } from "../../testing/testWallet"
