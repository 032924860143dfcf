import { Effect } from "effect"
import type { ConnectorInfo, Eip1193Provider } from "../../client/FoyerClient"
import type { Metadata } from "../../config/FoyerConfig"
import { FlowError } from "../../errors/FlowError"
import { isUserRejectedRequestError } from "../../errors/UserRejectedRequestError"
import { isSessionStale, type SessionChains } from "./isSessionStale"
import { walletConnectConnectorInfo } from "./walletConnectConnectorInfo"

/** The session fields the kit reads (sign client's SessionTypes.Struct). */
export interface WalletConnectSession extends SessionChains {
  readonly topic: string
  readonly namespaces: Readonly<
    Record<
      string,
      { readonly accounts: ReadonlyArray<string>; readonly methods?: ReadonlyArray<string> }
    >
  >
  readonly peer?: {
    readonly metadata?: { readonly name?: string; readonly icons?: ReadonlyArray<string> }
  }
}

/** What the kit uses of `@walletconnect/universal-provider`'s provider. */
export interface WalletConnectProvider extends Eip1193Provider {
  readonly session?: WalletConnectSession | undefined
  connect(params: {
    readonly optionalNamespaces: Record<string, WalletConnectNamespace>
  }): Promise<WalletConnectSession | undefined>
  disconnect(): Promise<void>
  abortPairingAttempt(): void
  on(event: string, listener: (...args: ReadonlyArray<never>) => void): void
  removeListener(event: string, listener: (...args: ReadonlyArray<never>) => void): void
}

/** The namespace the kit requests: its chains, methods, events and where to read them. */
export interface WalletConnectNamespace {
  readonly chains: Array<string>
  readonly methods: Array<string>
  readonly events: Array<string>
  readonly rpcMap: Record<string, string>
}

/** Makes the provider; the default imports `@walletconnect/universal-provider` when called. */
export type WalletConnectProviderFactory = (options: {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  readonly storage?: unknown
}) => Promise<WalletConnectProvider>

/** What the connector is built with. */
export interface WalletConnectConnectorOptions {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  /** The EVM chains the site asks for, each with the RPC URL reads go to. */
  readonly chains: ReadonlyArray<{ readonly caipNetworkId: string; readonly rpcUrl: string }>
  readonly makeProvider?: WalletConnectProviderFactory
  /** The sign client's key-value storage (tests give an in-memory one; browsers use IndexedDB). */
  readonly storage?: unknown
}

/** WalletConnect as one connector: a lazily made provider, pairing, restore and disconnect. */
export interface WalletConnectConnector {
  readonly info: ConnectorInfo
  /** The provider, made (and the WalletConnect code imported) on first use, then kept. */
  readonly provider: Effect.Effect<WalletConnectProvider, FlowError>
  /**
   * Pairs with a wallet: `onUri` gets the pairing URI to show; succeeds once the wallet
   * approves the session, fails with FlowError connectionRejected or failedToConnect.
   */
  readonly pair: (onUri: (uri: string) => void) => Effect.Effect<WalletConnectProvider, FlowError>
  /** Stops a pending pairing (its `pair` fails; a new one can start). */
  readonly abortPairing: Effect.Effect<void>
  /**
   * The stored session of a previous page, if any and still fresh: a stale one (spec 4) is
   * ended with the wallet and forgotten.
   */
  readonly restore: Effect.Effect<WalletConnectProvider | undefined>
  /** Ends the session on both sides (the wallet gets session_delete). */
  readonly disconnect: Effect.Effect<void>
}

/** The methods a WalletConnect session asks the wallet for (spec 7 wallet JSON-RPC). */
export const walletConnectMethods: Array<string> = [
  "eth_accounts",
  "eth_requestAccounts",
  "eth_chainId",
  "eth_sendTransaction",
  "eth_sendRawTransaction",
  "personal_sign",
  "eth_signTypedData_v4",
  "wallet_switchEthereumChain",
  "wallet_addEthereumChain",
  "wallet_getCapabilities",
  "wallet_sendCalls",
  "wallet_getCallsStatus",
]

/** The wallet events a WalletConnect session listens to. */
export const walletConnectEvents: Array<string> = ["accountsChanged", "chainChanged"]

/**
 * The real provider, from its own module: the bundler makes `makeUniversalProvider` (and
 * `@walletconnect/universal-provider` behind it) a chunk of its own, fetched only when the
 * visitor picks WalletConnect or a stored WalletConnect session is restored.
 */
const loadUniversalProvider: WalletConnectProviderFactory = async (options) => {
  const { makeUniversalProvider } = await import("./makeUniversalProvider")
  return makeUniversalProvider(options)
}

const rejected = (cause: unknown) =>
  new FlowError({
    reason: isUserRejectedRequestError(cause) ? "connectionRejected" : "failedToConnect",
    cause,
  })

/**
 * WalletConnect (spec 3 connector `walletConnect`, type WALLET_CONNECT) over
 * `@walletconnect/universal-provider`. Nothing is imported or sent before `provider`,
 * `pair` or `restore` runs.
 */
export const createWalletConnectConnector = (
  options: WalletConnectConnectorOptions,
): WalletConnectConnector => {
  const makeProvider = options.makeProvider ?? loadUniversalProvider
  const requested = options.chains.map((c) => c.caipNetworkId)
  const namespace = (): WalletConnectNamespace => ({
    chains: [...requested],
    methods: [...walletConnectMethods],
    events: [...walletConnectEvents],
    rpcMap: Object.fromEntries(
      options.chains.map((c) => [c.caipNetworkId.slice("eip155:".length), c.rpcUrl]),
    ),
  })
  // Made once; a failed attempt is not kept, so the next click tries again.
  let made: Promise<WalletConnectProvider> | undefined
  const provider = Effect.tryPromise({
    try: () => {
      made ??= makeProvider({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        metadata: options.metadata,
        ...(options.storage === undefined ? {} : { storage: options.storage }),
      }).catch((error: unknown) => {
        made = undefined
        throw error
      })
      return made
    },
    catch: (cause) => new FlowError({ reason: "failedToConnect", cause }),
  })

  /** Runs `use` on the provider if one was made (nothing is imported for it), ignoring failures. */
  const withMadeProvider = (
    use: (wc: WalletConnectProvider) => Effect.Effect<void, unknown>,
  ): Effect.Effect<void> =>
    Effect.suspend(() => {
      const pending = made
      return pending === undefined
        ? Effect.void
        : Effect.tryPromise(() => pending).pipe(Effect.flatMap(use), Effect.ignore)
    })

  const endSession = (wc: WalletConnectProvider) =>
    Effect.ignore(Effect.tryPromise(() => wc.disconnect()))

  const pair = (onUri: (uri: string) => void) =>
    Effect.gen(function* () {
      const wc = yield* provider
      // A stale session must not answer for the new one (spec 4); a fresh one is replaced too:
      // the visitor asked for a new pairing.
      if (wc.session !== undefined) yield* endSession(wc)
      const listener = (uri: string) => onUri(uri)
      wc.on("display_uri", listener as (...args: ReadonlyArray<never>) => void)
      yield* Effect.tryPromise({
        try: () => wc.connect({ optionalNamespaces: { eip155: namespace() } }),
        catch: rejected,
      }).pipe(
        Effect.ensuring(
          Effect.sync(() =>
            wc.removeListener("display_uri", listener as (...args: ReadonlyArray<never>) => void),
          ),
        ),
      )
      if (wc.session === undefined) return yield* new FlowError({ reason: "failedToConnect" })
      return wc
    })

  return {
    info: walletConnectConnectorInfo,
    provider,
    pair,
    // Completes once the pairing is aborted, so a new one started right after cannot be the
    // one the abort reaches.
    abortPairing: withMadeProvider((wc) => Effect.sync(() => wc.abortPairingAttempt())),
    restore: Effect.gen(function* () {
      const wc = yield* Effect.option(provider)
      if (wc._tag === "None" || wc.value.session === undefined) return undefined
      if (isSessionStale(wc.value.session, requested)) {
        yield* endSession(wc.value)
        return undefined
      }
      return wc.value
    }),
    disconnect: withMadeProvider(endSession),
  }
}
