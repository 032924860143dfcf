import { useCallback, useContext, useSyncExternalStore } from "react"
import type { FoyerClient, Locale, MessagesShape } from "../../core"
import { messageText } from "../../core/messages/formatMessage"
import { chooseLocale } from "../../core/messages/matchLocale"
import { pageButtonMessages } from "../../core/messages/pageButtonMessages"
import { shellMessages } from "../../core/messages/shellMessages"
import { FoyerContext } from "../provider/FoyerContext"
import { FoyerClientContext } from "./FoyerClientContext"

/** Looks a message up by id and fills its arguments (see {@link useMessage}). */
export type MessageLookup = MessagesShape["text"]

// Effect-free, so the page buttons (the light entry) can use it before the kit loads.
const coreText: MessageLookup = messageText(shellMessages)
const pageTexts = new Map<Locale, MessageLookup>([["en", coreText]])

/**
 * The kernel's catalogue with the page buttons' texts in `locale` (the light entry holds only
 * those: the rest shows in English until the kit has loaded the language).
 */
const pageText = (locale: Locale): MessageLookup => {
  let text = pageTexts.get(locale)
  if (text === undefined) {
    const own = locale === "en" ? {} : pageButtonMessages[locale]
    text = messageText({ ...shellMessages, ...own }, locale)
    pageTexts.set(locale, text)
  }
  return text
}

/**
 * The message lookup of `client` in its current language (the kit's `Messages`: the kernel's
 * catalogue and the enabled plugins'), or of the kernel's own English catalogue when there is
 * no kit. Reads the language once: a component re-rendering on a switch uses `useMessage`.
 */
export const messageLookupOf = (client: FoyerClient | undefined): MessageLookup =>
  client === undefined ? coreText : client.messages.store.getSnapshot().text

const noSubscription = () => () => {}
const noState = () => undefined
const english = (): Locale => "en"

/**
 * The text of a message by id, from the kit's catalogue (the kernel's and every enabled
 * plugin's messages) in the current language. The component re-renders when the language
 * changes (`setLocale`), with the new texts. An unknown id gives the id itself, which tests
 * catch. Outside a view (the page buttons, which may draw before the kit loads) the kernel's
 * own catalogue answers, with the buttons' texts in the page's language.
 * @example
 * const message = useMessage()
 * <Button>{message("account.disconnect")}</Button>
 * <p>{message("connecting.waiting", { name: wallet.name })}</p>
 * <p>{message("tokens.count", { count: 3 })}</p> // "{count, plural, one {# token} other {# tokens}}"
 */
export const useMessage = (): MessageLookup => {
  const client = useContext(FoyerClientContext)
  const foyer = useContext(FoyerContext)
  const kit = client?.messages.store
  const kitState = useSyncExternalStore(
    kit?.subscribe ?? noSubscription,
    kit?.getSnapshot ?? noState,
    kit?.getSnapshot ?? noState,
  )
  // The server cannot know the browser's languages: it (and hydration) reads the configured one.
  const serverLocale = useCallback(
    (): Locale => (foyer === undefined ? "en" : chooseLocale(foyer.options.locale, [])),
    [foyer],
  )
  const pageLocale = useSyncExternalStore(
    foyer?.locale.subscribe ?? noSubscription,
    foyer?.locale.getSnapshot ?? english,
    serverLocale,
  )
  return kitState?.text ?? pageText(pageLocale)
}
