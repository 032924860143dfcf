// The `foyer/testing` entry: test a dApp built with Foyer offline, the way Foyer tests itself.
// The sandbox from a test, its wallets (the injected EIP-6963 test wallet and a WalletConnect
// wallet) and Playwright helpers that drive the modal by role.
//
// playwright-core and axe-core are optional peer dependencies: this entry imports only
// Playwright's types, and runAxe loads axe-core when it runs. The sandbox's own packages are
// loaded by foyer/sandbox when a function needs them (see sandbox/index.ts).

export type {
  TestWalletBehaviour,
  TestWalletChain,
  TestWalletDecision,
  TestWalletRequest,
  WalletConnectWallet,
} from "../sandbox/index"
export { type InstallTestWalletOptions, installTestWallet } from "./installTestWallet"
export {
  chooseNetwork,
  chooseWallet,
  closeAfterConnect,
  closeModal,
  connectTestWallet,
  disconnect,
  openConnectModal,
} from "./modalFlows"
export {
  accountButton,
  accountLabel,
  connectButton,
  dialog,
  networkButton,
  startingWith,
  stepTimeoutMs,
  testWalletButton,
  visible,
  walletButton,
} from "./modalLocators"
export type { AxeViolation } from "./runAxe"
export { axeMissingMessage, runAxe } from "./runAxe"
export {
  defaultTestProjectId,
  type StartTestSandboxOptions,
  startTestSandbox,
  type TestSandbox,
} from "./startTestSandbox"
export { type TestWalletDriver, testWallet } from "./testWallet"
export {
  chooseWalletConnect,
  connectWithWalletConnect,
  copyWalletConnectUri,
  startWalletConnectTestWallet,
  walletConnectUriPattern,
} from "./walletConnectTestWallet"
