import { Context, Effect, Layer } from "effect"
import { coreMessages } from "./coreMessages"
import { type MessageValues, messageText } from "./formatMessage"
import type { MessageCatalogue } from "./MessageCatalogue"
import { MessageIdDuplicateError } from "./MessageIdDuplicateError"

/** One catalogue and where it comes from: "core" or a plugin's id. */
export interface MessageSource {
  readonly source: string
  readonly catalogue: MessageCatalogue
}

/** The `Messages` service: the merged catalogue and the lookup every view uses. */
export interface MessagesShape {
  /** Every message id of the kernel and the enabled plugins, with its English text. */
  readonly catalogue: MessageCatalogue
  /**
   * The text of message `id`, its `{name}` placeholders filled from `values`. An unknown id
   * gives the id itself: a programming error, which tests catch as the id shown instead of a text.
   */
  readonly text: (id: string, values?: MessageValues) => string
}

/** The kernel's own catalogue as a source. */
export const coreMessageSource: MessageSource = { source: "core", catalogue: coreMessages }

/**
 * Merges the catalogues (the kernel's and each enabled plugin's) into one `Messages`; an id
 * defined by two sources fails with a `MessageIdDuplicateError` naming both.
 * @example
 * makeMessages([coreMessageSource, { source: "send", catalogue: { "send.title": "Send" } }])
 */
export const makeMessages = (
  sources: ReadonlyArray<MessageSource>,
): Effect.Effect<MessagesShape, MessageIdDuplicateError> =>
  Effect.suspend(() => {
    // Copied a catalogue at a time, not an id at a time (this runs on the kernel's start,
    // issue 14): only a later source's ids are looked up, and the owner of a clash is found
    // only when there is one.
    const catalogue: Record<string, string> = {}
    for (const [index, { source, catalogue: own }] of sources.entries()) {
      if (index > 0) {
        for (const id of Object.keys(own)) {
          if (!Object.hasOwn(catalogue, id)) continue
          const other = sources.find((earlier) => Object.hasOwn(earlier.catalogue, id))
          return Effect.fail(new MessageIdDuplicateError({ id, source, other: other!.source }))
        }
      }
      Object.assign(catalogue, own)
    }
    const merged: MessageCatalogue = Object.freeze(catalogue)
    return Effect.succeed({ catalogue: merged, text: messageText(merged) })
  })

/** The message catalogue as a service: every string the UI shows, by message id. */
export class Messages extends Context.Service<Messages, MessagesShape>()(
  "foyer/messages/Messages",
) {
  /** The merged catalogue of `sources` (the kernel passes its own first, then each plugin's). */
  static readonly layer = (
    sources: ReadonlyArray<MessageSource>,
  ): Layer.Layer<Messages, MessageIdDuplicateError> => Layer.effect(Messages, makeMessages(sources))

  /** The kernel's catalogue plus, optionally, a test's own messages (source "test"). */
  static readonly layerTest = (
    catalogue: MessageCatalogue = {},
  ): Layer.Layer<Messages, MessageIdDuplicateError> =>
    Messages.layer([coreMessageSource, { source: "test", catalogue }])
}
