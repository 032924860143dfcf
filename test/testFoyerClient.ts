/**
 * The real kit for the UI's tests (not part of the public API): `createFoyerClient` on test
 * layers. Memory storage, a page (happy-dom window) where fake browser wallets announce
 * themselves over EIP-6963, a fake WalletConnect, and a local provider API
 * on 127.0.0.1 answering over real HTTP, so nothing reaches the internet. Tests move the kit
 * the way a visitor and a wallet would: connect, approve or reject in the wallet, switch
 * networks, wallet events. It lives in test/, not ui/, because it wires the kernel's own test
 * doubles (fake wallets, fake WalletConnect), which are not public: UI code reaches the kernel
 * only through its entry (ui/imports.test.ts); tests of the UI and of plugins share this kit.
 */
import type { ServerResponse } from "node:http"
import { Window } from "happy-dom"
import {
  type ConnectorInfo,
  type FoyerClient,
  type FoyerOptions,
  memoryBackend,
  Storage,
  type StorageBackend,
} from "../core"
import { createFoyerClient } from "../core/client/createFoyerClient"
import type { Eip6963ProviderInfo } from "../core/connectors/Eip6963"
import {
  announceWallet,
  type FakeWallet,
  type FakeWalletOptions,
  fakeWalletInfo,
  makeFakeWallet,
  providerRpcError,
  userRejection,
} from "../core/connectors/fakeWallet"
import type { WalletConnectProviderFactory } from "../core/connectors/walletConnect/WalletConnectProvider"
import { type FakeWalletConnect, makeFakeWalletConnect } from "./fakeWalletConnect"
import { afterEveryFile, afterEveryTest } from "./fileHooks"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  type SeenRequest,
  startLocalServer,
} from "./localServer"

export type { FakeWallet } from "../core/connectors/fakeWallet"

/** The options every test kit starts from: Ethereum and Optimism. */
export const testOptions: FoyerOptions = {
  projectId: "foyer-ui-test",
  networks: ["eip155:1", "eip155:10"],
}

/** A test address (checksummed, as a wallet gives it). */
export const alice = "0x52908400098527886E0F7030069857D2E4169EE7"
/** See {@link alice}. */
export const bob = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"

/** What the local provider API answers for an address. */
export interface ApiAccount {
  /** The native balance (decimal text); "1.23456789" by default. */
  readonly balance?: string
  /** The identity's name; none by default (the identity answers a null name: no profile). */
  readonly name?: string
  readonly avatar?: string
}

/** How the local provider API answers, per lower-cased address; tests set it before connecting. */
const apiAccounts = new Map<string, ApiAccount>()

/** Makes the local provider API answer `account` for `address`. */
export const apiAnswers = (address: string, account: ApiAccount): void => {
  apiAccounts.set(address.toLowerCase(), account)
}

const json = answerJson

const answer = (request: SeenRequest, response: ServerResponse) => {
  const path = request.url.pathname
  if (answeredPreflight(request, response)) return
  // Analytics and error reports: accepted, not shown (spec 7).
  if (request.method === "POST") return json(response, 204)
  if (path === "/v1/supported-chains") {
    return json(response, 200, { http: ["eip155:1", "eip155:10"], ws: [] })
  }
  const balance = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)
  if (balance !== null) {
    const account = apiAccounts.get(balance[1]?.toLowerCase() ?? "")
    const chainId = request.url.searchParams.get("chainId") ?? ""
    const symbol = "ETH"
    return json(response, 200, {
      balances: [
        {
          name: "Ether",
          symbol,
          chainId,
          value: 3750,
          price: 3000,
          quantity: { decimals: "18", numeric: account?.balance ?? "1.23456789" },
          iconUrl: "https://icons.example/eth.png",
        },
      ],
    })
  }
  const identity = /^\/v1\/identity\/([^/]+)$/.exec(path)
  if (identity !== null) {
    const account = apiAccounts.get(identity[1]?.toLowerCase() ?? "")
    return json(response, 200, {
      name: account?.name ?? null,
      avatar: account?.avatar ?? null,
      resolvedAt: "2025-01-01T00:00:00Z",
    })
  }
  return json(response, 404, { reasons: [] })
}

let server: Promise<LocalServer> | undefined
/** The local provider API of this test file, started on first use. */
const localApi = (): Promise<LocalServer> => {
  server ??= startLocalServer(answer)
  return server
}

/** The endpoints of a test kit: every service is the local API, so nothing leaves the machine. */
const localEndpoints = async () => {
  const { url } = await localApi()
  return {
    apiUrl: url,
    analyticsUrl: url,
    rpcUrl: url,
    relayUrl: url.replace(/^http/, "ws"),
  }
}

/** The real kit and the doubles around it that the test controls. */
export interface TestKit {
  readonly client: FoyerClient
  /** The page wallets announce themselves on. */
  readonly page: Window
  readonly backend: StorageBackend
  /** WalletConnect's stand-in: its pairing URIs expire `pairingLifetime` after they are made. */
  readonly walletConnect: FakeWalletConnect
  /** How long a new pairing URI lives (seconds); 5 minutes unless a test changes it. */
  readonly pairingLifetime: { seconds: number }
  /**
   * Holds WalletConnect's provider from loading (as the real one downloads) until the returned
   * function is called: the first pairing is being made meanwhile.
   */
  readonly holdWalletConnect: () => () => void
  /** WalletConnect's provider fails to load (the relay cannot be reached): pairing fails. */
  readonly failWalletConnect: () => void
  /**
   * A browser wallet installed on the page: announced over EIP-6963 under `rdns` (and again
   * whenever the kit asks), with one account ({@link alice}) on Ethereum unless told otherwise.
   */
  readonly install: (
    rdns: string,
    name: string,
    options?: FakeWalletOptions & { readonly icon?: string },
  ) => FakeWallet
}

/** How a test kit is set up beyond the options. */
export interface TestKitSetup {
  readonly isMobile?: boolean
  /** The storage of a previous page (a reload); a fresh one by default. */
  readonly backend?: StorageBackend
  /** The page of a previous kit (its wallets still installed); a fresh one by default. */
  readonly page?: Window
  /**
   * More of the page's facts for the connectors, by key: a plugin's test double (the embedded
   * wallet's stand-in secure frame, say). The harness's own facts above win.
   */
  readonly environment?: Readonly<Record<string, unknown>>
}

const cleanups: Array<() => unknown> = []

/** The test environment's page (happy-dom): the kit's API calls go through its fetch. */
const testPage = (): { waitUntilComplete(): Promise<void> } | undefined =>
  Reflect.get(globalThis, "happyDOM")

// After each test: every kit stopped, every wallet uninstalled, every page closed.
afterEveryTest(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  apiAccounts.clear()
  // Requests a stopped kit left in flight (a balance, an analytics batch) end before the next
  // test, and before the local API closes under them.
  await testPage()?.waitUntilComplete()
})

afterEveryFile(async () => {
  const started = server
  server = undefined
  await (await started)?.close()
})

const desktop = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", telegram: false }

/**
 * Starts the real kit with `options` merged over {@link testOptions}; it is disposed after the
 * test. Wallets can be installed before or after it starts (EIP-6963 works both ways).
 */
export const startTestKit = async (
  options: Partial<FoyerOptions> = {},
  setup: TestKitSetup = {},
): Promise<TestKit> => {
  const page = setup.page ?? new Window({ url: "https://dapp.example/" })
  if (setup.page === undefined) cleanups.push(() => page.happyDOM.close())
  const backend = setup.backend ?? memoryBackend()
  // The kit reads the same clock as the views' countdowns (Date.now, which a test may fake).
  const pairingLifetime = { seconds: 300 }
  const walletConnect = makeFakeWalletConnect(
    () => Math.floor(Date.now() / 1000) + pairingLifetime.seconds,
  )
  let loaded: Promise<void> = Promise.resolve()
  const makeProvider: WalletConnectProviderFactory = async (providerOptions) => {
    await loaded
    return walletConnect.makeProvider(providerOptions)
  }
  const client = await createFoyerClient(
    { ...testOptions, endpoints: await localEndpoints(), ...options },
    {
      ...setup.environment,
      window: page,
      isMobile: setup.isMobile ?? false,
      storage: Storage.layer(backend),
      browser: desktop,
      walletConnect: { makeProvider },
    },
  )
  cleanups.push(() => client.dispose())
  return {
    client,
    page,
    backend,
    walletConnect,
    pairingLifetime,
    holdWalletConnect: () => {
      let release: () => void = () => {}
      loaded = new Promise((resolve) => {
        release = resolve
      })
      return release
    },
    failWalletConnect: () => {
      loaded = Promise.reject(new Error("The relay cannot be reached."))
      // Read only when the kit pairs; until then the rejection is not unhandled.
      loaded.catch(() => {})
    },
    install: (rdns, name, { icon, ...walletOptions } = {}) =>
      installWallet(page, rdns, name, icon, walletOptions),
  }
}

/** Installs a fake browser wallet on `page` (see {@link TestKit.install}). */
export const installWallet = (
  page: Window,
  rdns: string,
  name: string,
  icon?: string,
  options: FakeWalletOptions = {},
): FakeWallet => {
  const wallet = makeFakeWallet({ accounts: [alice], ...options })
  const info: Partial<Eip6963ProviderInfo> = { name, ...(icon === undefined ? {} : { icon }) }
  cleanups.push(announceWallet(page, fakeWalletInfo(rdns, info), wallet.provider))
  return wallet
}

/** Starts a kit, with no wallet installed, and gives its client. */
export const startTestClient = async (
  options: Partial<FoyerOptions> = {},
  setup: TestKitSetup = {},
): Promise<FoyerClient> => (await startTestKit(options, setup)).client

/** Resolves once `check` holds for the kit's stores (checked now and on every change of `store`). */
export const until = <S>(
  store: {
    readonly getSnapshot: () => S
    readonly subscribe: (listener: () => void) => () => void
  },
  check: (state: S) => boolean,
): Promise<S> =>
  new Promise((resolve) => {
    let unsubscribe: () => void = () => {}
    const test = () => {
      const state = store.getSnapshot()
      if (!check(state)) return false
      unsubscribe()
      resolve(state)
      return true
    }
    if (test()) return
    unsubscribe = store.subscribe(() => {
      test()
    })
  })

/** Resolves once the connected account's data has loaded (balance, and the profile the API has). */
export const accountLoaded = (client: FoyerClient): Promise<unknown> =>
  until(client.stores.accounts, (accounts) => {
    const account = accounts.eip155
    if (account?.address === undefined || account.balance === undefined) return false
    if (account.balanceLoading === true) return false
    const profile = apiAccounts.get(account.address.toLowerCase())
    return profile?.name === undefined || account.profileName === profile.name
  })

/**
 * Connects the kit with a browser wallet the way a visitor does: installs MetaMask (unless
 * `wallet` is given under `rdns`), connects, the wallet approves, and the account's data loads.
 */
export const connectWallet = async (
  kit: TestKit,
  account: ApiAccount & { readonly address?: string; readonly chainId?: number } = {},
  rdns = "io.metamask",
): Promise<FakeWallet> => {
  const { address = alice, chainId = 1, ...answers } = account
  apiAnswers(address, answers)
  const wallet = kit.install(rdns, "MetaMask", {
    accounts: [address as `0x${string}`],
    chainId,
    knownChainIds: [1, 10],
  })
  await kit.client.connect(rdns)
  await accountLoaded(kit.client)
  return wallet
}

/** A wallet request the wallet holds open until the test answers, as a visitor would. */
export interface HeldRequest {
  /** Resolves with the request's params once the kit sent it. */
  readonly asked: Promise<unknown>
  /** The visitor approves: the request resolves with `value`. */
  readonly approve: (value: unknown) => void
  /** The visitor declines (EIP-1193 4001). */
  readonly reject: () => void
  /** The wallet fails the request with `error` (an internal error by default). */
  readonly fail: (error?: unknown) => void
}

/** Makes `wallet` hold the next `method` request open (its prompt shows) until the test answers. */
export const holdRequest = (wallet: FakeWallet, method: string): HeldRequest => {
  let asked: (params: unknown) => void = () => {}
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined
  const seen = new Promise<unknown>((resolve) => {
    asked = resolve
  })
  wallet.set(
    method,
    (params) =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject }
        asked(params)
      }),
  )
  const done = (answer: (s: NonNullable<typeof settle>) => void) => {
    wallet.set(method, "approve")
    if (settle === undefined) throw new Error(`holdRequest: ${method} was not asked`)
    answer(settle)
  }
  return {
    asked: seen,
    approve: (value) => done((s) => s.resolve(value)),
    reject: () => done((s) => s.reject(userRejection())),
    fail: (error = providerRpcError(-32603, "Internal error.")) => done((s) => s.reject(error)),
  }
}

/**
 * The page after a reload: on the previous page the visitor connected MetaMask ({@link
 * connectWallet}); that kit is gone, its storage and the still-authorised wallet remain. The
 * new kit has not reconnected yet (a test calls `reconnect`, or the handle's `restore`).
 */
export const afterReload = async (
  options: Partial<FoyerOptions> = {},
): Promise<{ readonly kit: TestKit; readonly wallet: FakeWallet }> => {
  const previous = await startTestKit(options)
  const wallet = await connectWallet(previous)
  await previous.client.dispose()
  const kit = await startTestKit(options, { backend: previous.backend, page: previous.page })
  return { kit, wallet }
}

/**
 * `client` as a page would see a kit that lists no WALLET_CONNECT connector. The kernel always
 * lists its WalletConnect connector today, so only a view of its connector list can show the
 * UI's answer to its absence; nothing is written to the kit.
 */
export const withoutPairingConnector = (client: FoyerClient): FoyerClient => {
  let source: ReadonlyArray<ConnectorInfo> | undefined
  let listed: ReadonlyArray<ConnectorInfo> = []
  const connectors = {
    getSnapshot: () => {
      const all = client.stores.connectors.getSnapshot()
      if (all !== source) {
        source = all
        listed = all.filter((c) => c.type !== "WALLET_CONNECT")
      }
      return listed
    },
    subscribe: client.stores.connectors.subscribe,
  }
  return { ...client, stores: { ...client.stores, connectors } }
}
