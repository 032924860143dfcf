import { Cause, Effect, Exit, Option } from "effect"
import { Accounts } from "../accounts/Accounts"
import { Connections } from "../connections/Connections"
import { checkDataNetwork } from "../connections/configuredNetwork"
import { Connectors } from "../connectors/Connectors"
import type { WalletConnectEnvironment } from "../connectors/walletConnect/walletConnectConnectors"
import { walletDeepLink } from "../connectors/walletConnect/walletDeepLink"
import { Events } from "../events/Events"
import { type FoyerOptions, type KernelEnvironment, makeKernel } from "../Kernel"
import { Messages } from "../messages/Messages"
import { alertFeatureViews } from "../modal/featureViews"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { selectNetwork } from "../networks/selectNetwork"
import { createStore } from "../state/Store"
import { Telemetry } from "../telemetry/Telemetry"
import { withErrorReport } from "../telemetry/withErrorReport"
import { Toasts } from "../toasts/Toasts"
import { Wallet } from "../wallet/Wallet"
import {
  asWalletConnectWallet,
  type CatalogueWallet,
  excludedWallets as excludedWalletsOf,
  selectCatalogue,
} from "../walletList/catalogue/CatalogueWallet"
import { connectWalletEntries } from "../walletList/listWallets"
import { openWallet } from "../walletList/openWallet"
import type { FoyerClient, ThemeState } from "./FoyerClient"

/** What a FoyerClient is built with beyond the options: the page's facts, or test doubles. */
export interface FoyerClientEnvironment extends KernelEnvironment, WalletConnectEnvironment {}

/**
 * Builds the running kit behind a page: the kernel and its services, behind the promise-based
 * `FoyerClient` facade the UI holds (the UI never runs Effects itself; the plugin SDK does).
 * Every action's failure is reported in state (connection status, toasts, view data), never
 * thrown to a click handler, except programmer errors (an unknown connector or network id, a
 * view no enabled plugin provides), which reject with the kernel's tagged error.
 */
export const createFoyerClient = async (
  options: FoyerOptions,
  environment: FoyerClientEnvironment = {},
): Promise<FoyerClient> => {
  // The wallet catalogue (issue 34) is a chunk of its own, fetched as the kit starts, beside
  // the kernel (never with the first paint); when it cannot be fetched, none is offered. The
  // option is read undecoded here so the fetch starts with the kernel's; `false` skips it.
  const catalogueChunk: Promise<ReadonlyArray<CatalogueWallet>> =
    options.walletCatalogue === false
      ? Promise.resolve([])
      : import("../walletList/catalogue/walletCatalogue").then(
          (loaded) => loaded.walletCatalogue,
          () => [],
        )
  const kernel = await Effect.runPromise(makeKernel(options, environment))
  const { config, runtime, isMobile } = kernel
  const services = await runtime.runPromise(
    Effect.all({
      connectors: Effect.service(Connectors),
      connections: Effect.service(Connections),
      accounts: Effect.service(Accounts),
      networks: Effect.service(Networks),
      modal: Effect.service(Modal),
      toast: Effect.service(Toasts),
      messages: Effect.service(Messages),
      events: Effect.service(Events),
      wallet: Effect.service(Wallet),
    }),
  )
  // The kernel always provides Telemetry; the plugin-facing KernelServices type does not name it.
  const telemetry = Option.getOrThrow(await runtime.runPromise(Effect.serviceOption(Telemetry)))
  const { connections, modal } = services
  const theme = createStore<ThemeState>({
    themeMode: config.themeMode,
    themeVariables: config.themeVariables,
  })

  const builtInCatalogue = config.walletCatalogue ? await catalogueChunk : []
  const walletCatalogue = selectCatalogue(builtInCatalogue, config)
  const excludedWallets = excludedWalletsOf(builtInCatalogue, config.excludeWalletIds)
  /** The dApp's own wallets (the custom group), without those `excludeWalletIds` names. */
  const ownWallets = config.walletConnectWallets.filter((wallet) => !excludedWallets.has(wallet.id))
  /** The WalletConnect wallets a view may open by id: the configured ones, then the catalogue's. */
  const walletConnectWallets = [
    ...ownWallets,
    ...walletCatalogue
      .filter((wallet) => !ownWallets.some((w) => w.id === wallet.id))
      .map(asWalletConnectWallet),
  ]

  let disposed = false
  /**
   * Runs an action; resolves when it ends, rejects only with its typed error. Every action and
   * every plugin effect passes here: what fails is reported (spec 8), then rethrown as it was.
   */
  const perform = <A, E>(effect: Effect.Effect<A, E>): Promise<A | undefined> =>
    disposed
      ? Promise.resolve(undefined)
      : runtime.runPromiseExit(effect.pipe(withErrorReport())).then((exit) => {
          if (Exit.isSuccess(exit)) return exit.value
          if (Cause.hasInterruptsOnly(exit.cause)) return undefined
          const error = Cause.findErrorOption(exit.cause)
          throw Option.isSome(error) ? error.value : Cause.squash(exit.cause)
        })
  const act = <E>(effect: Effect.Effect<void, E>): Promise<void> =>
    perform(effect).then(() => undefined)

  return {
    kernel,
    stores: {
      modal,
      connection: connections.store,
      accounts: services.accounts.store,
      currentAccount: services.accounts.current,
      network: services.networks.store,
      toast: services.toast,
      connectors: services.connectors.store,
      recentWallets: connections.recentWallets,
      connectAttempt: connections.connectAttempt,
      switchAttempt: connections.switchAttempt,
      theme,
    },
    messages: services.messages,
    setLocale: (locale) => runtime.runPromise(services.messages.setLocale(locale)),
    run: (effect) => perform(effect as Effect.Effect<never, never>).then((value) => value as never),
    open: (openOptions) =>
      openOptions?.walletId === undefined
        ? act(
            alertFeatureViews(
              Effect.andThen(
                checkDataNetwork(services.networks.networks, openOptions?.view?.data),
                modal.open(openOptions),
              ),
            ),
          )
        : act(
            openWallet(openOptions.walletId, {
              connectors: services.connectors.store,
              walletConnectWallets,
              modal,
              startConnect: connections.startConnect,
            }),
          ),
    close: () => act(modal.close),
    connect: (connectorId, connectOptions) =>
      act(
        connections.connect(
          connectorId,
          connectOptions?.walletId === undefined
            ? {}
            : { data: { walletId: connectOptions.walletId } },
        ),
      ),
    refreshWalletConnectUri: () => act(connections.refresh),
    walletConnectWallets: ownWallets,
    walletCatalogue,
    excludedWallets,
    linkableWallets: walletConnectWallets,
    connectWalletEntries: (connectors, recentIds) =>
      connectWalletEntries({
        connectors,
        ordering: {
          order: kernel.features.connectorOrder,
          recentIds,
          featuredIds: config.featuredWalletIds,
        },
        walletConnectWallets: ownWallets,
        listWalletConnectWallets: true,
        catalogue: walletCatalogue,
        excluded: excludedWallets,
      }),
    isMobile,
    linkWalletConnectWallet: (walletId) => {
      const wallet = walletConnectWallets.find((w) => w.id === walletId)
      const uri = connections.store.getSnapshot().wcUri
      if (wallet === undefined || uri === undefined) return
      connections.setFields({
        wcLinking: { name: wallet.name, href: walletDeepLink(wallet.link, uri) },
        recentWallet: {
          id: wallet.id,
          name: wallet.name,
          ...(wallet.icon === undefined ? {} : { imageUrl: wallet.icon }),
        },
      })
    },
    disconnect: () => act(connections.disconnect),
    switchNetwork: (caipNetworkId) => act(connections.switchNetwork(caipNetworkId)),
    selectNetwork: (caipNetworkId, selectOptions) =>
      act(
        selectNetwork(
          {
            networks: kernel.networks,
            network: services.networks.store,
            accounts: services.accounts.store,
            connection: connections.store,
            connectors: services.connectors.store,
            modal,
            switchNetwork: connections.switchNetwork,
          },
          caipNetworkId,
          selectOptions,
        ),
      ),
    // A disposed kit answers as every action does (nothing), typed as the signature it asked for.
    signMessage: (message) =>
      perform(services.wallet.signMessage(message)).then((signature) => signature as string),
    reconnect: () => act(connections.reconnect),
    subscribeEvents: services.events.subscribe,
    setAnalyticsConsent: (granted) => Effect.runSync(telemetry.setConsent(granted)),
    dispose: async () => {
      if (disposed) return
      disposed = true
      await kernel.dispose()
    },
  }
}
