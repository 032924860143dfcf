import { type Locale, supportedLocales } from "./Locale"

const isSupported = (tag: string): tag is Locale =>
  (supportedLocales as ReadonlyArray<string>).includes(tag)

/**
 * The supported language that best matches a BCP 47 tag, by its primary language subtag
 * ("ar-EG" and "AR" are Arabic, "pt-BR" is none); undefined when none matches.
 * @example
 * matchLocale("ar-EG") // "ar"
 */
export const matchLocale = (tag: string): Locale | undefined => {
  const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase()
  return isSupported(primary) ? primary : undefined
}

/** The browser's preferred languages, best first (`navigator.languages`); none on the server. */
export const browserLanguages = (): ReadonlyArray<string> => {
  if (typeof navigator === "undefined") return []
  if (Array.isArray(navigator.languages) && navigator.languages.length > 0) {
    return navigator.languages
  }
  return typeof navigator.language === "string" ? [navigator.language] : []
}

/**
 * The language Foyer speaks on a page: the configured `locale` when it matches a supported
 * one, else the first of the browser's languages that does, else English.
 * @example
 * chooseLocale("de-AT") // "de"
 * chooseLocale(undefined, ["pt-BR", "fr-CA"]) // "fr"
 */
export const chooseLocale = (
  configured: string | undefined,
  preferred: ReadonlyArray<string> = browserLanguages(),
): Locale => {
  for (const tag of configured === undefined ? preferred : [configured, ...preferred]) {
    const match = matchLocale(tag)
    if (match !== undefined) return match
  }
  return "en"
}
