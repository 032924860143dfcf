import type { FoyerClient, FoyerOptions, Locale, ReadableStore } from "../core"
import { chooseLocale, matchLocale } from "../core/messages/matchLocale"
import { createStore } from "../core/state/Store"

/** What the settings need to know of the kit: whether it runs, or is on its way. */
export interface KitProgress {
  /** The running kit, once loaded. */
  readonly client: () => FoyerClient | undefined
  /** The kit being downloaded and started (or started), if its load has begun. */
  readonly starting: () => Promise<FoyerClient> | undefined
}

/**
 * The settings a page may change before the kit has loaded, the language and the analytics
 * consent: remembered until the kit starts, applied to it then, and forwarded to it afterwards.
 */
export interface PendingKitSettings {
  /**
   * The language the page buttons and the modal speak: the configured or the browser's before
   * the kit loads, then the kit's (kept in step with `client.setLocale`).
   */
  readonly locale: ReadableStore<Locale>
  /** The options to start the kit with: a language chosen before it loaded wins over the configured one. */
  readonly startOptions: () => FoyerOptions
  /** Applies the remembered settings to the kit that has just started, and follows its language. */
  readonly applyTo: (client: FoyerClient) => void
  /** Stops following the language of the kit being released. */
  readonly release: () => void
  /** Switches the language (see `Foyer.setLocale`); resolves with the language now spoken. */
  readonly setLocale: (tag: string) => Promise<Locale>
  /** Records the analytics consent (see `Foyer.setAnalyticsConsent`). */
  readonly setAnalyticsConsent: (granted: boolean) => void
}

/**
 * Makes the pending settings of a light handle built with `options`; `kit` tells whether the
 * kit runs or is on its way. Loads nothing itself.
 * @example
 * const settings = createPendingKitSettings(options, { client: peek, starting: () => loading })
 * const client = await createClient(settings.startOptions())
 * settings.applyTo(client)
 */
export const createPendingKitSettings = (
  options: FoyerOptions,
  kit: KitProgress,
): PendingKitSettings => {
  const configuredLocale = chooseLocale(options.locale)
  const locale = createStore<Locale>(configuredLocale)
  let stopLocaleSync: (() => void) | undefined
  // The visitor's analytics consent given before the kit loaded, applied when it starts.
  let analyticsConsent: boolean | undefined

  return {
    locale,
    startOptions: () => {
      const chosenLocale = locale.getSnapshot()
      return chosenLocale === configuredLocale ? options : { ...options, locale: chosenLocale }
    },
    applyTo: (client) => {
      if (analyticsConsent !== undefined) client.setAnalyticsConsent(analyticsConsent)
      // From now on the kit's language is the page's (a view may switch it, too).
      const kitLocale = client.messages.store
      const follow = () => locale.update(() => kitLocale.getSnapshot().locale)
      stopLocaleSync?.()
      stopLocaleSync = kitLocale.subscribe(follow)
      follow()
    },
    release: () => {
      stopLocaleSync?.()
      stopLocaleSync = undefined
    },
    setLocale: (tag) => {
      const client = kit.client()
      if (client !== undefined) return client.setLocale(tag)
      const match = matchLocale(tag)
      if (match !== undefined) locale.update(() => match)
      // The kit on its way was asked for the earlier language: it follows once started.
      const starting = kit.starting()
      if (starting !== undefined && match !== undefined) {
        return starting.then(
          (started) => started.setLocale(match),
          () => locale.getSnapshot(),
        )
      }
      return Promise.resolve(locale.getSnapshot())
    },
    setAnalyticsConsent: (granted) => {
      analyticsConsent = granted
      kit.client()?.setAnalyticsConsent(granted)
    },
  }
}
