import { Effect } from "effect"
import type { Metadata } from "../../config/FoyerConfig"
import { FlowError } from "../../errors/FlowError"
import { isUserRejectedRequestError } from "../../errors/UserRejectedRequestError"
import type { ConnectorInfo } from "../ConnectorInfo"
import type { PairingSignedMessage, PairingSignIn, PairingSignInRequest } from "../PairingSignIn"
import { isSessionStale } from "./isSessionStale"
import type {
  WalletConnectAuthentication,
  WalletConnectNamespace,
  WalletConnectProvider,
  WalletConnectProviderFactory,
  WalletConnectSession,
} from "./WalletConnectProvider"
import { walletConnectConnectorInfo } from "./walletConnectConnectorInfo"

/** What the connector is built with. */
export interface WalletConnectConnectorOptions {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  /** The EVM chains the site asks for, each with the RPC URL reads go to. */
  readonly chains: ReadonlyArray<{ readonly caipNetworkId: string; readonly rpcUrl: string }>
  readonly makeProvider?: WalletConnectProviderFactory
  /** Where the client keeps its relay key and sessions (tests give one; browsers: localStorage). */
  readonly storage?: unknown
  /**
   * A plugin's sign-in during pairing (one-click auth), asked for only when every chain the
   * kit requests is eip155 (spec 5).
   */
  readonly signIn?: PairingSignIn<never>
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
  /** Closes the provider if one was made (the kit is disposed): the session stays for a reload. */
  readonly close: Effect.Effect<void>
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
 * The real provider, from its own module: the bundler makes `makeSignClientProvider` (and
 * Foyer's WalletConnect client behind it) a chunk of its own, fetched only when the visitor
 * picks WalletConnect or a stored WalletConnect session is restored.
 */
const loadSignClientProvider: WalletConnectProviderFactory = async (options) => {
  const { makeSignClientProvider } = await import("./makeSignClientProvider")
  return makeSignClientProvider(options)
}

const rejected = (cause: unknown) =>
  new FlowError({
    reason: isUserRejectedRequestError(cause) ? "connectionRejected" : "failedToConnect",
    cause,
  })

/** How long the wallet may take to answer a one-click auth, in seconds (a pairing URI's life). */
export const walletConnectAuthenticationTtlSeconds = 300

/** The sign client's one-click auth request for a plugin's sign-in fields. */
const authenticationOf = (
  request: PairingSignInRequest,
  chains: ReadonlyArray<string>,
): WalletConnectAuthentication => ({
  domain: request.domain,
  chains: [...chains],
  nonce: request.nonce,
  uri: request.uri,
  ttl: walletConnectAuthenticationTtlSeconds,
  ...(request.statement === undefined ? {} : { statement: request.statement }),
  ...(request.expirationTime === undefined ? {} : { exp: request.expirationTime }),
  ...(request.notBefore === undefined ? {} : { nbf: request.notBefore }),
  ...(request.requestId === undefined ? {} : { requestId: request.requestId }),
  ...(request.resources === undefined ? {} : { resources: [...request.resources] }),
})

// did:pkh:<namespace>:<reference>:<address> (CAIP-10 behind the did:pkh prefix).
const didPkh = /^did:pkh:([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}):(.+)$/

/**
 * The messages the wallet signed for the session, as the plugin's sign-in reads them: each
 * CACAO's text written by the sign client, its signature, network and signer. A CACAO whose
 * issuer is not a did:pkh account is left out (the plugin would not know whom it signs in).
 */
const signedMessages = (
  wc: WalletConnectProvider,
  session: WalletConnectSession,
): ReadonlyArray<PairingSignedMessage> =>
  (session.authentication ?? []).flatMap((cacao) => {
    const issuer = didPkh.exec(String(cacao.p.iss))
    if (issuer === null) return []
    const [, caipNetworkId = "", address = ""] = issuer
    try {
      const message = wc.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
      return [{ message, signature: cacao.s.s, caipNetworkId, address }]
    } catch {
      return []
    }
  })

/**
 * WalletConnect (spec 3 connector `walletConnect`, type WALLET_CONNECT) over Foyer's own
 * WalletConnect client. Nothing is imported or sent before `provider`, `pair` or `restore` runs.
 */
export const createWalletConnectConnector = (
  options: WalletConnectConnectorOptions,
): WalletConnectConnector => {
  const makeProvider = options.makeProvider ?? loadSignClientProvider
  const requested = options.chains.map((c) => c.caipNetworkId)
  const requestsOnlyEip155 =
    requested.length > 0 && requested.every((id) => id.startsWith("eip155:"))
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
        rpcUrls: Object.fromEntries(options.chains.map((c) => [c.caipNetworkId, c.rpcUrl])),
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
      // Spec 5: one-click sign-in only when every requested chain is eip155.
      const signIn =
        options.signIn !== undefined && requestsOnlyEip155
          ? yield* options.signIn.request(requested)
          : undefined
      const listener = (uri: string) => onUri(uri)
      wc.on("display_uri", listener as (...args: ReadonlyArray<never>) => void)
      yield* Effect.tryPromise({
        try: () =>
          wc.connect({
            optionalNamespaces: { eip155: namespace() },
            ...(signIn === undefined
              ? {}
              : { authentication: [authenticationOf(signIn, requested)] }),
          }),
        catch: rejected,
      }).pipe(
        Effect.ensuring(
          Effect.sync(() =>
            wc.removeListener("display_uri", listener as (...args: ReadonlyArray<never>) => void),
          ),
        ),
      )
      if (wc.session === undefined) return yield* new FlowError({ reason: "failedToConnect" })
      const signed = signIn === undefined ? [] : signedMessages(wc, wc.session)
      if (signed.length > 0 && options.signIn !== undefined) yield* options.signIn.accept(signed)
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
    close: withMadeProvider((wc) => Effect.tryPromise(() => wc.close())),
  }
}
