import { useCallback, useContext, useSyncExternalStore } from "react"
import type { Locale, MessagesShape } from "../../core"
import { FoyerContext } from "../provider/FoyerContext"
import { FoyerClientContext } from "./FoyerClientContext"

/** Looks a message up by id and fills its arguments (see {@link useMessage}). */
export type MessageLookup = MessagesShape["text"]

// The texts themselves are not imported here: this module is shared by the first paint and the
// lazy views, so it reaches the kernel's message modules only through the kit (its `Messages`)
// or the handle (`Foyer.pageText`); see ui/pageText.ts.

/** Outside any provider and kit: the id itself, which tests catch. */
const noText: MessageLookup = (id) => id

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
  const serverLocale = useCallback((): Locale => foyer?.serverLocale ?? "en", [foyer])
  const pageLocale = useSyncExternalStore(
    foyer?.locale.subscribe ?? noSubscription,
    foyer?.locale.getSnapshot ?? english,
    serverLocale,
  )
  return kitState?.text ?? foyer?.pageText(pageLocale) ?? noText
}
