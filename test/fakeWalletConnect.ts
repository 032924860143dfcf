/**
 * A stand-in for the WalletConnect provider in the kernel's unit tests (not part of
 * the public API): pairings, sessions and events under the test's control. The real provider
 * is exercised end to end against the sandbox relay and wallet.
 */

import type { PairingSignedMessage, PairingSignInRequest } from "../core/connectors/PairingSignIn"
import { createProviderEvents } from "../core/connectors/providerEvents"
import type {
  WalletConnectPairing,
  WalletConnectProvider,
  WalletConnectProviderFactory,
  WalletConnectSession,
} from "../core/connectors/walletConnect/WalletConnectProvider"

/** What the test sees of one fake provider and its pairings. */
export interface FakeWalletConnect {
  /** The factory to give the client (`environment.walletConnect.makeProvider`). */
  readonly makeProvider: WalletConnectProviderFactory
  /** How many providers were made (0 until the kit needed WalletConnect). */
  readonly made: () => number
  /** Every URI shown, oldest first. */
  readonly uris: ReadonlyArray<string>
  /** How many pairings were aborted. */
  readonly aborted: () => number
  /** How many sessions the kit ended. */
  readonly disconnects: () => number
  /** How many times the provider was closed (the kit disposed). */
  readonly closed: () => number
  /** The chains the last pairing requested. */
  readonly requestedChains: () => ReadonlyArray<string>
  /** The sign-in the last pairing asked for (one-click auth), if any. */
  readonly requestedSignIn: () => PairingSignInRequest | undefined
  /**
   * The wallet approves the pending pairing as `approve` does, signing the one-click auth on
   * each chain in `signedChains` with `signature` (the fake's message text is
   * `fake message did:pkh:<chain>:<address> <nonce>`).
   */
  readonly approveSigned: (
    address: string,
    chainId: number,
    signedChains: ReadonlyArray<string>,
    signature: string,
  ) => void
  /**
   * The wallet approves the pending pairing with `address` on `chainId`, naming itself
   * `peerName` ("Fake Mobile Wallet" by default; any value, as a hostile wallet may send).
   */
  readonly approve: (address: string, chainId: number, peerName?: unknown) => void
  /**
   * The wallet approves the pending pairing with `accounts` (CAIP-10, of any namespaces),
   * grouped by namespace, each namespace granting `methods[namespace]`; its EVM chain is
   * `chainId`.
   */
  readonly approveAccounts: (
    accounts: ReadonlyArray<string>,
    chainId: number,
    methods?: Readonly<Record<string, ReadonlyArray<string>>>,
  ) => void
  /** What the last pairing asked for in each namespace other than eip155. */
  readonly requestedNamespaces: () => Readonly<
    Record<string, { readonly methods: ReadonlyArray<string> }>
  >
  /** Answers `requestOn` for `method` (the requests are recorded with their chain). */
  readonly answer: (method: string, answer: (params: unknown, chain: string) => unknown) => void
  /** The wallet rejects the pending pairing (sign client's USER_REJECTED, code 5000). */
  readonly reject: () => void
  /** A session left by a previous page, requested with `requested` chains. */
  readonly storeSession: (
    address: string,
    chainId: number,
    requested: ReadonlyArray<string>,
  ) => void
  /** The wallet ends the session (the provider's disconnect event). */
  readonly walletDisconnects: () => void
  /** Requests the kit sent over the session (`chain` for those sent with `requestOn`). */
  readonly requests: ReadonlyArray<{
    readonly method: string
    readonly params?: unknown
    readonly chain?: string
  }>
}

/**
 * Makes a fake WalletConnect. URIs expire at `expirySeconds()` (read when each URI is made).
 * @example
 * const wc = makeFakeWalletConnect(() => 1_700_000_300)
 * const client = await startClient(server, { environment: { walletConnect: { makeProvider: wc.makeProvider } } })
 */
export const makeFakeWalletConnect = (expirySeconds: () => number): FakeWalletConnect => {
  const events = createProviderEvents()
  const emit = events.emit
  const uris: Array<string> = []
  const requests: Array<{ method: string; params?: unknown; chain?: string }> = []
  const answers = new Map<string, (params: unknown, chain: string) => unknown>()
  let namespaces: Readonly<Record<string, { readonly methods: ReadonlyArray<string> }>> = {}
  let made = 0
  let aborted = 0
  let disconnects = 0
  let closed = 0
  let requested: ReadonlyArray<string> = []
  let signIn: PairingSignInRequest | undefined
  let session: WalletConnectSession | undefined
  let stored: WalletConnectSession | undefined
  let chainId = 0
  let pending:
    | { resolve: (pairing: WalletConnectPairing) => void; reject: (e: unknown) => void }
    | undefined

  const sessionFor = (
    address: string,
    chains: ReadonlyArray<string>,
    peerName: unknown = "Fake Mobile Wallet",
  ): WalletConnectSession => ({
    topic: `session-${uris.length}`,
    requestedChains: [...chains],
    namespaces: { eip155: { accounts: chains.map((c) => `${c}:${address}`) } },
    // The session's metadata is whatever the wallet sent: typed as text, checked by the kit.
    peer: { metadata: { name: peerName as string, icons: ["https://wallet.example/icon.png"] } },
  })

  /** The wallet settles the pending pairing with `settled`, having signed `signed`. */
  const settle = (settled: WalletConnectSession, signed: ReadonlyArray<PairingSignedMessage>) => {
    session = settled
    pending?.resolve({ session: settled, signed })
    pending = undefined
  }

  const provider: WalletConnectProvider = {
    get session() {
      return session
    },
    connect: (params) => {
      requested = params.chains
      namespaces = params.namespaces ?? {}
      signIn = params.signIn
      const uri = `wc:topic${uris.length + 1}@2?relay-protocol=irn&symKey=${"ab".repeat(32)}&expiryTimestamp=${expirySeconds()}`
      uris.push(uri)
      return new Promise<WalletConnectPairing>((resolve, reject) => {
        pending = { resolve, reject }
        queueMicrotask(() => emit("display_uri", uri))
      })
    },
    disconnect: async () => {
      disconnects += 1
      session = undefined
    },
    close: async () => {
      closed += 1
    },
    abortPairingAttempt: () => {
      aborted += 1
      pending?.reject(new Error("Pairing aborted"))
      pending = undefined
    },
    request: async (args) => {
      requests.push(args)
      const address = session?.namespaces.eip155?.accounts[0]?.split(":")[2]
      switch (args.method) {
        case "eth_accounts":
        case "eth_requestAccounts":
          return address === undefined ? [] : [address]
        case "eth_chainId":
          return chainId
        case "wallet_switchEthereumChain": {
          const [{ chainId: hex }] = args.params as [{ chainId: string }]
          chainId = Number.parseInt(hex, 16)
          emit("chainChanged", String(chainId))
          return null
        }
        default:
          throw Object.assign(new Error(`Unsupported method ${args.method}`), { code: 4200 })
      }
    },
    requestOn: async (chain, method, params) => {
      requests.push({ method, params, chain })
      const answer = answers.get(method)
      if (answer === undefined) {
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
      }
      return answer(params, chain)
    },
    on: events.on,
    removeListener: events.removeListener,
  }

  return {
    makeProvider: async () => {
      made += 1
      session = stored
      return provider
    },
    made: () => made,
    uris,
    aborted: () => aborted,
    disconnects: () => disconnects,
    closed: () => closed,
    requestedChains: () => requested,
    approve: (address, chain, peerName) => {
      chainId = chain
      settle(sessionFor(address, requested, peerName), [])
    },
    approveAccounts: (accounts, chain, methods = {}) => {
      chainId = chain
      const byNamespace: Record<string, { accounts: Array<string>; methods?: Array<string> }> = {}
      for (const account of accounts) {
        const namespace = account.split(":")[0] ?? ""
        byNamespace[namespace] ??= {
          accounts: [],
          ...(methods[namespace] === undefined ? {} : { methods: [...methods[namespace]] }),
        }
        byNamespace[namespace].accounts.push(account)
      }
      settle({ ...sessionFor("", requested), namespaces: byNamespace }, [])
    },
    requestedNamespaces: () => namespaces,
    answer: (method, answer) => {
      answers.set(method, answer)
    },
    requestedSignIn: () => signIn,
    approveSigned: (address, chain, signedChains, signature) => {
      chainId = chain
      settle(
        sessionFor(address, requested),
        signedChains.map((caipNetworkId) => ({
          message: `fake message did:pkh:${caipNetworkId}:${address} ${signIn?.nonce ?? ""}`,
          signature,
          caipNetworkId,
          address,
        })),
      )
    },
    reject: () => {
      pending?.reject({ code: 5000, message: "User rejected." })
      pending = undefined
    },
    storeSession: (address, chain, chains) => {
      chainId = chain
      stored = sessionFor(address, chains)
    },
    walletDisconnects: () => {
      session = undefined
      emit("session_delete", { topic: "session" })
      emit("disconnect", { code: 6000, message: "User disconnected." })
    },
    requests,
  }
}
