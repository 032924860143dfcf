import { connectingMultiChainMessages } from "./connectingMultiChainMessages"
import { connectNoticeMessages } from "./connectNoticeMessages"
import { errorMessages } from "./errorMessages"
import type { MessageCatalogue } from "./MessageCatalogue"
import { shellMessages } from "./shellMessages"

/**
 * The kernel's English catalogue: every text the core views, the modal, the page buttons,
 * the toasts and the kernel's errors show, by message id. Plugins bring their own catalogue
 * for their views; `Messages` merges them and refuses an id defined twice.
 *
 * Ids are `<where>.<what>`: `view.<ViewName>.title` for the modal's title on a view,
 * `modal.*` for the shell, `connectButton.*` and `networkButton.*` for the page buttons,
 * `<view>.*` for a core view's own texts (`account.disconnect`), `chain.*` for chain family
 * names, and `error.*` for the kernel's errors (`core/errors/messages.ts` reads those).
 * Values may hold `{name}` placeholders, filled when the message is looked up.
 *
 * Where the spec gives a text (points 2, 3, 4, 5, 6, 8) the value is the spec's, word for
 * word. Our own sentences end with a period, which tells them apart from the spec's verbatim
 * error strings.
 */
export const coreMessages = {
  ...shellMessages,
  ...errorMessages,
  ...connectNoticeMessages,
  ...connectingMultiChainMessages,
} as const satisfies MessageCatalogue

/** The id of one of the kernel's messages. */
export type CoreMessageId = keyof typeof coreMessages
