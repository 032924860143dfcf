import type {
  FoyerClient,
  FoyerOptions,
  FoyerPlugin,
  PluginFeature,
  ThemeState,
  View,
} from "../core"
import { chooseLocale } from "../core/messages/matchLocale"
import { createStore } from "../core/state/Store"
import type { Foyer, FoyerBridgeState, FoyerOpenTarget, OpeningModal } from "./Foyer"
import { pageText } from "./pageText"
import { createPendingKitSettings } from "./pendingKitSettings"
import { loadModalContent } from "./provider/modalContent"
import { readStoredSession } from "./readStoredSession"
import { afterNextFrame } from "./shell/afterNextFrame"
import { askedFeature } from "./shell/askedFeature"
import { type ConnectPreview, createConnectPreview } from "./shell/connectPreview"
import { mustAgreeFirst } from "./shell/legalTerms"

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
 * The name of the User Timing measure of the kernel's start: from its code having arrived to
 * the running kit (config decoding, plugins, layers, stores). `npm run bench` reports it.
 */
export const kernelStartMeasure = "foyer:kernel-start"

const timing = (): Performance | undefined =>
  typeof performance === "undefined" || typeof performance.measure !== "function"
    ? undefined
    : performance

/**
 * The kernel's code (a lazy chunk and its dependencies, fetched in parallel by the bundler).
 * Its export is read by name: a dynamic import whose whole namespace is used makes the
 * consumer's bundler build a namespace object with its runtime helper, a module the first
 * paint holds too, which then moves out of the page's entry file (issue 35).
 */
const kernelCode = () =>
  import("../core/client/createFoyerClient").then(({ createFoyerClient }) => createFoyerClient)

/** The wallet catalogue's chunk (its data and logos), read by name as the kernel's is. */
const catalogueCode = () =>
  import("../core/walletList/catalogue/walletCatalogue").then(
    ({ walletCatalogue }) => walletCatalogue,
  )

const defaultCreateClient: CreateFoyerClient = async (options) => {
  const createFoyerClient = await kernelCode()
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

/**
 * Whether a plugin may be on, from the options as written (remote features win, as in the
 * kernel): it has no flag, or one of its flags is not turned off (false, or no socials).
 */
const mayBeEnabled = (options: FoyerOptions, feature: FoyerPlugin["feature"]): boolean => {
  if (feature === undefined) return true
  const flags: ReadonlyArray<PluginFeature> = typeof feature === "string" ? [feature] : feature
  return flags.some((flag) => {
    const asked = askedFeature(options, flag)
    return asked !== false && !(Array.isArray(asked) && asked.length === 0)
  })
}

const ignore = () => {}

const connectView: View = { name: "Connect" }

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
    // A page's own createClient (tests, custom hosts) brings its own code. The kernel fetches
    // the wallet catalogue as it starts: asked here too, it comes in the same wave, not one
    // round trip after the kernel's code (issue 14's one wave after the click).
    if (environment.createClient === undefined) {
      downloads.push(kernelCode())
      if (options.walletCatalogue !== false) downloads.push(catalogueCode())
    }
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

  // With the legalCheckbox feature, a wallet asked for by id waits for the box like the Connect
  // view's wallets: until the visitor has ticked it, the open shows the Connect view, where the
  // box is, instead of asking the wallet at once.
  const agreedTarget = (target: FoyerOpenTarget | undefined): FoyerOpenTarget | undefined =>
    target?.walletId !== undefined && mustAgreeFirst(handle, bridge.getSnapshot().client)
      ? { view: connectView }
      : target

  const open = (to?: View | FoyerOpenTarget): Promise<void> => {
    const target = agreedTarget(openOptionsOf(to))
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

  const handle: Foyer = {
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
    serverLocale: chooseLocale(options.locale, []),
    pageText,
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
  return handle
}
