import { Effect } from "effect"
import { rpcUrl } from "../../api/rpcUrl"
import type { ConnectedWallet, Connector, ConnectorContext, ConnectorSource } from "../Connector"
import { sanitizeIcon } from "../sanitizeIcon"
import { sanitizeWalletName } from "../sanitizeWalletName"
import { subscribeProvider } from "../subscribeProvider"
import { getAccounts, getChainId } from "../walletRequest"
import {
  type BrowserFacts,
  cachesPairing,
  currentBrowserFacts,
  isPairingUsable,
} from "./cachesPairing"
import { createWalletConnectConnector } from "./createWalletConnectConnector"
import { defaultMetadata } from "./defaultMetadata"
import { pairingExpiry } from "./pairingExpiry"
import type { WalletConnectProvider, WalletConnectProviderFactory } from "./WalletConnectProvider"
import { walletConnectConnectorInfo } from "./walletConnectConnectorInfo"

/** Test doubles and page facts the WalletConnect connector reads from the environment. */
export interface WalletConnectEnvironment {
  /** The browser facts the pairing cache depends on; the page's by default. */
  readonly browser?: BrowserFacts
  /** The provider factory and the sign client's storage (tests). */
  readonly walletConnect?: {
    readonly makeProvider?: WalletConnectProviderFactory
    readonly storage?: unknown
  }
}

// The session's accounts and chain, as any connector gives them.
const connectedWallet = (wc: WalletConnectProvider) =>
  Effect.map(Effect.all([getAccounts(wc), getChainId(wc)]), ([accounts, chainId]) => {
    const peer = wc.session?.peer?.metadata
    const icon = sanitizeIcon(peer?.icons?.[0])
    const wallet: ConnectedWallet = {
      info: {
        ...walletConnectConnectorInfo,
        // The wallet's own metadata, untrusted: bidi controls could disguise the name.
        name: sanitizeWalletName(peer?.name, walletConnectConnectorInfo.name),
        ...(icon === undefined ? {} : { icon }),
      },
      provider: wc,
      namespace: "eip155",
      accounts,
      chainId,
      // The session's approved methods, read when asked: the wallet may update the session.
      supportsMethod: (method) => wc.session?.namespaces.eip155?.methods?.includes(method) ?? false,
      // The session's events reach the dApp as the provider's EIP-1193 events.
      subscribe: (handlers) => subscribeProvider(wc, handlers),
    }
    return wallet
  })

/**
 * WalletConnect as a connector (spec 3 wcUri, wcPairingExpiry, buffering, wcError). Its code
 * (Foyer's own WalletConnect client) is imported only when the visitor picks it or a stored
 * session is restored. A pairing whose URI still lives is kept for the next connect; on
 * Telegram and iOS Safari it even survives the modal closing (spec 9: a deep link must open
 * within the tap).
 */
export const walletConnectConnectors = (context: ConnectorContext): ConnectorSource => {
  const { config, networks } = context
  const environment = context.environment as ConnectorContext["environment"] &
    WalletConnectEnvironment
  const now = environment.now ?? Date.now
  const browser = environment.browser ?? currentBrowserFacts()
  const walletConnect = createWalletConnectConnector({
    projectId: config.projectId,
    relayUrl: config.endpoints.relayUrl,
    metadata: config.metadata ?? defaultMetadata(),
    chains: networks
      .filter((n) => n.chainNamespace === "eip155")
      .map((n) => ({
        caipNetworkId: n.caipNetworkId,
        rpcUrl: rpcUrl({
          rpcHost: config.endpoints.rpcUrl,
          chainId: n.caipNetworkId,
          projectId: config.projectId,
        }),
      })),
    ...(environment.walletConnect?.makeProvider === undefined
      ? {}
      : { makeProvider: environment.walletConnect.makeProvider }),
    ...(environment.walletConnect?.storage === undefined
      ? {}
      : { storage: environment.walletConnect.storage }),
    // Spec 5: WalletConnect sign-in only when every chain the site works with is eip155.
    ...(context.pairingSignIn === undefined || !networks.every((n) => n.chainNamespace === "eip155")
      ? {}
      : { signIn: context.pairingSignIn }),
  })
  // The pairing in progress, as this connector last reported it.
  let pairing: { buffering: boolean; expiry: number | undefined } | undefined
  const clear = { wcUri: undefined, wcPairingExpiry: undefined, buffering: false } as const

  const connector: Connector = {
    info: walletConnectConnectorInfo,
    connect: ({ report }) =>
      Effect.gen(function* () {
        // The old code goes at once; the new pairing starts once the old one is aborted.
        const replacing = pairing !== undefined
        pairing = { buffering: true, expiry: undefined }
        report({ ...clear, buffering: true, wcError: false, wcLinking: undefined })
        if (replacing) yield* walletConnect.abortPairing
        const wc = yield* walletConnect.pair((uri) => {
          const expiry = pairingExpiry(uri, now())
          pairing = { buffering: false, expiry }
          report({ wcUri: uri, wcPairingExpiry: expiry, buffering: false })
        })
        return yield* connectedWallet(wc)
      }).pipe(
        Effect.tapError(() => Effect.sync(() => report({ ...clear, wcError: true }))),
        Effect.tap(() => Effect.sync(() => report(clear))),
        Effect.ensuring(
          Effect.sync(() => {
            pairing = undefined
          }),
        ),
      ),
    keepsPending: () =>
      pairing !== undefined && (pairing.buffering || isPairingUsable(pairing.expiry, now())),
    keepsPendingOnClose: () => cachesPairing(browser),
    cancel: Effect.suspend(() => {
      pairing = undefined
      return walletConnect.abortPairing
    }),
    restore: Effect.flatMap(walletConnect.restore, (wc) =>
      wc === undefined
        ? Effect.succeed(undefined)
        : Effect.orElseSucceed(connectedWallet(wc), () => undefined),
    ),
    // Ends the session on both sides: the wallet gets session_delete.
    disconnect: () => walletConnect.disconnect,
  }
  return {
    list: () => [connector],
    subscribe: () => () => {},
    await: (id) => Effect.succeed(id === connector.info.id ? connector : undefined),
    dispose: Effect.suspend(() =>
      Effect.andThen(
        pairing === undefined ? Effect.void : walletConnect.abortPairing,
        walletConnect.close,
      ),
    ),
  }
}
