// The `foyer-kit/testing` entry: test a dApp built with Foyer offline, the way Foyer tests itself.
// The sandbox from a test, its wallets (the injected EIP-6963 test wallet and a WalletConnect
// wallet), Playwright helpers that drive the modal by role, and the test kernel a plugin's
// services are tested on (KernelTest).
//
// playwright-core and axe-core are optional peer dependencies: this entry imports only
// Playwright's types, and runAxe loads axe-core when it runs. The sandbox's own packages are
// loaded by foyer-kit/sandbox when a function needs them (see sandbox/index.ts).

export type {
  TestWalletBehaviour,
  TestWalletChain,
  TestWalletDecision,
  TestWalletRequest,
  WalletConnectWallet,
} from "../sandbox/index"
// Each module below is public whole: what it exports is the entry's.
export * from "./installTestWallet"
export * from "./KernelTest"
export * from "./modalFlows"
export * from "./modalLocators"
export * from "./runAxe"
export * from "./startTestSandbox"
export * from "./testWallet"
export * from "./walletConnectTestWallet"
