import type {
  FoyerClient,
  FoyerOptions,
  Locale,
  ReadableStore,
  Store,
  ThemeState,
  View,
} from "../core"
import { createStore } from "../core/state/Store"
import { createPendingKitSettings } from "./pendingKitSettings"
import { loadModalContent } from "./provider/modalContent"
import { readStoredSession } from "./readStoredSession"
import { afterNextFrame } from "./shell/afterNextFrame"
import { type ConnectPreview, createConnectPreview } from "./shell/connectPreview"

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

/** The client's open options for a handle's `open` target. */
const openOptionsOf = (target: View | FoyerOpenTarget | undefined): FoyerOpenTarget | undefined =>
  target === undefined ? undefined : "name" in target ? { view: target } : target

/**
 * The view the shell shows for an open target: the one asked for; a wallet's connecting view
 * comes with the kit.
 */
const shellViewOf = (target: FoyerOpenTarget | undefined): View | undefined =>
  target?.walletId === undefined ? target?.view : undefined

/** Builds the running kit from the options; the default imports the kernel lazily. */
export type CreateFoyerClient = (options: FoyerOptions) => Promise<FoyerClient>

/** What `createFoyer` accepts besides the options (tests and custom hosts). */
export interface FoyerHandleEnvironment {
  /** Replaces the lazy `import()` of the kernel, e.g. with a prepared client in tests. */
  readonly createClient?: CreateFoyerClient
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

/**
 * The name of the User Timing measure of the kernel's start: from its code having arrived to
 * the running kit (config decoding, plugins, layers, stores). `npm run bench` reports it.
 */
export const kernelStartMeasure = "foyer:kernel-start"

const timing = (): Performance | undefined =>
  typeof performance === "undefined" || typeof performance.measure !== "function"
    ? undefined
    : performance

/** The kernel's code (a lazy chunk and its dependencies, fetched in parallel by the bundler). */
const kernelCode = () => import("../core/client/createFoyerClient")

const defaultCreateClient: CreateFoyerClient = async (options) => {
  const { createFoyerClient } = await kernelCode()
  const startedAt = timing()?.now()
  const client = await createFoyerClient(options)
  if (startedAt !== undefined) timing()?.measure(kernelStartMeasure, { start: startedAt })
  return client
}

const initialBridge: FoyerBridgeState = {
  client: undefined,
  loading: false,
  restoring: false,
  opening: undefined,
}

/** Whether a plugin may be on, from the options as written (remote features win, as in the kernel). */
const mayBeEnabled = (options: FoyerOptions, feature: string | undefined): boolean => {
  if (feature === undefined) return true
  const remote = (options.remoteFeatures as Readonly<Record<string, unknown>> | undefined)?.[
    feature
  ]
  const local = (options.features as Readonly<Record<string, unknown>> | undefined)?.[feature]
  return (remote ?? local) !== false
}

const ignore = () => {}

/**
 * Creates the light handle on Foyer. Call it once, outside components, and pass it to
 * `<FoyerProvider>`. Nothing is downloaded until the visitor opens the modal or a stored
 * session is restored.
 * @example
 * const foyer = createFoyer({ projectId: "demo", networks: ["eip155:1"] })
 * root.render(<FoyerProvider foyer={foyer}><ConnectButton /></FoyerProvider>)
 */
export const createFoyer = (
  options: FoyerOptions,
  environment: FoyerHandleEnvironment = {},
): Foyer => {
  const createClient = environment.createClient ?? defaultCreateClient
  const willRestore = () => options.enableReconnect !== false && readStoredSession()
  // A stored session is known now, so the buttons' first render already says "Reconnecting…":
  // a page restoring a session never shows "Connect Wallet" in between (on the server, and
  // while hydrating, the bridge reads as not restoring: see useFoyerBridge).
  const bridge = createStore<FoyerBridgeState>({ ...initialBridge, restoring: willRestore() })
  const theme = createStore<ThemeState>({
    themeMode: options.themeMode ?? "light",
    themeVariables: options.themeVariables ?? {},
  })
  const initialTheme = theme.getSnapshot()
  let loading: Promise<FoyerClient> | undefined
  let restoring: Promise<void> | undefined
  let openerElement: Element | null = null
  // The language and the analytics consent chosen before the kit loaded, applied when it starts.
  const settings = createPendingKitSettings(options, {
    client: () => bridge.getSnapshot().client,
    starting: () => loading,
  })

  const load = (): Promise<FoyerClient> => {
    if (loading !== undefined) return loading
    bridge.update((state) => ({ ...state, loading: true }))
    loading = createClient(settings.startOptions()).then(
      (client) => {
        // A theme chosen before the kit loaded wins over the configured one.
        const chosen = theme.getSnapshot()
        if (chosen !== initialTheme) client.stores.theme.update(() => chosen)
        settings.applyTo(client)
        bridge.update((state) => ({ ...state, client, loading: false, restoring: false }))
        return client
      },
      (error: unknown) => {
        // Let a later click try again (e.g. after a network hiccup while downloading).
        loading = undefined
        bridge.update((state) => ({
          ...state,
          client: undefined,
          loading: false,
          restoring: false,
        }))
        throw error
      },
    )
    return loading
  }

  const hasStoredSession = readStoredSession

  let preloaded = false
  const preload = () => {
    if (preloaded) return
    preloaded = true
    // All at once: each import the bundler sees in one go is fetched in the same wave.
    const downloads: Array<Promise<unknown>> = [loadModalContent()]
    // A page's own createClient (tests, custom hosts) brings its own code.
    if (environment.createClient === undefined) downloads.push(kernelCode())
    for (const plugin of options.plugins ?? []) {
      if (plugin.kit !== undefined && mayBeEnabled(options, plugin.feature)) {
        downloads.push(plugin.kit())
      }
    }
    // A failed download is tried again by the next intent; the open that needs it reports it.
    Promise.all(downloads).catch(() => {
      preloaded = false
    })
  }

  let preview: ConnectPreview | undefined
  const connectPreview = () => {
    preview ??= createConnectPreview(options)
    return preview
  }

  // The open in progress: closing the shell (or a later open) replaces it.
  let attempt: symbol | undefined
  let opening: Promise<FoyerClient | undefined> = Promise.resolve(undefined)
  const setOpening = (value: OpeningModal | undefined) =>
    bridge.update((state) => ({ ...state, opening: value }))

  /** Loads the kit and opens `view` unless the shell was closed meanwhile (then undefined). */
  const openThroughShell = async (
    target: FoyerOpenTarget | undefined,
    current: symbol,
  ): Promise<FoyerClient | undefined> => {
    const view = shellViewOf(target)
    let client: FoyerClient
    try {
      const [loaded, content] = await Promise.all([load(), loadModalContent()])
      // The first view's code too, so the modal draws it without a loading state.
      await content.preloadView(loaded, view)
      client = loaded
    } catch (error) {
      if (attempt === current) setOpening({ view, failed: true })
      throw error
    }
    if (attempt !== current) return undefined
    try {
      await client.open(target)
    } finally {
      if (attempt === current) {
        attempt = undefined
        setOpening(undefined)
      }
    }
    return client
  }

  const open = (to?: View | FoyerOpenTarget): Promise<void> => {
    const target = openOptionsOf(to)
    const view = shellViewOf(target)
    const client = bridge.getSnapshot().client
    if (client !== undefined && loadModalContent.loaded() !== undefined) {
      opening = client.open(target).then(() => client)
      return opening.then(ignore)
    }
    const current = Symbol("open")
    attempt = current
    // Browser wallets are asked before the first frame, so the shell lists them at once.
    connectPreview()
    setOpening({ view, failed: false })
    // The frame is drawn first; the downloads start right after it. Starting them inside the
    // click (the bundler's preload links, the kernel's import) held the frame back ~20 ms.
    // When the visitor's intent came first (pointer or focus resting), they are on their way.
    const done = afterNextFrame().then(() => {
      preload()
      return openThroughShell(target, current)
    })
    opening = done.catch(() => undefined)
    return done.then(ignore)
  }

  return {
    options,
    load,
    preload,
    open,
    close: async () => {
      if (attempt !== undefined) {
        attempt = undefined
        setOpening(undefined)
      }
      await bridge.getSnapshot().client?.close()
    },
    opened: () => opening,
    connectPreview,
    peek: () => bridge.getSnapshot().client,
    hasStoredSession,
    restore: () => {
      if (restoring !== undefined) return restoring
      const stored = willRestore()
      // The session may have gone since the handle was made (another tab disconnected).
      bridge.update((state) =>
        state.client === undefined && state.restoring !== stored
          ? { ...state, restoring: stored }
          : state,
      )
      if (!stored) return Promise.resolve()
      restoring = load().then((client) => client.reconnect())
      return restoring
    },
    bridge,
    theme,
    locale: settings.locale,
    setLocale: settings.setLocale,
    setOpener: (element) => {
      openerElement = element
    },
    opener: () =>
      typeof HTMLElement !== "undefined" &&
      openerElement instanceof HTMLElement &&
      openerElement.isConnected
        ? openerElement
        : undefined,
    setAnalyticsConsent: settings.setAnalyticsConsent,
    dispose: async () => {
      const client = bridge.getSnapshot().client
      loading = undefined
      restoring = undefined
      attempt = undefined
      preview?.dispose()
      preview = undefined
      settings.release()
      bridge.update(() => initialBridge)
      if (client !== undefined) await client.dispose()
    },
  }
}
