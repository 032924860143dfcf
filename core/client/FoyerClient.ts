import type { AccountsState } from "../accounts/AccountState"
import type { CurrentAccount } from "../accounts/CurrentAccount"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ThemeVariables, WalletConnectWallet } from "../config/FoyerConfig"
import type { ConnectionState } from "../connections/ConnectionState"
import type { FoyerEvent } from "../events/Events"
import type { Kernel } from "../Kernel"
import type { ModalStore } from "../modal/ModalStore"
import type { View } from "../modal/ViewName"
import type { NetworkState } from "../networks/NetworkState"
import type { ReadableStore, Store } from "../state/Store"
import type { ToastStore } from "../toasts/ToastState"
import type { CatalogueWallet } from "../walletList/catalogue/CatalogueWallet"
import type { WalletEntry } from "../walletList/listWallets"

export type { FoyerEvent }

import type { Effect } from "effect"
import type { ConnectAttempt } from "../connections/ConnectAttempt"
import type { SwitchAttempt } from "../connections/SwitchAttempt"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import type { Locale } from "../messages/Locale"
import type { MessagesShape } from "../messages/Messages"
import type { KernelServices } from "../plugins/KernelServices"
import type { RecentWallet } from "../storage/StorageKeys"

/**
 * The contract between the kernel and any UI (React today). The UI never imports Effect:
 * it reads stores through `getSnapshot`/`subscribe` and calls the async actions below,
 * whose failures are reported in state (connection status, toasts, view data), never thrown
 * to a click handler — except programmer errors (an unknown connector id, a network id the site
 * did not configure, a view no enabled plugin provides), which reject with the kernel's tagged
 * error, a connect the visitor ends by closing the modal ('Modal closed'), and the requests a
 * caller awaits an answer to (`signMessage`), which reject with the wallet's typed error.
 */

/** Theme as configured, switchable at run time. */
export interface ThemeState {
  readonly themeMode: "light" | "dark"
  readonly themeVariables: ThemeVariables
}

/** The running kit behind a page: kernel, stores and actions. */
export interface FoyerClient {
  readonly kernel: Kernel
  readonly stores: {
    readonly modal: ModalStore
    readonly connection: ReadableStore<ConnectionState<CaipNetwork>>
    readonly accounts: ReadableStore<AccountsState>
    /** The account connected on the active network, if any (Accounts.current). */
    readonly currentAccount: ReadableStore<CurrentAccount | undefined>
    readonly network: Store<NetworkState<CaipNetwork>>
    readonly toast: ToastStore
    /** Wallets discovered (EIP-6963 announcements, legacy injected), deduplicated by rdns. */
    readonly connectors: ReadableStore<ReadonlyArray<ConnectorInfo>>
    /** The wallets used last, newest first, at most 2 (the Connect view's "recent" group). */
    readonly recentWallets: ReadableStore<ReadonlyArray<RecentWallet>>
    readonly connectAttempt: ReadableStore<ConnectAttempt>
    readonly switchAttempt: ReadableStore<SwitchAttempt>
    readonly theme: Store<ThemeState>
  }
  /**
   * Every string the UI shows, by message id (the kernel's and the enabled plugins'), in the
   * current language; `messages.store` tells when the language changes.
   */
  readonly messages: MessagesShape
  /**
   * Switches the language at run time (a BCP 47 tag; "ar-EG" speaks Arabic): loads the
   * kernel's and the enabled plugins' translations for it, then every view re-renders in it,
   * without a reload. Resolves with the language now spoken: the previous one when the tag
   * matches no supported language or a translation could not be downloaded.
   * @example
   * await client.setLocale("ar") // "ar": the modal is now right to left
   */
  readonly setLocale: (locale: string) => Promise<Locale>
  /**
   * Runs an Effect on the kit's runtime (kernel and plugin services provided). Only the plugin
   * SDK calls this; views never touch the Effect runtime themselves.
   */
  readonly run: <A, E>(effect: Effect.Effect<A, E, KernelServices>) => Promise<A>
  /**
   * Opens the modal on a view, else Account when connected, else Connect. `view` may be any
   * view the kernel or an enabled plugin contributes (another rejects with ViewNotAvailableError;
   * a feature's view asked for without its feature, with that feature's developer alert of
   * spec 8, an AlertError such as 'Multi-Wallet Not Enabled', see `featureViews`).
   * `walletId` (it wins over `view`) opens what choosing that wallet in the Connect view opens:
   * for a wallet of several chain families, ConnectingMultiChain (see `walletConnectingView`);
   * else a discovered connector's connecting view (ConnectingExternal for an injected wallet,
   * which is asked to connect at once),
   * or for a configured WalletConnect wallet ConnectingWalletConnect, which starts the pairing
   * and offers that wallet. An unknown id rejects with InternalError 'Provider not found: <id>';
   * a view opened on a network the site did not configure (SwitchNetwork's `data.network`)
   * rejects with KitError APKT001 'Network Not Found' and the modal stays as it was.
   * @example
   * await client.open({ walletId: "io.metamask" })
   */
  readonly open: (options?: { readonly view?: View; readonly walletId?: string }) => Promise<void>
  readonly close: () => Promise<void>
  /**
   * Connects with a wallet; the result shows in the stores. Started while the modal shows a
   * view of the connect flow, the kit first shows the connector's `connectingView`
   * (ConnectingExternal if it has none) with `{ connectorId, walletId? }` as its data: the UI
   * only says which wallet, the connect flow decides its own views. For the WALLET_CONNECT
   * connector this starts a pairing: `stores.connection` gets `wcUri` and `wcPairingExpiry`
   * (with `buffering` while the URI is being made), and the promise resolves once the wallet
   * approves, rejects ('Connection rejected', `wcError`) or the pairing fails. On Telegram and
   * iOS Safari a pairing that has not expired is kept rather than replaced (a deep link must
   * open within the tap). Closing the modal before the wallet answered rejects with FlowError
   * 'Modal closed' (spec 8): a pairing is dropped; a browser wallet's prompt, which cannot be
   * withdrawn, stays, and approving it after all still connects (the stores say so).
   * @example
   * // A configured WalletConnect wallet: its connector is found by type, never by id.
   * const pairing = client.stores.connectors.getSnapshot().find((c) => c.type === "WALLET_CONNECT")
   * if (pairing !== undefined) await client.connect(pairing.id, { walletId: "rainbow" })
   */
  readonly connect: (
    connectorId: string,
    options?: {
      /** A WalletConnect wallet of `walletConnectWallets` whose deep link the view offers. */
      readonly walletId?: string
    },
  ) => Promise<void>
  /** Drops the pending WalletConnect pairing and starts a new one (an expired QR code's refresh). */
  readonly refreshWalletConnectUri: () => Promise<void>
  /** Whether the page runs on a phone (AllWallets and deep links instead of a QR code). */
  readonly isMobile: boolean
  /**
   * The dApp's own wallets, reached over WalletConnect (config `walletConnectWallets` without
   * those `excludeWalletIds` names): the Connect view's custom group.
   */
  readonly walletConnectWallets: ReadonlyArray<WalletConnectWallet>
  /**
   * The wallet catalogue as the config narrows it (`includeWalletIds`, `excludeWalletIds`), in
   * its recommended order: its chunk is fetched as the kit starts (none when it could not be).
   */
  readonly walletCatalogue: ReadonlyArray<CatalogueWallet>
  /**
   * The connector ids and rdns no list shows: `excludeWalletIds` and the rdns of the catalogue
   * wallets it names (so an excluded wallet's installed extension is not listed either).
   */
  readonly excludedWallets: ReadonlySet<string>
  /**
   * The Connect view's list for these connectors and recent wallets: the connectors in the
   * spec's group order with the catalogue's featured and recommended wallets
   * (`connectWalletEntries`), computed by the kit so the light entry carries none of it.
   */
  readonly connectWalletEntries: (
    connectors: ReadonlyArray<ConnectorInfo>,
    recentIds: ReadonlyArray<string>,
  ) => ReadonlyArray<WalletEntry>
  /**
   * Every wallet a WalletConnect view can open by its deep link: the configured ones
   * (`walletConnectWallets`), then the catalogue's others.
   */
  readonly linkableWallets: ReadonlyArray<WalletConnectWallet>
  /**
   * Records that the visitor opened `walletId` by its deep link for the current pairing
   * (connection `wcLinking` and `recentWallet`); the link itself is followed by the page.
   */
  readonly linkWalletConnectWallet: (walletId: string) => void
  /** Disconnects the current connection (the next one becomes current). */
  readonly disconnect: () => Promise<void>
  /**
   * Asks the current wallet to sign `message` as its chain family signs text (EVM:
   * personal_sign, a 0x hex signature; Solana: solana:signMessage, base58; Bitcoin: a signed
   * message, base64) and resolves with the signature.
   * Rejects with ConnectorNotConnectedError 'Connector not connected.' when nothing is
   * connected, AccountNotFoundError 'Account not found.' when the wallet no longer reports the
   * connected account (eth_accounts; it is then not asked to sign), UserRejectedRequestError
   * 'User rejected the request' when the visitor declines, and InternalError 'Sign message
   * failed' for any other wallet failure. Each carries its `category` (WALLET_ERROR...).
   */
  readonly signMessage: (message: string) => Promise<string>
  /**
   * Switches network: through the connected wallet (wallet_switchEthereumChain; 4902 adds the
   * chain and retries, a failed add is a rejection), else in the kit alone. The wallet's answer
   * shows in `stores.switchAttempt` ('User rejected the request'; for a wallet answering 4200,
   * 'Chain switching is not supported by this wallet.'). A network id the site did not
   * configure rejects with KitError APKT001 'Network Not Found' (category VALIDATION_ERROR).
   */
  readonly switchNetwork: (caipNetworkId: string) => Promise<void>
  /**
   * The visitor chose a network in a list (spec 2, network switching target view): nothing when
   * it is the active one; SwitchActiveChain when they are connected on the current chain family,
   * the network is of another family and they have no account there; otherwise SwitchNetwork,
   * which shows the switch this starts (the wallet's confirmation, its refusal with Try again).
   * `ignoreSwitchConfirmation` always takes SwitchNetwork. An unknown id rejects as
   * `switchNetwork` does.
   */
  readonly selectNetwork: (
    caipNetworkId: string,
    options?: { readonly ignoreSwitchConfirmation?: boolean },
  ) => Promise<void>
  /** Restores a stored session on page load: recent connector first, no disconnected flash. */
  readonly reconnect: () => Promise<void>
  readonly subscribeEvents: (listener: (event: FoyerEvent) => void) => () => void
  /**
   * Records the visitor's answer to usage analytics and error reports (GDPR): until it is
   * granted (here or by the `analyticsConsent` option) nothing is kept or sent; withdrawing it
   * drops the events not yet sent. Sends nothing by itself.
   */
  readonly setAnalyticsConsent: (granted: boolean) => void
  /** Stops listening to wallets and releases the runtime. */
  readonly dispose: () => Promise<void>
}
