import type { TranslationLoaders } from "./TranslationLoaders"

/**
 * The kernel's catalogue in each translated language: one lazy chunk per language, fetched
 * only when that language is chosen (by config, the browser, or `setLocale`).
 */
export const coreTranslations: TranslationLoaders = {
  ar: () => import("./translations/ar"),
  de: () => import("./translations/de"),
  es: () => import("./translations/es"),
  fr: () => import("./translations/fr"),
  ja: () => import("./translations/ja"),
}
