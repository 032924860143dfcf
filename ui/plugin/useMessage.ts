import { useContext } from "react"
import type { FoyerClient, MessageCatalogue, MessagesShape } from "../../core"
import { coreMessages } from "../../core/messages/coreMessages"
import { messageText } from "../../core/messages/formatMessage"
import { FoyerClientContext } from "./FoyerClientContext"

/** Looks a message up by id and fills its `{name}` placeholders (see {@link useMessage}). */
export type MessageLookup = MessagesShape["text"]

// Effect-free, so the page buttons (the light entry) can use it before the kit loads.
const coreText: MessageLookup = messageText(coreMessages)

const fallbacks = new WeakMap<FoyerClient, MessageLookup>()

/**
 * The kernel's catalogue plus the enabled plugins' own, for a kit whose facade does not carry
 * the merged `Messages` yet (the kernel refuses an id defined twice when it merges them).
 */
const fallbackText = (client: FoyerClient): MessageLookup => {
  const known = fallbacks.get(client)
  if (known !== undefined) return known
  const catalogues: ReadonlyArray<MessageCatalogue> = client.kernel.plugins.plugins.map(
    (plugin) => plugin.messages ?? {},
  )
  const text = messageText(Object.assign({}, coreMessages, ...catalogues))
  fallbacks.set(client, text)
  return text
}

/**
 * The message lookup of `client` (the kit's Messages), or of the kernel's own catalogue when
 * there is no kit yet. For the modal shell, which draws around the views rather than inside one.
 */
export const messageLookupOf = (client: FoyerClient | undefined): MessageLookup => {
  if (client === undefined) return coreText
  // TODO(issue 13): `client.messages` (the kernel's Messages service) is being added to the
  // facade; until every client carries it, the catalogues are merged here.
  const messages = (client as { readonly messages?: MessagesShape }).messages
  return messages?.text ?? fallbackText(client)
}

/**
 * The text of a message by id, from the kit's catalogue (the kernel's and every enabled
 * plugin's messages). An unknown id gives the id itself, which tests catch. Outside the modal
 * (the page buttons, before the kit loads) the kernel's own catalogue answers.
 * @example
 * const message = useMessage()
 * <Button>{message("account.disconnect")}</Button>
 * <p>{message("connecting.waiting", { name: wallet.name })}</p>
 */
export const useMessage = (): MessageLookup => messageLookupOf(useContext(FoyerClientContext))
