import { useCallback, useMemo, useSyncExternalStore } from "react"
import type { Locale, TextDirection } from "../../core"
import { localeDirection } from "../../core/messages/localeDirection"
import { useFoyerHandle } from "../provider/FoyerContext"

/** The language Foyer speaks on the page, its direction, and a way to switch it. */
export interface FoyerLocale {
  /** The supported language spoken now ("en", "ar", "de", "es", "fr" or "ja"). */
  readonly locale: Locale
  /** `rtl` for Arabic, else `ltr`: Foyer's roots carry it as `dir`. */
  readonly direction: TextDirection
  /**
   * Switches the language at run time (a BCP 47 tag); every Foyer element re-renders in it
   * without a reload. Resolves with the language now spoken (the previous one when the tag
   * matches no supported language or its texts could not be downloaded).
   */
  readonly setLocale: (locale: string) => Promise<Locale>
}

/**
 * The language of the modal and page buttons, and `setLocale`. Works before the kit has
 * loaded (and loads nothing then). On the server and while hydrating it reads the configured
 * language (or English), as the server could not know the browser's.
 * @example
 * const { locale, setLocale } = useFoyerLocale()
 * <select value={locale} onChange={(e) => void setLocale(e.target.value)}>…</select>
 */
export const useFoyerLocale = (): FoyerLocale => {
  const foyer = useFoyerHandle()
  const serverLocale = useCallback(() => foyer.serverLocale, [foyer])
  const locale = useSyncExternalStore(
    foyer.locale.subscribe,
    foyer.locale.getSnapshot,
    serverLocale,
  )
  return useMemo(
    () => ({ locale, direction: localeDirection(locale), setLocale: foyer.setLocale }),
    [locale, foyer],
  )
}
