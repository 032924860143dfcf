import { useContext } from "react"
import type { FoyerClient, MessagesShape } from "../../core"
import { coreMessages } from "../../core/messages/coreMessages"
import { messageText } from "../../core/messages/formatMessage"
import { FoyerClientContext } from "./FoyerClientContext"

/** Looks a message up by id and fills its `{name}` placeholders (see {@link useMessage}). */
export type MessageLookup = MessagesShape["text"]

// Effect-free, so the page buttons (the light entry) can use it before the kit loads.
const coreText: MessageLookup = messageText(coreMessages)

/**
 * The message lookup of `client` (the kit's `Messages`: the kernel's catalogue and the enabled
 * plugins'), or of the kernel's own catalogue when there is no kit. For the modal shell, which
 * draws around the views rather than inside one.
 */
export const messageLookupOf = (client: FoyerClient | undefined): MessageLookup =>
  client === undefined ? coreText : client.messages.text

/**
 * The text of a message by id, from the kit's catalogue (the kernel's and every enabled
 * plugin's messages). An unknown id gives the id itself, which tests catch. Outside a view (the
 * page buttons, which may draw before the kit loads) the kernel's own catalogue answers.
 * @example
 * const message = useMessage()
 * <Button>{message("account.disconnect")}</Button>
 * <p>{message("connecting.waiting", { name: wallet.name })}</p>
 */
export const useMessage = (): MessageLookup => messageLookupOf(useContext(FoyerClientContext))
