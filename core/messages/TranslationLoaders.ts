import type { TranslatedLocale } from "./Locale"
import type { MessageCatalogue } from "./MessageCatalogue"

/**
 * Where a catalogue's translations are, by language: each a dynamic import, so a language's
 * texts are a lazy chunk fetched only when that language is chosen. A translation holds the
 * same ids as its English catalogue; an id it lacks shows in English.
 * @example
 * const translations: TranslationLoaders = {
 *   ar: () => import("./messages/ar"),
 *   de: () => import("./messages/de"),
 * }
 */
export type TranslationLoaders = Readonly<
  Partial<Record<TranslatedLocale, () => Promise<{ readonly default: MessageCatalogue }>>>
>
