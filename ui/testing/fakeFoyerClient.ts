/**
 * A FoyerClient for the UI's tests (not part of the public API): the real kernel (real
 * config decoding, plugin registry and runtime, memory storage) and the real core stores,
 * with actions that only record their calls and move the stores the way a test asks.
 */
import { Effect } from "effect"
import type { CaipNetwork } from "../../core/chains/CaipNetwork"
import type {
  ConnectAttempt,
  ConnectorInfo,
  FoyerClient,
  FoyerEvent,
  SwitchAttempt,
  ThemeState,
} from "../../core/client/FoyerClient"
import { type FoyerOptions, makeKernel } from "../../core/Kernel"
import { coreMessageSource, makeMessages } from "../../core/messages/Messages"
import {
  type AccountState,
  type AccountsState,
  createAccountStore,
  setAccount,
} from "../../core/state/AccountState"
import {
  type ConnectionState,
  connectSucceeded,
  createConnectionStore,
} from "../../core/state/ConnectionState"
import { createModalStore, type ModalContext } from "../../core/state/ModalStore"
import { currentView } from "../../core/state/RouterState"
import { createStore, type Store } from "../../core/state/Store"
import { createToastStore } from "../../core/state/ToastState"
import type { View } from "../../core/state/ViewName"
import { memoryBackend, Storage } from "../../core/storage/Storage"
import type { RecentWallet } from "../../core/storage/StorageKeys"

/** The options every fake client starts from: Ethereum and Optimism, nothing remote. */
export const fakeOptions: FoyerOptions = {
  projectId: "foyer-ui-test",
  networks: ["eip155:1", "eip155:10"],
}

/** One recorded action call. */
export type FakeCall =
  | { readonly action: "open"; readonly view: string | undefined }
  | { readonly action: "close" }
  | { readonly action: "connect"; readonly connectorId: string }
  | { readonly action: "disconnect" }
  | { readonly action: "switchNetwork"; readonly caipNetworkId: string }
  | { readonly action: "reconnect" }
  | { readonly action: "refreshWalletConnectUri" }
  | { readonly action: "signMessage"; readonly message: string }
  | { readonly action: "linkWalletConnectWallet"; readonly walletId: string }

/** The fake client: a FoyerClient plus writable stores and the recorded calls. */
export interface FakeFoyerClient extends FoyerClient {
  readonly calls: Array<FakeCall>
  readonly writable: {
    readonly connection: Store<ConnectionState<CaipNetwork>>
    readonly accounts: Store<AccountsState>
    readonly connectors: Store<ReadonlyArray<ConnectorInfo>>
    readonly recentWallets: Store<ReadonlyArray<RecentWallet>>
    readonly connectAttempt: Store<ConnectAttempt>
    readonly switchAttempt: Store<SwitchAttempt>
  }
  /** Sends an event to the host page's listeners. */
  readonly emit: (event: FoyerEvent) => void
  /** Whether the close guard is on (sign-in required, no session). */
  readonly guardClose: (on: boolean) => void
}

/** Makes a fake client; `options` are merged over {@link fakeOptions}. */
export const makeFakeFoyerClient = async (
  options: Partial<FoyerOptions> = {},
  environment: { readonly isMobile?: boolean } = {},
): Promise<FakeFoyerClient> => {
  const isMobile = environment.isMobile ?? false
  const kernel = await Effect.runPromise(
    makeKernel({ ...fakeOptions, ...options }, { storage: Storage.layer(memoryBackend()) }),
  )
  const calls: Array<FakeCall> = []
  const connection = createConnectionStore<CaipNetwork>()
  const accounts = createAccountStore()
  const network = kernel.stores.network
  const toast = createToastStore()
  const connectors = createStore<ReadonlyArray<ConnectorInfo>>([])
  const recentWallets = createStore<ReadonlyArray<RecentWallet>>([])
  const connectAttempt = createStore<ConnectAttempt>({ _tag: "Idle" })
  const switchAttempt = createStore<SwitchAttempt>({ _tag: "Idle" })
  const theme = createStore<ThemeState>({
    themeMode: kernel.config.themeMode,
    themeVariables: kernel.config.themeVariables,
  })
  let closeGuarded = false
  const context = (): ModalContext => {
    const chain = network.getSnapshot().activeChain
    return {
      accountConnected: chain !== undefined && accounts.getSnapshot()[chain]?.address !== undefined,
      usageExceeded: false,
      embedded: kernel.config.embedded,
      hasAdapters: true,
      manualWalletConnectControl: false,
      isMobile,
    }
  }
  const modal = createModalStore({
    isViewAvailable: kernel.isViewAvailable,
    context,
    // A test's guard on every view whose route has one (a plugin's sign-in view).
    routeOf: (name) => {
      const route = kernel.routes.get(name)
      return route?.closeGuard === undefined ? route : { ...route, closeGuard: () => closeGuarded }
    },
  })
  const listeners = new Set<(event: FoyerEvent) => void>()
  return {
    kernel,
    calls,
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
    messages: Effect.runSync(makeMessages([coreMessageSource, ...kernel.plugins.messages])),
    run: (effect) => kernel.runtime.runPromise(effect),
    writable: { connection, accounts, connectors, recentWallets, connectAttempt, switchAttempt },
    open: (openOptions) => {
      calls.push({ action: "open", view: openOptions?.view?.name })
      return Effect.runPromise(modal.open(openOptions))
    },
    close: () => {
      calls.push({ action: "close" })
      return Effect.runPromise(modal.close)
    },
    connect: async (connectorId, connectOptions) => {
      calls.push({ action: "connect", connectorId })
      connectAttempt.update(() => ({ _tag: "Connecting", connectorId }))
      // As the kernel's Connections.connect: started on a connect-flow view, the connector's
      // connecting view shows, with the connector (and WalletConnect wallet) as its data.
      // (The kernel rejects an unlisted id first, 'Provider not found'; here it only records.)
      const info = connectors.getSnapshot().find((c) => c.id === connectorId)
      const shown = modal.getSnapshot()
      const from = currentView(shown.router).name
      const showsConnect =
        from === "ConnectingWalletConnectBasic" ||
        connectors.getSnapshot().some((c) => (c.connectingView ?? "ConnectingExternal") === from)
      const flow = kernel.routes.get(from)?.flow
      if (info === undefined || !shown.open || flow !== "connect" || showsConnect) return
      const walletId = connectOptions?.walletId
      const data = { ...(walletId === undefined ? {} : { walletId }), connectorId }
      const name = info.connectingView ?? "ConnectingExternal"
      await Effect.runPromise(Effect.ignore(modal.push({ name, data } as View)))
    },
    disconnect: async () => {
      calls.push({ action: "disconnect" })
    },
    signMessage: async (message) => {
      calls.push({ action: "signMessage", message })
      return `0x${"5a".repeat(65)}`
    },
    refreshWalletConnectUri: async () => {
      calls.push({ action: "refreshWalletConnectUri" })
    },
    walletConnectWallets: kernel.config.walletConnectWallets,
    isMobile,
    linkWalletConnectWallet: (walletId) => {
      calls.push({ action: "linkWalletConnectWallet", walletId })
    },
    switchNetwork: async (caipNetworkId) => {
      calls.push({ action: "switchNetwork", caipNetworkId })
      switchAttempt.update(() => ({ _tag: "Switching", caipNetworkId }))
    },
    reconnect: async () => {
      calls.push({ action: "reconnect" })
    },
    subscribeEvents: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    emit: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
    guardClose: (on) => {
      closeGuarded = on
    },
    dispose: () => kernel.dispose(),
  }
}

/** A test address. */
export const alice = "0x52908400098527886E0F7030069857D2E4169EE7"

/** Connects `address` on the active EVM network in the stores, with a balance and wallet info. */
export const connectAccount = (
  client: FakeFoyerClient,
  address: string = alice,
  patch: Partial<AccountState> = {},
): void => {
  const active = client.stores.network.getSnapshot().activeCaipNetwork
  client.writable.connection.update((s) =>
    connectSucceeded(s, "eip155", {
      connectorId: "io.metamask",
      accounts: [{ address }],
      chainId: 1,
      ...(active === undefined ? {} : { caipNetwork: active }),
    }),
  )
  client.writable.accounts.update((s) =>
    setAccount(s, "eip155", {
      address,
      caipAddress: `eip155:1:${address}`,
      status: "connected",
      balance: "1.23456789",
      balanceSymbol: "ETH",
      connectedWalletInfo: { name: "MetaMask" },
      ...patch,
    }),
  )
}

/** A connector as the kit lists it. */
export const connector = (
  id: string,
  type: ConnectorInfo["type"],
  name: string,
  icon?: string,
): ConnectorInfo => ({ id, type, name, icon, rdns: id, chains: ["eip155"] })
