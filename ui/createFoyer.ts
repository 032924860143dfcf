import type { FoyerClient, FoyerOptions, ReadableStore, Store, ThemeState } from "../core"
import { createStore } from "../core/state/Store"

/** The local-storage item the kernel keeps the connection status in (spec 3), and its value when connected. */
const connectionStatusKey = "@foyer/connection_status"
const connectedValue = JSON.stringify("connected")

/** What the light handle knows before and after the kit's code is loaded. */
export interface FoyerBridgeState {
  /** The running kit, once loaded. */
  readonly client: FoyerClient | undefined
  /** True while the kit's code is being downloaded and started. */
  readonly loading: boolean
  /** True from the moment a stored session is found until the loaded kit takes over. */
  readonly restoring: boolean
}

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
  /** Remembers the element that opened the modal, so focus returns to it on close. */
  readonly setOpener: (element: Element | null) => void
  /** The element that opened the modal last, if it is still in the page. */
  readonly opener: () => HTMLElement | undefined
  /** Releases the loaded kit (wallet listeners, runtime); the handle can load again afterwards. */
  readonly dispose: () => Promise<void>
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

const defaultCreateClient: CreateFoyerClient = async (options) => {
  const { createFoyerClient } = await import("../core/client/createFoyerClient")
  const startedAt = timing()?.now()
  const client = await createFoyerClient(options)
  if (startedAt !== undefined) timing()?.measure(kernelStartMeasure, { start: startedAt })
  return client
}

/** Whether localStorage says the last visit ended connected; false where storage is unreachable. */
const readStoredSession = (): boolean => {
  try {
    if (typeof window === "undefined") return false
    return window.localStorage.getItem(connectionStatusKey) === connectedValue
  } catch {
    // Storage blocked (privacy settings, sandboxed frame): nothing to restore.
    return false
  }
}

const initialBridge: FoyerBridgeState = { client: undefined, loading: false, restoring: false }

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
  const bridge = createStore<FoyerBridgeState>(initialBridge)
  const theme = createStore<ThemeState>({
    themeMode: options.themeMode ?? "light",
    themeVariables: options.themeVariables ?? {},
  })
  const initialTheme = theme.getSnapshot()
  let loading: Promise<FoyerClient> | undefined
  let restoring: Promise<void> | undefined
  let openerElement: Element | null = null

  const load = (): Promise<FoyerClient> => {
    if (loading !== undefined) return loading
    bridge.update((state) => ({ ...state, loading: true }))
    loading = createClient(options).then(
      (client) => {
        // A theme chosen before the kit loaded wins over the configured one.
        const chosen = theme.getSnapshot()
        if (chosen !== initialTheme) client.stores.theme.update(() => chosen)
        bridge.update(() => ({ client, loading: false, restoring: false }))
        return client
      },
      (error: unknown) => {
        // Let a later click try again (e.g. after a network hiccup while downloading).
        loading = undefined
        bridge.update(() => initialBridge)
        throw error
      },
    )
    return loading
  }

  const hasStoredSession = readStoredSession

  return {
    options,
    load,
    peek: () => bridge.getSnapshot().client,
    hasStoredSession,
    restore: () => {
      if (restoring !== undefined) return restoring
      if (options.enableReconnect === false || !hasStoredSession()) return Promise.resolve()
      bridge.update((state) => (state.client === undefined ? { ...state, restoring: true } : state))
      restoring = load().then((client) => client.reconnect())
      return restoring
    },
    bridge,
    theme,
    setOpener: (element) => {
      openerElement = element
    },
    opener: () =>
      typeof HTMLElement !== "undefined" &&
      openerElement instanceof HTMLElement &&
      openerElement.isConnected
        ? openerElement
        : undefined,
    dispose: async () => {
      const client = bridge.getSnapshot().client
      loading = undefined
      restoring = undefined
      bridge.update(() => initialBridge)
      if (client !== undefined) await client.dispose()
    },
  }
}
