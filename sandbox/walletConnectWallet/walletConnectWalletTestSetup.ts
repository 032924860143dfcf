// The set-up the sandbox WalletConnect wallet's tests share: a real sandbox (relay, RPC
// proxy, anvil devnets) per test file, a wallet and a dApp-side sign client per test, and
// after every test, the check that no fetch has gone anywhere but 127.0.0.1.
import { afterAll, afterEach, beforeAll, beforeEach, expect, type MockInstance, vi } from "vitest"
import { type Sandbox, startSandbox } from "../startSandbox"
import {
  createWalletConnectWallet,
  type WalletConnectWallet,
  type WalletConnectWalletOptions,
} from "./createWalletConnectWallet"
import { startTestDapp, type TestDapp } from "./startTestDapp"

/** The metadata the test dApp (`startTestDapp` with its default name) shows a wallet. */
export const testDappPeer = {
  name: "Foyer test dApp",
  url: "http://127.0.0.1",
  description: "Foyer test dApp (sandbox tests)",
  icons: [],
}

/** A one-click sign-in as the kit asks for it when sign-in is on (with the methods it needs). */
export const signIn = {
  chains: ["eip155:31337"],
  domain: "app.test",
  uri: "https://app.test/",
  nonce: "abcdefgh12345678",
  statement: "Sign in",
  methods: ["personal_sign"],
}

/** What `walletConnectWalletTestSetup` gives a test file. */
export interface WalletConnectWalletTestSetup {
  /** The running sandbox (set once the file's `beforeAll` ran). */
  readonly sandbox: () => Sandbox
  /**
   * Starts a wallet on the sandbox (the first devnet's accounts, `extra` over the defaults)
   * and a test dApp; both are closed after the test.
   */
  readonly start: (
    extra?: Partial<WalletConnectWalletOptions>,
  ) => Promise<{ readonly wallet: WalletConnectWallet; readonly dapp: TestDapp }>
}

/**
 * Starts one sandbox for the calling test file with `accounts` per devnet; it stops after the
 * file. Each test's wallets and dApps are closed after it, and then no fetch may have gone
 * anywhere but 127.0.0.1.
 * @example
 * const { sandbox, start } = walletConnectWalletTestSetup({ projectId: "wc-wallet-test", accounts: 2 })
 * const { wallet, dapp } = await start({ policy: { sessions: "approve" } })
 */
export const walletConnectWalletTestSetup = (options: {
  readonly projectId: string
  readonly accounts: number
}): WalletConnectWalletTestSetup => {
  const { projectId } = options
  let running: Sandbox | undefined
  let fetches: MockInstance<typeof fetch>
  const started: Array<{ close: () => Promise<void> }> = []

  beforeAll(async () => {
    running = await startSandbox({ projectId, accounts: options.accounts })
  }, 120_000)

  afterAll(async () => {
    await running?.stop()
  }, 60_000)

  beforeEach(() => {
    fetches = vi.spyOn(globalThis, "fetch")
  })

  afterEach(async () => {
    await Promise.all(started.splice(0).map((each) => each.close()))
    const urls = fetches.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : String(input),
    )
    vi.restoreAllMocks()
    expect(urls.filter((url) => !url.startsWith("http://127.0.0.1:"))).toEqual([])
  })

  const sandbox = () => {
    if (running === undefined) throw new Error("The sandbox starts in the file's beforeAll")
    return running
  }

  const start = async (extra: Partial<WalletConnectWalletOptions> = {}) => {
    const wallet = await createWalletConnectWallet({
      relayUrl: sandbox().urls.relay,
      projectId,
      rpcUrl: sandbox().urls.rpc,
      privateKeys: sandbox().devnets[0].accounts.map((account) => account.privateKey),
      ...extra,
    })
    started.push(wallet)
    const dapp = await startTestDapp({ relayUrl: sandbox().urls.relay, projectId })
    started.push(dapp)
    return { wallet, dapp }
  }

  return { sandbox, start }
}
