// The test wallet's driver lives in the testing kit (foyer/testing), which users get too.
export { type TestWalletDriver, testWallet } from "../../testing/testWallet"
