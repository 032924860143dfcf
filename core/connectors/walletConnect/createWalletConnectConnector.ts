import { Effect } from "effect"
import type { WalletConnectNamespace } from "../../chains/WalletConnectNamespace"
import type { Metadata } from "../../config/FoyerConfig"
import { FlowError } from "../../errors/FlowError"
import { isUserRejectedRequestError } from "../../errors/UserRejectedRequestError"
import type { ConnectorInfo } from "../ConnectorInfo"
import type { PairingSignIn } from "../PairingSignIn"
import { isSessionStale } from "./isSessionStale"
import type { WalletConnectProvider, WalletConnectProviderFactory } from "./WalletConnectProvider"
import { walletConnectConnectorInfo } from "./walletConnectConnectorInfo"

/** What the connector is built with. */
export interface WalletConnectConnectorOptions {
  readonly projectId: string
  readonly relayUrl: string
  readonly metadata: Metadata
  /**
   * The chains the site asks for (EVM, and those of the `namespaces` beside it), each with the
   * RPC URL reads go to.
   */
  readonly chains: ReadonlyArray<{ readonly caipNetworkId: string; readonly rpcUrl: string }>
  /** What the session asks for in each namespace beside eip155 (their chains are in `chains`). */
  readonly namespaces?: Readonly<Record<string, WalletConnectNamespace>>
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
      const paired = yield* Effect.tryPromise({
        try: () =>
          wc.connect({
            chains: requested,
            ...(options.namespaces === undefined ? {} : { namespaces: options.namespaces }),
            ...(signIn === undefined ? {} : { signIn }),
          }),
        catch: rejected,
      }).pipe(
        Effect.ensuring(
          Effect.sync(() =>
            wc.removeListener("display_uri", listener as (...args: ReadonlyArray<never>) => void),
          ),
        ),
      )
      if (paired.signed.length > 0 && options.signIn !== undefined) {
        yield* options.signIn.accept(paired.signed)
      }
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
      if (isSessionStale(wc.value.session.requestedChains, requested)) {
        yield* endSession(wc.value)
        return undefined
      }
      return wc.value
    }),
    disconnect: withMadeProvider(endSession),
    close: withMadeProvider((wc) => Effect.tryPromise(() => wc.close())),
  }
}
