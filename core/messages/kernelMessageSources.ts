import type { FoyerPlugin } from "../plugins/FoyerPlugin"
import { coreTranslations } from "./coreTranslations"
import { coreMessageSource, type MessageSource } from "./Messages"

/**
 * The catalogues the kernel's `Messages` merges: its own first, then each enabled plugin's in
 * plugin order, each with its translations (lazy chunks, loaded when a language is chosen).
 */
export const kernelMessageSources = (
  plugins: ReadonlyArray<FoyerPlugin>,
): ReadonlyArray<MessageSource> => [
  { ...coreMessageSource, translations: coreTranslations },
  ...plugins.flatMap(
    (plugin): ReadonlyArray<MessageSource> =>
      plugin.messages === undefined
        ? []
        : [
            {
              source: plugin.id,
              catalogue: plugin.messages,
              ...(plugin.translations === undefined ? {} : { translations: plugin.translations }),
            },
          ],
  ),
]
