import { Cause, Effect, Exit, type Fiber, Option, Result } from "effect"
import { ProviderApi } from "../api/ProviderApi"
import { rpcUrl } from "../api/rpcUrl"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { toCaipAddress } from "../chains/parseCaipAddress"
import {
  createWalletDiscovery,
  type DiscoveredWallet,
  type WalletWindow,
} from "../connectors/createWalletDiscovery"
import { sanitizeIcon } from "../connectors/sanitizeIcon"
import { sanitizeWalletName } from "../connectors/sanitizeWalletName"
import { subscribeProvider } from "../connectors/subscribeProvider"
import { switchEthereumChain } from "../connectors/switchEthereumChain"
import {
  type BrowserFacts,
  cachesPairing,
  currentBrowserFacts,
  isPairingUsable,
} from "../connectors/walletConnect/cachesPairing"
import {
  createWalletConnectConnector,
  type WalletConnectProvider,
  type WalletConnectProviderFactory,
  walletConnectConnectorInfo,
} from "../connectors/walletConnect/createWalletConnectConnector"
import { defaultMetadata } from "../connectors/walletConnect/defaultMetadata"
import { pairingExpiry } from "../connectors/walletConnect/pairingExpiry"
import { walletConnectConnectorId } from "../connectors/walletConnect/walletConnectConnectorId"
import { walletDeepLink } from "../connectors/walletConnect/walletDeepLink"
import {
  getAccounts,
  getChainId,
  requestAccounts,
  type WalletRequestError,
  walletRequest,
} from "../connectors/walletRequest"
import { ChainNotConfiguredError } from "../errors/ChainNotConfiguredError"
import { InternalError } from "../errors/InternalError"
import { messages } from "../errors/messages"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"
import { type FoyerOptions, type KernelEnvironment, makeKernel } from "../Kernel"
import { accountOf, createAccountStore, resetAccount, setAccount } from "../state/AccountState"
import {
  accountsChanged,
  type Connection,
  chainChanged,
  connectFailed,
  connectionsOf,
  connectSucceeded,
  createConnectionStore,
  currentConnection,
  disconnect,
  initialConnectionState,
  type RestoredConnection,
  reconnectFinished,
  reconnectOrder,
  setConnectionFields,
  startConnecting,
  startReconnecting,
} from "../state/ConnectionState"
import {
  type ActiveNetworkOptions,
  applyActiveNetworkChange,
  changeActiveNetwork,
  planActiveNetworkChange,
} from "../state/changeActiveNetwork"
import { noFarcasterLeaveHook } from "../state/leaveFarcaster"
import { setActiveNetwork, setInitialized } from "../state/ModalState"
import { createModalStore, type ModalContext } from "../state/ModalStore"
import { currentView } from "../state/RouterState"
import { createSendStore } from "../state/SendState"
import { createStore } from "../state/Store"
import { createToastStore } from "../state/ToastState"
import { addRecentWallet, getRecentWallets } from "../storage/recentWallets"
import { Storage } from "../storage/Storage"
import { type RecentWallet, StorageKeys } from "../storage/StorageKeys"
import type {
  ConnectAttempt,
  ConnectorInfo,
  FoyerClient,
  FoyerEvent,
  SwitchAttempt,
  ThemeState,
} from "./FoyerClient"
import { loadAccountData } from "./loadAccountData"
import { networkForChainId } from "./networkForChainId"

/** What a FoyerClient is built with beyond the options: the page's facts, or test doubles. */
export interface FoyerClientEnvironment extends KernelEnvironment {
  /** Where wallets announce themselves; the page's window by default (none on a server). */
  readonly window?: WalletWindow
  /** Whether the page runs on a mobile device; guessed from the user agent by default. */
  readonly isMobile?: boolean
  /** The browser facts the WalletConnect pairing cache depends on; the page's by default. */
  readonly browser?: BrowserFacts
  /** The clock pairing expiry is read with (epoch ms); `Date.now` by default. */
  readonly now?: () => number
  /** WalletConnect test doubles: the provider factory and the sign client's storage. */
  readonly walletConnect?: {
    readonly makeProvider?: WalletConnectProviderFactory
    readonly storage?: unknown
  }
}

// Browser wallets (EIP-1193) are EVM wallets: every connection made here is eip155.
const evm = "eip155"

/**
 * The views of the Connect flow: a connect started from one of them closes the modal once it
 * succeeds (as the reference kits do); from any other view the modal is left where it is.
 */
const connectFlowViews: ReadonlySet<string> = new Set([
  "Connect",
  "AllWallets",
  "ConnectingExternal",
  "ConnectingWalletConnect",
  "ConnectingWalletConnectBasic",
])

const defaultWindow = (): WalletWindow | undefined =>
  typeof window === "undefined" ? undefined : window

const guessMobile = (): boolean =>
  typeof navigator !== "undefined" && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)

// Completes on the next task: by then every answer to the current EIP-6963 request round has
// arrived (wallets announce synchronously from their listener, or at the latest from a promise).
const endOfTask: Effect.Effect<void> = Effect.callback<void>((resume) => {
  const timer = setTimeout(() => resume(Effect.void))
  return Effect.sync(() => clearTimeout(timer))
})

/** `text` as personal_sign wants it: its UTF-8 bytes in hex. */
const utf8Hex = (text: string): `0x${string}` =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, "0")).join("")}`

/** The text a connect or switch attempt shows for a wallet failure that is not a rejection. */
const failureMessage = (error: WalletRequestError, fallback: string): string =>
  error._tag === "WalletRpcError" ? error.message : fallback

/**
 * Builds the running kit behind a page: the kernel, every store of the contract, browser
 * wallet discovery (EIP-6963, passive) and the actions of `FoyerClient`.
 *
 * Nothing is sent to the network or to a wallet until an action is called (open, connect,
 * reconnect, switchNetwork); discovery only asks wallets to announce themselves.
 *
 * Decisions where the spec leaves a choice:
 * - A successful connect started from the Connect flow (Connect, AllWallets,
 *   ConnectingExternal) closes the modal; then the UnsupportedChain view opens if the
 *   wallet is on a network the site did not ask for.
 * - Connecting to the connector that is already current sends nothing to the wallet: the
 *   attempt ends `Failed` with the ConnectorAlreadyConnectedError message and the promise
 *   resolves (a visitor can click the current wallet; that is not a programmer error).
 *   A second connect to a connector whose connect is still pending is ignored.
 * - An unknown connector id or network id rejects (programmer errors): `InternalError`
 *   'Provider not found: <id>' and `ChainNotConfiguredError`.
 * - When the last connection goes (disconnect(), the wallet's disconnect event, or an empty
 *   accountsChanged), stored session keys are cleared, DISCONNECT_SUCCESS is emitted and an
 *   open modal closes; when another connection remains it becomes current and the account
 *   store shows it.
 * - A successful network switch leaves the SwitchNetwork view by going back (closing when it
 *   was the only entry) and closes the modal when it was on UnsupportedChain.
 * - When storage says a session is connected, the connection status starts as
 *   "reconnecting", so a page that restores never shows "disconnected" first; the UI is
 *   expected to call reconnect() then. Reconnect waits for a stored wallet only until the end
 *   of one EIP-6963 request round (the next task), then asks it `eth_accounts` (no prompt).
 * - The balance is the API's native `quantity.numeric` text as is (the UI formats it); when it
 *   cannot be read, or the API does not support the network, it is "0.00" in the network's
 *   currency with the 'Token Balance Unavailable' toast.
 */
export const createFoyerClient = async (
  options: FoyerOptions,
  environment: FoyerClientEnvironment = {},
): Promise<FoyerClient> => {
  const kernel = await Effect.runPromise(
    makeKernel(options, {
      ...(environment.remoteFeatures === undefined
        ? {}
        : { remoteFeatures: environment.remoteFeatures }),
      ...(environment.storage === undefined ? {} : { storage: environment.storage }),
    }),
  )
  const { config, runtime } = kernel
  const { storage, api } = await runtime.runPromise(
    Effect.all({ storage: Effect.service(Storage), api: Effect.service(ProviderApi) }),
  )
  const withStorage = <A>(effect: Effect.Effect<A, never, Storage>): Effect.Effect<A> =>
    Effect.provideService(effect, Storage, storage)
  const isMobile = environment.isMobile ?? guessMobile()
  const networkOptions: ActiveNetworkOptions = {
    enableNetworkSwitch: config.enableNetworkSwitch,
    allowUnsupportedChain: config.allowUnsupportedChain,
  }

  // What the previous page left (reading storage is local: no request).
  const stored = Effect.runSync(
    Effect.all({
      status: storage.get(StorageKeys.connectionStatus),
      walletId: storage.get(StorageKeys.walletId),
      networkId: storage.get(StorageKeys.activeCaipNetworkId),
      recent: withStorage(getRecentWallets),
    }),
  )
  const hasStoredSession =
    config.enableReconnect &&
    Option.getOrUndefined(stored.status) === "connected" &&
    Option.isSome(stored.walletId)

  // Stores
  const network = kernel.stores.network
  const storedNetworkId = Option.getOrUndefined(stored.networkId)
  const storedNetwork = kernel.networks.find((n) => n.caipNetworkId === storedNetworkId)
  if (storedNetwork !== undefined) {
    network.update((state) =>
      applyActiveNetworkChange(
        state,
        planActiveNetworkChange(state, storedNetwork, undefined, networkOptions),
      ),
    )
  }
  const connection = createConnectionStore<CaipNetwork>(
    hasStoredSession ? startReconnecting(initialConnectionState) : initialConnectionState,
  )
  const accounts = createAccountStore(
    hasStoredSession ? setAccount({}, evm, { status: "reconnecting" }) : {},
  )
  const send = createSendStore()
  const toast = createToastStore()
  const connectAttempt = createStore<ConnectAttempt>({ _tag: "Idle" })
  const switchAttempt = createStore<SwitchAttempt>({ _tag: "Idle" })
  const theme = createStore<ThemeState>({
    themeMode: config.themeMode,
    themeVariables: config.themeVariables,
  })
  const recentWallets = createStore<ReadonlyArray<RecentWallet>>(stored.recent)
  const discovery = createWalletDiscovery(environment.window ?? defaultWindow())
  const now = environment.now ?? Date.now
  const browser = environment.browser ?? currentBrowserFacts()
  const walletConnect = createWalletConnectConnector({
    projectId: config.projectId,
    relayUrl: config.endpoints.relayUrl,
    metadata: config.metadata ?? defaultMetadata(),
    chains: kernel.networks
      .filter((n) => n.chainNamespace === evm)
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
  })
  // WalletConnect is listed first (spec 9 connector order starts with walletConnect), then
  // whatever the browser announces.
  const listedConnectors = () => [walletConnectConnectorInfo, ...discovery.connectors.getSnapshot()]
  const connectors = createStore<ReadonlyArray<ConnectorInfo>>(listedConnectors())
  const stopConnectorUpdates = discovery.connectors.subscribe(() =>
    connectors.update(listedConnectors),
  )

  const isAccountConnected = () => {
    const chain = network.getSnapshot().activeChain ?? evm
    return accountOf(accounts.getSnapshot(), chain).address !== undefined
  }
  const modalContext = (): ModalContext => ({
    accountConnected: isAccountConnected(),
    usageExceeded: false,
    embedded: config.embedded,
    hasAdapters: true,
    manualWalletConnectControl: false,
    isMobile,
    siwxRequired: config.siwx?.required ?? false,
    hasSession: false,
  })
  const modal = createModalStore({
    isViewAvailable: kernel.isViewAvailable,
    context: modalContext,
    farcaster: noFarcasterLeaveHook,
  })
  const initialNetwork = network.getSnapshot()
  modal.update((state) =>
    setInitialized(
      setActiveNetwork(
        state,
        initialNetwork.activeChain,
        initialNetwork.activeCaipNetwork?.caipNetworkId,
      ),
    ),
  )

  // Events for the host page
  const eventListeners = new Set<(event: FoyerEvent) => void>()
  const emit = (event: FoyerEvent) => {
    for (const listener of [...eventListeners]) {
      try {
        listener(event)
      } catch {
        // A host listener's bug must not break the kit's own flow.
      }
    }
  }
  let wasOpen = modal.getSnapshot().open
  const stopModalEvents = modal.subscribe(() => {
    const state = modal.getSnapshot()
    if (state.open === wasOpen) return
    wasOpen = state.open
    if (!state.open) abandonPairing()
    emit(
      state.open
        ? { type: "MODAL_OPEN", view: currentView(state.router).name }
        : { type: "MODAL_CLOSE" },
    )
  })

  // Fibers run on the kernel runtime; dispose interrupts whatever is still running.
  let disposed = false
  const fibers = new Set<Fiber.Fiber<unknown, unknown>>()
  const fork = <E>(effect: Effect.Effect<void, E>): Fiber.Fiber<void, E> | undefined => {
    if (disposed) return undefined
    const fiber = runtime.runFork(effect)
    fibers.add(fiber)
    fiber.addObserver(() => fibers.delete(fiber))
    return fiber
  }
  /** Runs an action; resolves when it ends, rejects only with its typed error. */
  const perform = <E>(effect: Effect.Effect<void, E>): Promise<void> =>
    new Promise((resolve, reject) => {
      const fiber = fork(effect)
      if (fiber === undefined) return resolve()
      fiber.addObserver((exit) => {
        if (Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause)) return resolve()
        const error = Cause.findErrorOption(exit.cause)
        reject(Option.isSome(error) ? error.value : Cause.squash(exit.cause))
      })
    })

  // Account data: one load at a time, the latest wins. Failed balances are remembered per
  // address and network for the whole session, so switching away and back keeps the window.
  const balanceFailures = new Map<string, number>()
  let accountLoad: { readonly key: string; readonly fiber: Fiber.Fiber<void> | undefined } = {
    key: "",
    fiber: undefined,
  }
  const startAccountLoad = (address: string, target: CaipNetwork) => {
    const key = `${target.caipNetworkId}:${address}`
    if (accountLoad.key === key) return
    accountLoad.fiber?.interruptUnsafe()
    accountLoad = {
      key,
      fiber: fork(
        loadAccountData({ api, accounts, toast, failures: balanceFailures }, address, target),
      ),
    }
  }
  const stopAccountLoad = () => {
    accountLoad.fiber?.interruptUnsafe()
    accountLoad = { key: "", fiber: undefined }
  }

  // Wallets the kit holds a connection to, with the listeners registered on them.
  const connected = new Map<string, { wallet: DiscoveredWallet; unsubscribe: () => void }>()

  const changeActive = (target: CaipNetwork): Effect.Effect<void> =>
    changeActiveNetwork(
      { network, accounts, send, modal },
      (id) => storage.set(StorageKeys.activeCaipNetworkId, id),
      networkOptions,
      target,
    ).pipe(
      // UnsupportedChain is a core view, always available: this cannot fail.
      Effect.ignore,
    )

  /** Stores the session: the current wallet, its status and every connection (for reconnect). */
  const persistSession: Effect.Effect<void> = Effect.suspend(() => {
    const state = connection.getSnapshot()
    const current = currentConnection(state, evm)
    if (current === undefined) {
      return Effect.all(
        [
          storage.remove(StorageKeys.walletId),
          storage.remove(StorageKeys.walletName),
          storage.remove(StorageKeys.connectionStatus),
          storage.remove(StorageKeys.connections),
        ],
        { discard: true },
      )
    }
    const name = connected.get(current.connectorId)?.wallet.info.name
    return Effect.all(
      [
        storage.set(StorageKeys.walletId, current.connectorId),
        name === undefined ? Effect.void : storage.set(StorageKeys.walletName, name),
        storage.set(StorageKeys.connectionStatus, "connected"),
        storage.set(StorageKeys.connections, {
          [evm]: connectionsOf(state, evm).map((c) => ({
            connectorId: c.connectorId,
            accounts: c.accounts.map((a) => ({ address: a.address })),
            ...(c.chainId === undefined ? {} : { chainId: c.chainId }),
          })),
        }),
      ],
      { discard: true },
    )
  })

  /**
   * Makes the account and network stores show the current EVM connection (or its absence):
   * address, CAIP address, wallet info, the wallet's network as the active one (opening
   * UnsupportedChain when it applies), then loads the account data.
   */
  const showCurrent: Effect.Effect<void> = Effect.gen(function* () {
    const state = connection.getSnapshot()
    const current = currentConnection(state, evm)
    const address = current?.accounts[0]?.address
    if (current === undefined || address === undefined) {
      stopAccountLoad()
      accounts.update((s) => setAccount(resetAccount(s, evm), evm, { status: state.status }))
      network.update((s) =>
        s.activeChain === evm && s.activeCaipAddress !== undefined
          ? { ...s, activeCaipAddress: undefined }
          : s,
      )
      return
    }
    const target =
      current.caipNetwork ??
      (current.chainId === undefined
        ? kernel.defaultNetwork
        : networkForChainId(kernel.networks, evm, current.chainId))
    const info = connected.get(current.connectorId)?.wallet.info
    const previous = accountOf(accounts.getSnapshot(), evm)
    const explorer = target.blockExplorers?.default.url
    accounts.update((s) =>
      setAccount(s, evm, {
        address,
        caipAddress: toCaipAddress(target.caipNetworkId, address),
        addressExplorerUrl: explorer === undefined ? undefined : `${explorer}/address/${address}`,
        status: "connected",
        connectedWalletInfo:
          info === undefined
            ? undefined
            : { name: info.name, type: info.type, ...(info.icon ? { icon: info.icon } : {}) },
        // Another address: what was loaded for the previous one no longer applies.
        ...(previous.address === address
          ? {}
          : {
              balance: undefined,
              balanceSymbol: undefined,
              profileName: undefined,
              profileImage: undefined,
              tokenBalance: [],
              balanceLoading: false,
              lastRetry: undefined,
            }),
      }),
    )
    if (network.getSnapshot().activeCaipNetwork?.caipNetworkId === target.caipNetworkId) {
      const caipAddress = toCaipAddress(target.caipNetworkId, address)
      network.update((s) =>
        s.activeCaipAddress === caipAddress ? s : { ...s, activeCaipAddress: caipAddress },
      )
    } else {
      yield* changeActive(target)
    }
    startAccountLoad(address, target)
  })

  const listen = (wallet: DiscoveredWallet) => {
    const connectorId = wallet.info.id
    connected.get(connectorId)?.unsubscribe()
    const unsubscribe = subscribeProvider(wallet.provider, {
      accountsChanged: (list) => {
        fork(onAccountsChanged(connectorId, list))
      },
      chainChanged: (chainId) => {
        fork(onChainChanged(connectorId, chainId))
      },
      disconnect: () => {
        fork(removeConnection(connectorId, { revoke: false }))
      },
    })
    connected.set(connectorId, { wallet, unsubscribe })
  }

  const isCurrent = (connectorId: string) =>
    connection.getSnapshot().currentConnectorIds[evm] === connectorId

  const onAccountsChanged = (connectorId: string, list: ReadonlyArray<string>) =>
    list.length === 0
      ? removeConnection(connectorId, { revoke: false })
      : Effect.gen(function* () {
          connection.update((s) =>
            accountsChanged(
              s,
              evm,
              connectorId,
              list.map((address) => ({ address })),
            ),
          )
          yield* persistSession
          if (isCurrent(connectorId)) yield* showCurrent
        })

  const onChainChanged = (connectorId: string, chainId: number) =>
    Effect.gen(function* () {
      const target = networkForChainId(kernel.networks, evm, chainId)
      connection.update((s) => chainChanged(s, evm, connectorId, chainId, target))
      yield* persistSession
      if (isCurrent(connectorId)) yield* showCurrent
    })

  /**
   * Removes a connection (spec 4): its listeners go, the next remaining connection becomes
   * current, or, when none remain, the account resets, the stored session is cleared, an
   * open modal closes and DISCONNECT_SUCCESS is emitted.
   */
  const removeConnection = (connectorId: string, options: { readonly revoke: boolean }) =>
    Effect.gen(function* () {
      const held = connected.get(connectorId)
      held?.unsubscribe()
      connected.delete(connectorId)
      if (options.revoke && connectorId === walletConnectConnectorId) {
        // Ends the session on both sides: the wallet gets session_delete.
        fork(walletConnect.disconnect)
      } else if (options.revoke && held !== undefined) {
        // Best effort: many wallets do not implement it, and disconnecting must not wait on it.
        fork(
          Effect.ignore(
            walletRequest(held.wallet.provider, "wallet_revokePermissions", [{ eth_accounts: {} }]),
          ),
        )
      }
      connection.update((s) => disconnect(s, evm, connectorId))
      yield* persistSession
      yield* showCurrent
      if (connectionsOf(connection.getSnapshot(), evm).length === 0) {
        if (modal.getSnapshot().open) yield* modal.close
        emit({ type: "DISCONNECT_SUCCESS" })
      }
    })

  /** A wallet answered with accounts: the connection is added, made current, stored and shown. */
  const establish = (
    wallet: DiscoveredWallet,
    list: ReadonlyArray<string>,
    chainId: number,
  ): Effect.Effect<void> =>
    Effect.gen(function* () {
      const connectorId = wallet.info.id
      const added: Connection<CaipNetwork> = {
        connectorId,
        accounts: list.map((address) => ({ address })),
        chainId,
        caipNetwork: networkForChainId(kernel.networks, evm, chainId),
      }
      listen(wallet)
      const recent: RecentWallet = {
        id: connectorId,
        name: wallet.info.name,
        ...(wallet.info.icon === undefined ? {} : { imageUrl: wallet.info.icon }),
      }
      connection.update((s) =>
        setConnectionFields(connectSucceeded(s, evm, added), { recentWallet: recent }),
      )
      connectAttempt.update(() => ({ _tag: "Idle" }))
      yield* persistSession
      const recentList = yield* withStorage(addRecentWallet(recent))
      recentWallets.update(() => recentList)
      const state = modal.getSnapshot()
      if (state.open && connectFlowViews.has(currentView(state.router).name)) yield* modal.close
      yield* showCurrent
      emit({ type: "CONNECT_SUCCESS", connectorId, address: list[0] ?? "" })
    })

  // WalletConnect: each pairing has a number; an answer for a replaced pairing is ignored.
  let pairingNumber = 0
  const isPairing = () => {
    const attempt = connectAttempt.getSnapshot()
    return attempt._tag === "Connecting" && attempt.connectorId === walletConnectConnectorId
  }
  const clearPairing = {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    buffering: false,
  } as const

  /**
   * The modal closed during a pairing: the pairing is dropped, so the next attempt shows a
   * fresh URI, except on Telegram and iOS Safari where it is kept while it lives (spec 9).
   */
  const abandonPairing = () => {
    if (!cachesPairing(browser)) dropPairing()
  }
  /** Drops a pending WalletConnect pairing (the visitor chose to close, or another wallet). */
  const dropPairing = () => {
    if (!isPairing()) return
    pairingNumber += 1
    fork(walletConnect.abortPairing)
    connection.update((s) => setConnectionFields(connectFailed(s), clearPairing))
    connectAttempt.update(() => ({ _tag: "Idle" }))
  }

  /** The wallet behind a WalletConnect session, listed under the name it gave. */
  const walletConnectWallet = (wc: WalletConnectProvider): DiscoveredWallet => {
    const peer = wc.session?.peer?.metadata
    const icon = sanitizeIcon(peer?.icons?.[0])
    return {
      info: {
        ...walletConnectConnectorInfo,
        // The wallet's own metadata, untrusted: bidi controls could disguise the name.
        name: sanitizeWalletName(peer?.name, walletConnectConnectorInfo.name),
        ...(icon === undefined ? {} : { icon }),
      },
      provider: wc,
    }
  }

  /**
   * Pairs with a WalletConnect wallet (spec 3 wcUri, wcPairingExpiry, buffering, wcError).
   * A pending pairing whose URI still lives is kept unless `refresh` asks for a new one.
   */
  const connectWalletConnect = (refresh: boolean): Effect.Effect<void> =>
    Effect.gen(function* () {
      const pending = isPairing()
      const state = connection.getSnapshot()
      if (pending && !refresh && (state.buffering || isPairingUsable(state.wcPairingExpiry, now())))
        return
      const started = startConnecting(state, evm, walletConnectConnectorId)
      if (Result.isFailure(started)) {
        const message = started.failure.message
        connectAttempt.update(() => ({
          _tag: "Failed",
          connectorId: walletConnectConnectorId,
          message,
        }))
        emit({ type: "CONNECT_ERROR", connectorId: walletConnectConnectorId, message })
        return
      }
      pairingNumber += 1
      const mine = pairingNumber
      // The old code goes at once; the new pairing starts once the old one is aborted.
      connection.update(() =>
        setConnectionFields(started.success, {
          ...clearPairing,
          buffering: true,
          wcError: false,
          wcLinking: undefined,
        }),
      )
      connectAttempt.update(() => ({ _tag: "Connecting", connectorId: walletConnectConnectorId }))
      if (pending) yield* walletConnect.abortPairing
      const outcome = yield* Effect.result(
        Effect.flatMap(
          walletConnect.pair((uri) => {
            if (mine !== pairingNumber) return
            connection.update((s) =>
              setConnectionFields(s, {
                wcUri: uri,
                wcPairingExpiry: pairingExpiry(uri, now()),
                buffering: false,
              }),
            )
          }),
          (wc) => Effect.all([getAccounts(wc), getChainId(wc), Effect.succeed(wc)]),
        ),
      )
      // Replaced by a refresh, or dropped when the modal closed: that one reports instead.
      if (mine !== pairingNumber) return
      if (Result.isFailure(outcome) || outcome.success[0].length === 0) {
        const error = Result.isFailure(outcome) ? outcome.failure : undefined
        const message = error?._tag === "FlowError" ? error.message : messages.failedToConnect
        connection.update((s) =>
          setConnectionFields(connectFailed(s), { ...clearPairing, wcError: true }),
        )
        connectAttempt.update(() =>
          error?._tag === "FlowError" && error.reason === "connectionRejected"
            ? { _tag: "Rejected", connectorId: walletConnectConnectorId, message }
            : { _tag: "Failed", connectorId: walletConnectConnectorId, message },
        )
        emit({ type: "CONNECT_ERROR", connectorId: walletConnectConnectorId, message })
        return
      }
      const [list, chainId, wc] = outcome.success
      connection.update((s) => setConnectionFields(s, clearPairing))
      yield* establish(walletConnectWallet(wc), list, chainId)
    })

  const connectEffect = (connectorId: string): Effect.Effect<void, InternalError> =>
    Effect.gen(function* () {
      if (connectorId === walletConnectConnectorId) return yield* connectWalletConnect(false)
      const wallet = discovery.find(connectorId)
      if (wallet === undefined) {
        return yield* new InternalError({ reason: "providerNotFound", detail: connectorId })
      }
      // The visitor chose another wallet: a QR code still waiting is no longer wanted.
      dropPairing()
      const attempt = connectAttempt.getSnapshot()
      if (attempt._tag === "Connecting" && attempt.connectorId === connectorId) return
      const started = startConnecting(connection.getSnapshot(), evm, connectorId)
      if (Result.isFailure(started)) {
        const message = started.failure.message
        connectAttempt.update(() => ({ _tag: "Failed", connectorId, message }))
        emit({ type: "CONNECT_ERROR", connectorId, message })
        return
      }
      connection.update(() => started.success)
      connectAttempt.update(() => ({ _tag: "Connecting", connectorId }))
      const outcome = yield* Effect.result(
        Effect.all([requestAccounts(wallet.provider), getChainId(wallet.provider)]),
      )
      if (Result.isFailure(outcome)) {
        const error = outcome.failure
        connection.update(connectFailed)
        const message =
          error instanceof UserRejectedRequestError
            ? messages.userRejected
            : failureMessage(error, messages.failedToConnect)
        connectAttempt.update(() =>
          error instanceof UserRejectedRequestError
            ? { _tag: "Rejected", connectorId, message }
            : { _tag: "Failed", connectorId, message },
        )
        emit({ type: "CONNECT_ERROR", connectorId, message })
        return
      }
      const [list, chainId] = outcome.success
      if (list.length === 0) {
        connection.update(connectFailed)
        const message = messages.failedToConnect
        connectAttempt.update(() => ({ _tag: "Failed", connectorId, message }))
        emit({ type: "CONNECT_ERROR", connectorId, message })
        return
      }
      yield* establish(wallet, list, chainId)
    })

  /**
   * Waits until `connectorId` is listed, or the current request round is over. WalletConnect's
   * stored session is restored (its code imported only now), a stale one dropped.
   */
  const awaitWallet = (connectorId: string): Effect.Effect<DiscoveredWallet | undefined> =>
    Effect.gen(function* () {
      if (connectorId === walletConnectConnectorId) {
        const wc = yield* walletConnect.restore
        return wc === undefined ? undefined : walletConnectWallet(wc)
      }
      if (discovery.find(connectorId) === undefined) {
        discovery.requestProviders()
        if (discovery.find(connectorId) === undefined) yield* endOfTask
      }
      return discovery.find(connectorId)
    })

  const reconnectEffect: Effect.Effect<void> = Effect.gen(function* () {
    const walletId = Option.getOrUndefined(yield* storage.get(StorageKeys.walletId))
    const status = Option.getOrUndefined(yield* storage.get(StorageKeys.connectionStatus))
    if (!config.enableReconnect || walletId === undefined || status !== "connected") {
      // A status started as "reconnecting" from storage settles here.
      if (connection.getSnapshot().status === "reconnecting") {
        connection.update((s) => reconnectFinished(s, []))
        yield* showCurrent
      }
      return
    }
    connection.update(startReconnecting)
    accounts.update((s) => setAccount(s, evm, { status: "reconnecting" }))
    const storedConnections = Option.getOrUndefined(yield* storage.get(StorageKeys.connections))
    const authorised = (storedConnections?.[evm] ?? []).map((c) => c.connectorId)
    const restored: Array<RestoredConnection<CaipNetwork>> = []
    const wallets: Array<DiscoveredWallet> = []
    for (const connectorId of reconnectOrder(walletId, authorised)) {
      const wallet = yield* awaitWallet(connectorId)
      if (wallet === undefined) continue
      const outcome = yield* Effect.result(
        Effect.all([getAccounts(wallet.provider), getChainId(wallet.provider)]),
      )
      if (Result.isFailure(outcome)) continue
      const [list, chainId] = outcome.success
      if (list.length === 0) continue
      wallets.push(wallet)
      restored.push({
        namespace: evm,
        connection: {
          connectorId,
          accounts: list.map((address) => ({ address })),
          chainId,
          caipNetwork: networkForChainId(kernel.networks, evm, chainId),
        },
      })
    }
    for (const wallet of wallets) listen(wallet)
    connection.update((s) => reconnectFinished(s, restored))
    yield* persistSession
    yield* showCurrent
  })

  const signMessageEffect = (
    message: string,
  ): Effect.Effect<`0x${string}`, InternalError | UserRejectedRequestError> =>
    Effect.gen(function* () {
      const current = currentConnection(connection.getSnapshot(), evm)
      const address = current?.accounts[0]?.address
      const held = current === undefined ? undefined : connected.get(current.connectorId)
      if (address === undefined || held === undefined) {
        return yield* new InternalError({ reason: "noActiveCaipAddress" })
      }
      const signature = yield* walletRequest(held.wallet.provider, "personal_sign", [
        utf8Hex(message),
        address,
      ]).pipe(
        Effect.mapError((error) =>
          error instanceof UserRejectedRequestError
            ? error
            : new InternalError({ reason: "signMessageFailed", cause: error }),
        ),
      )
      if (typeof signature !== "string" || !/^0x[0-9a-fA-F]+$/.test(signature)) {
        return yield* new InternalError({ reason: "signMessageFailed", cause: signature })
      }
      return signature as `0x${string}`
    })

  const switchEffect = (caipNetworkId: string): Effect.Effect<void, ChainNotConfiguredError> =>
    Effect.gen(function* () {
      const target = kernel.networks.find((n) => n.caipNetworkId === caipNetworkId)
      if (target === undefined)
        return yield* new ChainNotConfiguredError({ chainId: caipNetworkId })
      if (network.getSnapshot().activeCaipNetwork?.caipNetworkId === caipNetworkId) return
      const current = currentConnection(connection.getSnapshot(), evm)
      const held = current === undefined ? undefined : connected.get(current.connectorId)
      // Without a wallet to ask (not connected, or another chain family) only the kit switches.
      const viaWallet = current !== undefined && held !== undefined && target.chainNamespace === evm
      if (viaWallet) {
        switchAttempt.update(() => ({ _tag: "Switching", caipNetworkId }))
        const outcome = yield* Effect.result(switchEthereumChain(held.wallet.provider, target))
        if (Result.isFailure(outcome)) {
          const error = outcome.failure
          switchAttempt.update(() =>
            error instanceof UserRejectedRequestError
              ? { _tag: "Rejected", caipNetworkId, message: messages.userRejected }
              : { _tag: "Failed", caipNetworkId, message: failureMessage(error, error.message) },
          )
          return
        }
        // The wallet's chainChanged may have done this already; both paths are idempotent.
        connection.update((s) =>
          chainChanged(s, evm, current.connectorId, Number(target.id), target),
        )
        yield* persistSession
        switchAttempt.update(() => ({ _tag: "Idle" }))
      }
      const shown = modal.getSnapshot()
      const view = currentView(shown.router).name
      if (shown.open && view === "SwitchNetwork") yield* modal.goBackOrCloseModal
      else if (shown.open && view === "UnsupportedChain") yield* modal.close
      if (viaWallet) yield* showCurrent
      else yield* changeActive(target)
      emit({ type: "SWITCH_NETWORK", caipNetworkId })
    })

  return {
    kernel,
    stores: {
      modal,
      connection,
      accounts,
      network,
      toast,
      connectors,
      recentWallets,
      connectAttempt,
      switchAttempt,
      theme,
    },
    open: (openOptions) => perform(modal.open(openOptions)),
    close: () => perform(modal.close),
    connect: (connectorId) => perform(connectEffect(connectorId)),
    refreshWalletConnectUri: () => perform(connectWalletConnect(true)),
    walletConnectWallets: config.walletConnectWallets,
    isMobile,
    linkWalletConnectWallet: (walletId) => {
      const wallet = config.walletConnectWallets.find((w) => w.id === walletId)
      const uri = connection.getSnapshot().wcUri
      if (wallet === undefined || uri === undefined) return
      connection.update((s) =>
        setConnectionFields(s, {
          wcLinking: { name: wallet.name, href: walletDeepLink(wallet.link, uri) },
          recentWallet: {
            id: wallet.id,
            name: wallet.name,
            ...(wallet.icon === undefined ? {} : { imageUrl: wallet.icon }),
          },
        }),
      )
    },
    disconnect: () =>
      perform(
        Effect.suspend(() => {
          const current = currentConnection(connection.getSnapshot(), evm)
          return current === undefined
            ? Effect.void
            : removeConnection(current.connectorId, { revoke: true })
        }),
      ),
    switchNetwork: (caipNetworkId) => perform(switchEffect(caipNetworkId)),
    signMessage: (message) =>
      new Promise((resolve, reject) => {
        perform(Effect.map(signMessageEffect(message), resolve)).catch(reject)
      }),
    reconnect: () => perform(reconnectEffect),
    subscribeEvents: (listener) => {
      eventListeners.add(listener)
      return () => {
        eventListeners.delete(listener)
      }
    },
    dispose: async () => {
      if (disposed) return
      disposed = true
      discovery.dispose()
      stopConnectorUpdates()
      if (isPairing()) Effect.runFork(walletConnect.abortPairing)
      for (const { unsubscribe } of connected.values()) unsubscribe()
      connected.clear()
      stopModalEvents()
      eventListeners.clear()
      for (const fiber of fibers) fiber.interruptUnsafe()
      await kernel.dispose()
    },
  }
}
