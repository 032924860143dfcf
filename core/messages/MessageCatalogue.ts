/**
 * Messages by id: the English text of every string the UI shows. The kernel's catalogue and
 * each enabled plugin's are merged into one (`Messages`); an id is never defined twice.
 * Values may hold `{name}` placeholders, filled when the message is looked up.
 * @example
 * const messages = { "send.title": "Send", "send.error.amountAndReceiver": "An amount and receiver address are required" } satisfies MessageCatalogue
 */
export type MessageCatalogue = Readonly<Record<string, string>>
