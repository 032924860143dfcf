import type { MessageCatalogue } from "./MessageCatalogue"

/** The values a message's `{name}` placeholders are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>

/** A placeholder: a name of letters, digits or underscores between braces. */
const placeholder = /\{(\w+)\}/g

/**
 * Fills the `{name}` placeholders of `template` from `values`. A placeholder without a value
 * stays as written, so a forgotten value shows in the text (and in tests) instead of vanishing.
 * @example
 * formatMessage("Open {name}", { name: "MetaMask" }) // "Open MetaMask"
 */
export const formatMessage = (template: string, values?: MessageValues): string =>
  values === undefined
    ? template
    : template.replace(placeholder, (whole, name: string) =>
        Object.hasOwn(values, name) ? String(values[name]) : whole,
      )

/**
 * The text of message `id` in `catalogue`, placeholders filled. An id the catalogue lacks gives
 * the id itself: a programming error that a test sees as the id where a text was expected.
 * Effect-free, so the page buttons (the light entry) can read the kernel's catalogue.
 * @example
 * messageText(coreMessages)("walletConnect.openWallet", { name: "Rainbow" }) // "Open Rainbow"
 */
export const messageText =
  (catalogue: MessageCatalogue) =>
  (id: string, values?: MessageValues): string => {
    const template = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined
    return template === undefined ? id : formatMessage(template, values)
  }
