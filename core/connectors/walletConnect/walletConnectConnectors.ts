import { Effect } from "effect"
import { rpcUrl } from "../../api/rpcUrl"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import { FlowError } from "../../errors/FlowError"
import type {
  ConnectedWallet,
  Connector,
  ConnectorContext,
  ConnectorSource,
  FamilyWallet,
} from "../Connector"
import type { ConnectorInfo } from "../ConnectorInfo"
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
import { walletConnectHandle } from "./walletConnectHandle"

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

/** What a session is asked for in the families beside EVM, by namespace. */
type OtherNamespaces = NonNullable<ConnectorContext["walletConnectNamespaces"]>

/** The wallet's own name and icon from the session's metadata, untrusted. */
const sessionInfo = (wc: WalletConnectProvider): ConnectorInfo => {
  const peer = wc.session?.peer?.metadata
  const icon = sanitizeIcon(peer?.icons?.[0])
  return {
    ...walletConnectConnectorInfo,
    // Bidi controls could disguise the name.
    name: sanitizeWalletName(peer?.name, walletConnectConnectorInfo.name),
    ...(icon === undefined ? {} : { icon }),
  }
}

// The session's EVM accounts and chain, as any connector gives them.
const evmWallet = (wc: WalletConnectProvider, info: ConnectorInfo) =>
  Effect.map(Effect.all([getAccounts(wc), getChainId(wc)]), ([accounts, chainId]) => {
    const wallet: ConnectedWallet = {
      info,
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
 * The session's wallet in `namespace`, if the wallet approved accounts there: its accounts on
 * the first chain asked for that has some (else the first account's chain), spoken to through
 * a WalletConnect handle by the family's adapter. It follows the session's end; the family's
 * own account events are not followed.
 */
const familyWallet = (
  wc: WalletConnectProvider,
  info: ConnectorInfo,
  namespace: FamilyWallet["namespace"],
  requested: ReadonlyArray<string>,
): FamilyWallet | undefined => {
  const accounts = wc.session?.namespaces[namespace]?.accounts ?? []
  const chainOf = (account: string) => account.split(":").slice(0, 2).join(":")
  const chain =
    requested.find((asked) => accounts.some((account) => chainOf(account) === asked)) ??
    (accounts[0] === undefined ? undefined : chainOf(accounts[0]))
  if (chain === undefined) return undefined
  const onChain = accounts.filter((account) => chainOf(account) === chain)
  return {
    info,
    namespace,
    accounts: [...new Set(onChain.map((account) => account.split(":")[2] ?? ""))],
    chainId: chain.split(":")[1] ?? "",
    handle: walletConnectHandle(
      (on, method, params) => wc.requestOn(on, method, params),
      chain,
      accounts,
    ),
    supportsMethod: (method) =>
      wc.session?.namespaces[namespace]?.methods?.includes(method) ?? false,
    subscribe: (handlers) => {
      const ended = () => handlers.disconnect()
      wc.on("disconnect", ended)
      return () => wc.removeListener("disconnect", ended)
    },
  }
}

/**
 * The session's wallets: its EVM one first when the wallet approved EVM accounts, with its
 * wallets in the other families asked for (`alsoIn`); a session without EVM accounts answers
 * with its first other family's.
 */
const sessionWalletsOf = (
  wc: WalletConnectProvider,
  others: OtherNamespaces,
  requested: ReadonlyArray<string>,
) =>
  Effect.gen(function* () {
    const info = sessionInfo(wc)
    const families = others.flatMap(([namespace]) => {
      const wallet = familyWallet(wc, info, namespace, requested)
      return wallet === undefined ? [] : [wallet]
    })
    const hasEvm = (wc.session?.namespaces.eip155?.accounts.length ?? 0) > 0
    const [first, ...rest]: ReadonlyArray<ConnectedWallet> =
      hasEvm || families.length === 0 ? [yield* evmWallet(wc, info), ...families] : families
    return rest.length === 0 || first === undefined ? first : { ...first, alsoIn: rest }
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
  // The families beside EVM asked for: those with an adapter naming its namespace, and a network.
  const others = (context.walletConnectNamespaces ?? []).filter(([namespace]) =>
    networks.some((network) => network.chainNamespace === namespace),
  )
  const asked = (network: CaipNetwork) =>
    network.chainNamespace === "eip155" ||
    others.some(([namespace]) => namespace === network.chainNamespace)
  const requested = networks.filter(asked).map((network) => network.caipNetworkId)
  const walletConnect = createWalletConnectConnector({
    projectId: config.projectId,
    relayUrl: config.endpoints.relayUrl,
    metadata: config.metadata ?? defaultMetadata(),
    namespaces: Object.fromEntries(others),
    chains: networks.filter(asked).map((n) => ({
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
        const wallet = yield* sessionWalletsOf(wc, others, requested)
        if (wallet === undefined) {
          return yield* new FlowError({ reason: "failedToConnect", cause: "no accounts" })
        }
        return wallet
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
        : Effect.orElseSucceed(sessionWalletsOf(wc, others, requested), () => undefined),
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
