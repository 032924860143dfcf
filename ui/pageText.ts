import type { Locale } from "../core"
import { messageText } from "../core/messages/formatMessage"
import { pageButtonMessages } from "../core/messages/pageButtonMessages"
import { shellMessages } from "../core/messages/shellMessages"
import type { MessageLookup } from "./plugin/useMessage"

// The texts the page shows before the kit loads. Only the light entry's own modules (the
// handle, the page buttons) import this: the UI SDK's modules, which lazy views share with the
// first paint, reach these texts through the handle (`Foyer.pageText`). Were they to import the
// kernel's message modules themselves, modules shared with the lazy kernel, a consumer's Rolldown
// build would split the first paint into several files (issue 35; docs/contributing.md).

const english: MessageLookup = messageText(shellMessages)
const pageTexts = new Map<Locale, MessageLookup>([["en", english]])

/**
 * The kernel's catalogue with the page buttons' texts in `locale` (the light entry holds only
 * those: the rest shows in English until the kit has loaded the language).
 */
export const pageText = (locale: Locale): MessageLookup => {
  let text = pageTexts.get(locale)
  if (text === undefined) {
    const own = locale === "en" ? {} : pageButtonMessages[locale]
    text = messageText({ ...shellMessages, ...own }, locale)
    pageTexts.set(locale, text)
  }
  return text
}
