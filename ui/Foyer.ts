import type {
  FoyerClient,
  FoyerOptions,
  Locale,
  MessagesShape,
  ReadableStore,
  Store,
  ThemeState,
  View,
} from "../core"
import type { ConnectPreview } from "./shell/connectPreview"

/** What the light handle knows before and after the kit's code is loaded. */
export interface FoyerBridgeState {
  /** The running kit, once loaded. */
  readonly client: FoyerClient | undefined
  /** True while the kit's code is being downloaded and started. */
  readonly loading: boolean
  /** True from the moment a stored session is found until the loaded kit takes over. */
  readonly restoring: boolean
  /** The modal the visitor opened while the kit was still on its way (the shell), if any. */
  readonly opening: OpeningModal | undefined
}

/**
 * The modal between the click and the kit opening it: the shell draws it from the light entry,
 * in the frame after the click (issue 14), while the kit's code downloads and starts.
 */
export interface OpeningModal {
  /** The view asked for; undefined for the default one (Connect, or Account when connected). */
  readonly view: View | undefined
  /** True when the kit's code could not be downloaded or started: the shell says so. */
  readonly failed: boolean
}

/** What the handle's `open` accepts besides a view: a view, or a wallet whose connecting view to show. */
export interface FoyerOpenTarget {
  readonly view?: View
  /** A connector's id or a configured WalletConnect wallet's id (it wins over `view`). */
  readonly walletId?: string
}

/**
 * The light handle on Foyer a page holds: the options and a way to load the kit when it
 * is needed. Creating it loads nothing; `load()` downloads and starts the kernel once.
 */
export interface Foyer {
  /** The options the kit is (or will be) built with. */
  readonly options: FoyerOptions
  /** Downloads and starts the kit once; later calls return the same client. */
  readonly load: () => Promise<FoyerClient>
  /**
   * Starts downloading, all at once, the code the modal's first view needs: the kernel, the
   * modal's views and the enabled plugins' kits. Same-origin static files only: nothing is sent
   * to any API and nothing starts. The page buttons call it on the visitor's intent (pointer
   * over, focus, touch); `open` calls it too.
   */
  readonly preload: () => void
  /**
   * Opens the modal on `view` (the default: Connect, or Account when connected), or with
   * `{ walletId }` on that wallet's connecting view (see `FoyerClient.open`). When the kit
   * is not ready yet, the shell shows at once and the kit opens the view once it has started.
   * Rejects when the kit fails to load, the view is not provided or the wallet is unknown.
   */
  readonly open: (target?: View | FoyerOpenTarget) => Promise<void>
  /** Closes the modal, or the shell of an open still on its way (which then never opens). */
  readonly close: () => Promise<void>
  /** The client once the open in progress has ended (undefined when it was closed or failed). */
  readonly opened: () => Promise<FoyerClient | undefined>
  /** The wallets the Connect view lists before the kit has started (browser wallets, recent). */
  readonly connectPreview: () => ConnectPreview
  /** The client if it is already loaded, else undefined; never loads anything. */
  readonly peek: () => FoyerClient | undefined
  /** Whether the previous visit left a connected session to restore (reads localStorage). */
  readonly hasStoredSession: () => boolean
  /** Restores a stored session once: loads the kit and reconnects. No-op without a stored session. */
  readonly restore: () => Promise<void>
  /** The handle's own state, for the hooks (see {@link FoyerBridgeState}). */
  readonly bridge: ReadableStore<FoyerBridgeState>
  /** The theme before the kit is loaded; copied into the kit's theme store when it loads. */
  readonly theme: Store<ThemeState>
  /**
   * The language the page buttons and the modal speak: the configured or the browser's before
   * the kit loads, then the kit's (kept in step with `client.setLocale`).
   */
  readonly locale: ReadableStore<Locale>
  /**
   * The language the server (and hydration) speaks: the configured one, or English (the
   * server cannot know the browser's).
   */
  readonly serverLocale: Locale
  /**
   * The texts the page shows before the kit has loaded, in `locale`: the kernel's English
   * catalogue with the page buttons' and the modal's first frame's texts in that language.
   */
  readonly pageText: (locale: Locale) => MessagesShape["text"]
  /**
   * Switches the language at run time (a BCP 47 tag, see `FoyerClient.setLocale`). Before the
   * kit has loaded it loads nothing: the page buttons switch at once (their texts are in the
   * light entry) and the kit starts in that language. Resolves with the language now spoken.
   */
  readonly setLocale: (locale: string) => Promise<Locale>
  /** Remembers the element that opened the modal, so focus returns to it on close. */
  readonly setOpener: (element: Element | null) => void
  /** The element that opened the modal last, if it is still in the page. */
  readonly opener: () => HTMLElement | undefined
  /** Releases the loaded kit (wallet listeners, runtime); the handle can load again afterwards. */
  readonly dispose: () => Promise<void>
  /**
   * Records the visitor's answer to usage analytics and error reports (GDPR; see the client's
   * `setAnalyticsConsent`). Before the kit has loaded it loads and sends nothing: the answer
   * is remembered and applied when the kit starts.
   */
  readonly setAnalyticsConsent: (granted: boolean) => void
}
