import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildDemo, cachedDemoBuild } from "../../examples/demo/buildDemo"
import { type DemoServer, type ServeDemoOptions, serveDemo } from "../../examples/demo/serveDemo"
import type { FoyerFrom } from "../../examples/demo/vite.config"
import {
  bitcoinTestWalletScript,
  buildBitcoinTestWallet,
} from "../../sandbox/bitcoinWallet/buildBitcoinTestWallet"
import type { DevnetRestartPolicy } from "../../sandbox/devnet/devnetRestartPolicy"
import { foyerSandboxOf } from "../../sandbox/foyerSandboxOf"
import {
  buildSolanaTestWallet,
  solanaTestWalletScript,
} from "../../sandbox/solanaWallet/buildSolanaTestWallet"
import type { SolanaTestWalletInstallOptions } from "../../sandbox/solanaWallet/installSolanaTestWallet"
import { type Sandbox, startSandbox } from "../../sandbox/startSandbox"
import { buildTestWallet, testWalletScript } from "../../sandbox/wallet/buildTestWallet"
import type { TestWalletInstallOptions } from "../../sandbox/wallet/installTestWallet"
import type { TestWalletChain } from "../../sandbox/wallet/TestWalletState"
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
} from "../../sandbox/walletConnectWallet/createWalletConnectWallet"
import {
  startWalletConnectWalletPage,
  type WalletConnectWalletPage,
} from "../../sandbox/walletConnectWallet/startWalletConnectWalletPage"

/** How to start the demo against a sandbox. */
export interface StartDemoSiteOptions {
  /** The project id the sandbox accepts and the demo uses (default "foyer-demo"). */
  readonly projectId?: string
  /** "cached" reuses a build of unchanged sources (tests); "fresh" builds into a temp folder. */
  readonly build?: "cached" | "fresh"
  /** Build the demo against Foyer's sources (default) or the built package (a fresh build). */
  readonly foyerFrom?: FoyerFrom
  /** Whether the page itself loads the test wallet (for people; tests inject it instead). */
  readonly walletInPage?: boolean
  /**
   * Whether the page itself loads the Solana test wallet too (for people, `npm start`; tests
   * inject it with `solanaWalletScript`).
   */
  readonly solanaWalletInPage?: boolean
  /**
   * Whether the page itself loads the Bitcoin test wallet too (for people, `npm start`; listed
   * on `?bitcoin=on`; tests inject it with `bitcoinWalletScript`).
   */
  readonly bitcoinWalletInPage?: boolean
  /** The demo server's port (default: a free one). */
  readonly port?: number
  /**
   * Whether to run the sandbox WalletConnect wallet with its control page (for people: the
   * demo offers it as a deep-link wallet and links its page). Tests drive their own.
   */
  readonly walletConnectWallet?: boolean
  /** When the sandbox restarts a devnet that dies (default: the sandbox's own policy). */
  readonly restartPolicy?: DevnetRestartPolicy
  /**
   * Serves another page than the demo (`npm run example -- headless`): builds or reuses it and
   * resolves with its folder, which `stop` leaves in place. The page reads the demo's run-time
   * configuration (examples/demo/src/DemoConfig.ts).
   */
  readonly page?: () => Promise<string>
}

/** The demo served against a running sandbox, and the test wallet bundle. */
export interface DemoSite {
  readonly projectId: string
  readonly sandbox: Sandbox
  readonly demo: DemoServer
  /** The folder of the demo build being served. */
  readonly buildDir: string
  /** The test wallet bundle (an IIFE), to inject with {@link DemoSite.walletScript}. */
  readonly walletBundle: string
  /** The sandbox WalletConnect wallet and its control page, when asked for. */
  readonly walletConnect:
    | { readonly wallet: WalletConnectWallet; readonly page: WalletConnectWalletPage }
    | undefined
  /** The wallet's page script for this sandbox, holding the devnet's funded accounts. */
  readonly walletScript: (options?: { readonly chains?: ReadonlyArray<TestWalletChain> }) => string
  /**
   * The Solana test wallet's page script for this sandbox (its bundle built on the first call):
   * the Solana devnet's funded accounts, sending through the devnet's own RPC URL, on the
   * devnet's chain.
   */
  readonly solanaWalletScript: () => Promise<string>
  /**
   * The Bitcoin test wallet's page script for this sandbox (its bundle built on the first
   * call): the Bitcoin regtest's funded accounts as payment accounts, on `bitcoin:regtest`.
   */
  readonly bitcoinWalletScript: () => Promise<string>
  /** Stops the demo server and the sandbox (and removes a fresh build). */
  readonly stop: () => Promise<void>
}

/**
 * The demo's run-time configuration for `sandbox`: where it answers, as `foyer dev` tells an
 * app (the devnets left out: the demo derives them from the RPC host), the secure site's frame
 * page (the embedded wallet's, on `?email=on`), and the WalletConnect wallet's page when one runs.
 */
export const demoConfigFor = (
  sandbox: Sandbox,
  projectId: string,
  walletConnectWalletUrl?: string,
): ServeDemoOptions["config"] => {
  const { networks: _, ...where } = foyerSandboxOf(sandbox, projectId)
  return {
    ...where,
    secureSiteUrl: `${sandbox.urls.secureSite}/frame`,
    ...(walletConnectWalletUrl === undefined ? {} : { walletConnectWalletUrl }),
  }
}

/**
 * Starts the sandbox, builds (or reuses) the demo and the test wallet, and serves the demo
 * configured for the sandbox on 127.0.0.1. The sandbox takes sign-in messages only for the
 * demo's own page (`127.0.0.1:<its port>`).
 */
export const startDemoSite = async (options: StartDemoSiteOptions = {}): Promise<DemoSite> => {
  const projectId = options.projectId ?? "foyer-demo"
  const fresh =
    options.page === undefined && (options.build === "fresh" || options.foyerFrom === "package")
  const freshDir = fresh ? await mkdtemp(join(tmpdir(), "foyer-demo-")) : undefined
  const buildPage =
    options.page ??
    (freshDir === undefined
      ? cachedDemoBuild
      : () => buildDemo(freshDir, options.foyerFrom).then(() => freshDir))
  const building = Promise.all([buildPage(), buildTestWallet()])
  const starting = startSandbox({
    projectId,
    // Sign-ins only from the demo's own page, allowed once its server listens (issue 30 M2).
    allowedDomains: [],
    ...(options.restartPolicy === undefined ? {} : { restartPolicy: options.restartPolicy }),
  })
  const [built, sandboxResult] = await Promise.allSettled([building, starting])
  if (built.status === "rejected" || sandboxResult.status === "rejected") {
    if (sandboxResult.status === "fulfilled") await sandboxResult.value.stop()
    if (freshDir !== undefined) await rm(freshDir, { recursive: true, force: true })
    throw built.status === "rejected"
      ? built.reason
      : (sandboxResult as PromiseRejectedResult).reason
  }
  const [buildDir, walletBundle] = built.value
  const sandbox = sandboxResult.value
  const walletOptions = (chains?: ReadonlyArray<TestWalletChain>): TestWalletInstallOptions => ({
    rpcUrl: sandbox.urls.rpc,
    projectId,
    privateKeys: sandbox.devnets[0].accounts.map((account) => account.privateKey),
    ...(chains === undefined ? {} : { chains }),
  })
  const solanaWalletOptions: SolanaTestWalletInstallOptions = {
    secretKeys: sandbox.solana.accounts.map((account) => account.secretKey),
    rpcUrl: sandbox.urls.solana.rpcUrl,
    chains: [sandbox.solana.caipNetworkId],
  }
  const solanaWalletScript = async () =>
    solanaTestWalletScript(await buildSolanaTestWallet(), solanaWalletOptions)
  const bitcoinWalletScript = async () =>
    bitcoinTestWalletScript(await buildBitcoinTestWallet(), {
      privateKeys: sandbox.bitcoin.accounts.map((account) => account.wif),
    })
  let demo: DemoServer
  let walletConnect: DemoSite["walletConnect"]
  try {
    if (options.walletConnectWallet === true) {
      const wallet = await createWalletConnectWallet({
        relayUrl: sandbox.urls.relay,
        projectId,
        rpcUrl: sandbox.urls.rpc,
        privateKeys: sandbox.devnets[0].accounts.map((account) => account.privateKey),
        // It serves the Solana devnet and the Bitcoin chain too, with their first accounts.
        solana: {
          rpcUrl: sandbox.urls.solana.rpcUrl,
          secretKeys: solanaWalletOptions.secretKeys,
          chains: [sandbox.urls.solana.caipNetworkId],
        },
        bitcoin: {
          esploraUrl: sandbox.urls.bitcoin.esploraUrl,
          accounts: sandbox.bitcoin.accounts,
          chains: [sandbox.urls.bitcoin.caipNetworkId],
        },
      })
      walletConnect = { wallet, page: await startWalletConnectWalletPage({ wallet }) }
    }
    demo = await serveDemo({
      dir: buildDir,
      config: demoConfigFor(sandbox, projectId, walletConnect?.page.url),
      ...(options.walletInPage === true
        ? { walletScript: testWalletScript(walletBundle, walletOptions()) }
        : {}),
      ...(options.solanaWalletInPage === true
        ? { solanaWalletScript: await solanaWalletScript() }
        : {}),
      ...(options.bitcoinWalletInPage === true
        ? { bitcoinWalletScript: await bitcoinWalletScript() }
        : {}),
      ...(options.port === undefined ? {} : { port: options.port }),
    })
    sandbox.api.allowDomain(new URL(demo.url).host)
  } catch (error) {
    await walletConnect?.page.stop()
    await walletConnect?.wallet.close()
    await sandbox.stop()
    throw error
  }
  let stopped: Promise<void> | undefined
  return {
    projectId,
    sandbox,
    demo,
    buildDir,
    walletBundle,
    walletConnect,
    walletScript: (script = {}) => testWalletScript(walletBundle, walletOptions(script.chains)),
    solanaWalletScript,
    bitcoinWalletScript,
    stop: () => {
      stopped ??= (async () => {
        await demo.close()
        await walletConnect?.page.stop()
        await walletConnect?.wallet.close()
        await sandbox.stop()
        if (freshDir !== undefined) await rm(freshDir, { recursive: true, force: true })
      })()
      return stopped
    },
  }
}
