// The `foyer-kit/sandbox` entry: local stand-ins for everything remote (seeded anvil devnets,
// the provider API, a WalletConnect relay and wallets) to develop and test a dApp against.
//
// The sandbox's own packages (ws, @walletconnect/*, anvil) are optional peer dependencies,
// so this module imports none of them, nor any module that does: a missing package would
// fail the import of foyer-kit/sandbox itself with a bare ERR_MODULE_NOT_FOUND. Each function
// checks what it needs, naming the install command, and only then loads its module.
// sandbox/index.test.ts holds this to it.

import type { Relay, StartRelayOptions } from "./relay/startRelay"
import { checkSandboxPackages } from "./sandboxPackages"
import type { Sandbox, StartSandboxOptions } from "./startSandbox"
import { buildTestWallet, testWalletScript } from "./wallet/buildTestWallet"
import type { TestWalletInstallOptions } from "./wallet/installTestWallet"
import type {
  WalletConnectWallet,
  WalletConnectWalletOptions,
} from "./walletConnectWallet/createWalletConnectWallet"
import type {
  StartWalletConnectWalletPageOptions,
  WalletConnectWalletPage,
} from "./walletConnectWallet/startWalletConnectWalletPage"

export type { SandboxApi } from "./api/startSandboxApi"
export type { BitcoinLedger } from "./bitcoin/BitcoinLedger"
export type { BitcoinSandboxAccount } from "./bitcoin/bitcoinKeys"
export type { BitcoinRegtest } from "./bitcoin/startBitcoinRegtest"
export type { DevnetAccount } from "./devnet/deriveDevnetAccounts"
export type { DevnetRestartPolicy } from "./devnet/devnetRestartPolicy"
export type { DevnetToken } from "./devnet/seedDevnet"
export type { Devnet, DevnetEvent, DevnetStatus } from "./devnet/startDevnet"
export type { OnrampOrder, OnrampOrderStatus, OnrampOrders } from "./onramp/OnrampOrders"
export type { OnrampPage } from "./onramp/startOnrampPage"
export type { PaySession, PaySessionStatus, PaySessions } from "./pay/PaySessions"
export type { PayPage } from "./pay/startPayPage"
export type { Relay, StartRelayOptions } from "./relay/startRelay"
export {
  checkSandboxPackages,
  type SandboxPackage,
  SandboxPackagesMissingError,
  sandboxPackages,
} from "./sandboxPackages"
export type { SolanaDevnetAccount } from "./solana/deriveSolanaAccounts"
export type { SolanaDevnetToken } from "./solana/seedSolanaDevnet"
export type { SolanaDevnet } from "./solana/startSolanaDevnet"
export type {
  Sandbox,
  SandboxBitcoinUrl,
  SandboxDevnetUrl,
  SandboxSolanaDevnetUrl,
  SandboxUrls,
  StartSandboxOptions,
} from "./startSandbox"
export type {
  TestWalletBehaviour,
  TestWalletControl,
  TestWalletDecision,
  TestWalletRequest,
} from "./wallet/createTestWallet"
export type { TestWalletInstallOptions } from "./wallet/installTestWallet"
export type { TestWalletChain } from "./wallet/TestWalletState"
export type {
  WalletConnectAnswer,
  WalletConnectPeer,
  WalletConnectPolicy,
  WalletConnectProposal,
  WalletConnectRequest,
  WalletConnectSession,
  WalletConnectWallet,
  WalletConnectWalletOptions,
  WalletConnectWalletPolicy,
} from "./walletConnectWallet/createWalletConnectWallet"
export type {
  StartWalletConnectWalletPageOptions,
  WalletConnectWalletPage,
} from "./walletConnectWallet/startWalletConnectWalletPage"

/**
 * Starts the whole sandbox on 127.0.0.1: two seeded anvil devnets, the Solana devnet
 * (`urls.solana`), the Bitcoin regtest chain (`urls.bitcoin`), the sandbox API (provider API,
 * analytics and JSON-RPC proxy on one origin), the WalletConnect relay, the onramp page
 * (`urls.onramp`) and the sandbox exchange's pay page (`urls.pay`). Rejects with
 * {@link SandboxPackagesMissingError} when ws, @walletconnect/relay-auth, the anvil package,
 * the Solana devnet's (litesvm, @solana/kit and the program clients) or the Bitcoin chain's
 * (@scure/btc-signer) is not installed.
 * @example
 * const sandbox = await startSandbox({ projectId: "demo" })
 * console.log(sandbox.urls.api, sandbox.urls.relay)
 * await sandbox.stop()
 */
export const startSandbox = async (options: StartSandboxOptions = {}): Promise<Sandbox> => {
  checkSandboxPackages([
    "ws",
    "@walletconnect/relay-auth",
    "@foundry-rs/anvil",
    "litesvm",
    "@solana/kit",
    "@solana-program/system",
    "@solana-program/token",
    "@scure/btc-signer",
  ])
  const sandbox = await import("./startSandbox")
  return sandbox.startSandbox(options)
}

/**
 * Starts the sandbox WalletConnect relay alone (`startSandbox` starts one too). Rejects with
 * {@link SandboxPackagesMissingError} when ws or @walletconnect/relay-auth is not installed.
 * @example
 * const relay = await startRelay()
 * // relay.url is the relayUrl of WalletConnect clients
 * await relay.stop()
 */
export const startRelay = async (options: StartRelayOptions = {}): Promise<Relay> => {
  checkSandboxPackages(["ws", "@walletconnect/relay-auth"])
  const relay = await import("./relay/startRelay")
  return relay.startRelay(options)
}

/**
 * Starts a WalletConnect wallet on the sandbox relay over devnet accounts; it pairs with
 * `wc:` URIs and approves or rejects sessions and requests, by hand, by test or by policy.
 * With `solana` or `bitcoin` options it serves those namespaces too. Rejects with
 * {@link SandboxPackagesMissingError} when @walletconnect/sign-client or @walletconnect/utils
 * is not installed (or @solana/kit, @scure/btc-signer for those namespaces).
 * @example
 * const wallet = await createWalletConnectWallet({
 *   relayUrl: sandbox.urls.relay,
 *   projectId: "demo",
 *   rpcUrl: sandbox.urls.rpc,
 *   privateKeys: sandbox.devnets[0].accounts.map((account) => account.privateKey),
 * })
 * await wallet.pair(uri)
 * await wallet.approveSession()
 */
export const createWalletConnectWallet = async (
  options: WalletConnectWalletOptions,
): Promise<WalletConnectWallet> => {
  checkSandboxPackages([
    "@walletconnect/sign-client",
    "@walletconnect/utils",
    // The solana and bip122 namespaces load their chain's packages.
    ...(options.solana === undefined ? [] : (["@solana/kit"] as const)),
    ...(options.bitcoin === undefined ? [] : (["@scure/btc-signer"] as const)),
  ])
  const wallet = await import("./walletConnectWallet/createWalletConnectWallet")
  return wallet.createWalletConnectWallet(options)
}

/**
 * Serves a page on loopback to drive a {@link WalletConnectWallet} by hand: paste a `wc:` URI
 * (or open `/?uri=…`), approve or reject proposals and requests, end sessions.
 * @example
 * const page = await startWalletConnectWalletPage({ wallet })
 * console.log(`${page.url}/?uri=${encodeURIComponent(uri)}`)
 */
export const startWalletConnectWalletPage = async (
  options: StartWalletConnectWalletPageOptions,
): Promise<WalletConnectWalletPage> => {
  // It needs no optional package, but loads like the others to keep this entry light.
  const page = await import("./walletConnectWallet/startWalletConnectWalletPage")
  return page.startWalletConnectWalletPage(options)
}

/**
 * The page script that installs the sandbox test wallet (an injected EIP-6963 wallet over
 * devnet accounts, driven through `window.foyerTestWallet`) with `options`: give it to the
 * browser before the dApp loads.
 * @example
 * await page.addInitScript({
 *   content: await testWalletInitScript({
 *     rpcUrl: sandbox.urls.rpc,
 *     projectId: "demo",
 *     privateKeys: sandbox.devnets[0].accounts.map((account) => account.privateKey),
 *   }),
 * })
 */
export const testWalletInitScript = async (options: TestWalletInstallOptions): Promise<string> =>
  testWalletScript(await buildTestWallet(), options)
