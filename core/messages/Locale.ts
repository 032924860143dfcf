/**
 * The languages Foyer's catalogues are written in: English (the spec's exact strings, always
 * loaded) and the translations, each a lazy chunk. Arabic is written right to left.
 */
export const supportedLocales = ["en", "ar", "de", "es", "fr", "ja"] as const

/** A language Foyer speaks, as a BCP 47 primary language subtag. */
export type Locale = (typeof supportedLocales)[number]

/** A language with a translated catalogue (every one but English, which is the source). */
export type TranslatedLocale = Exclude<Locale, "en">
