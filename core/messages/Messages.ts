import { Context, Effect, Layer } from "effect"
import { createStore, type ReadableStore } from "../state/Store"
import { coreMessages } from "./coreMessages"
import { type MessageValues, messageText } from "./formatMessage"
import type { Locale } from "./Locale"
import { localeDirection, type TextDirection } from "./localeDirection"
import type { MessageCatalogue } from "./MessageCatalogue"
import { MessageIdDuplicateError } from "./MessageIdDuplicateError"
import { matchLocale } from "./matchLocale"
import type { TranslationLoaders } from "./TranslationLoaders"

/** One catalogue, where it comes from ("core" or a plugin's id), and its translations. */
export interface MessageSource {
  readonly source: string
  /** The English texts, by message id. */
  readonly catalogue: MessageCatalogue
  /** The same ids in other languages, each a lazy chunk loaded when that language is chosen. */
  readonly translations?: TranslationLoaders
}

/** The language the UI speaks now and its texts: what every view reads and re-renders on. */
export interface MessagesState {
  readonly locale: Locale
  /** `rtl` for Arabic: the roots carry it as `dir`. */
  readonly direction: TextDirection
  /** Every message id with its text in `locale`; an id the translation lacks is in English. */
  readonly catalogue: MessageCatalogue
  /** Looks a message up in `catalogue` and formats it in `locale` (see `formatMessage`). */
  readonly text: (id: string, values?: MessageValues) => string
}

/** The `Messages` service: the merged catalogue, the current language and the lookup. */
export interface MessagesShape {
  /** Every message id of the kernel and the enabled plugins, with its text in the current language. */
  readonly catalogue: MessageCatalogue
  /**
   * The text of message `id` in the current language, its arguments filled from `values`. An
   * unknown id gives the id itself: a programming error, which tests catch as the id shown
   * instead of a text.
   */
  readonly text: (id: string, values?: MessageValues) => string
  /** The current language and its texts; views subscribe to re-render when it changes. */
  readonly store: ReadableStore<MessagesState>
  /**
   * Switches the language to the supported one best matching the BCP 47 tag `locale`: loads the
   * kernel's and every enabled plugin's translation for it (lazy chunks, in parallel), merges
   * them over English, then publishes the new texts. Succeeds with the language now spoken:
   * the old one when the tag matches none or a chunk fails to load (nothing half-translated
   * shows). A later call wins over one still loading.
   */
  readonly setLocale: (locale: string) => Effect.Effect<Locale>
}

/** The kernel's own catalogue as a source. */
export const coreMessageSource: MessageSource = { source: "core", catalogue: coreMessages }

const stateOf = (locale: Locale, catalogue: MessageCatalogue): MessagesState => ({
  locale,
  direction: localeDirection(locale),
  catalogue,
  text: messageText(catalogue, locale),
})

/** Only the ids of `english` from `translation`: a stray id cannot add or shadow a message. */
const translatedOver = (english: MessageCatalogue, translation: MessageCatalogue) =>
  Object.fromEntries(
    Object.keys(english).flatMap((id) => {
      const text = Object.hasOwn(translation, id) ? translation[id] : undefined
      return text === undefined || text.trim() === "" ? [] : [[id, text]]
    }),
  )

/**
 * Merges the catalogues (the kernel's and each enabled plugin's) into one `Messages`, in
 * English; an id defined by two sources fails with a `MessageIdDuplicateError` naming both.
 * `setLocale` then switches the language at run time.
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
    const english: MessageCatalogue = Object.freeze(catalogue)
    const store = createStore(stateOf("en", english))
    // Each language's merged catalogue once loaded, so switching back is immediate.
    const merged = new Map<Locale, MessageCatalogue>([["en", english]])
    let latest = 0

    const load = (locale: Locale) =>
      Effect.tryPromise(async () => {
        const translations = await Promise.all(
          sources.map(async ({ catalogue: own, translations }) => {
            const loader = locale === "en" ? undefined : translations?.[locale]
            return loader === undefined ? {} : translatedOver(own, (await loader()).default)
          }),
        )
        return Object.freeze(Object.assign({}, english, ...translations)) as MessageCatalogue
      })

    const setLocale = (tag: string): Effect.Effect<Locale> =>
      Effect.suspend(() => {
        const locale = matchLocale(tag)
        const request = ++latest
        const current = store.getSnapshot().locale
        if (locale === undefined) return Effect.succeed(current)
        const known = merged.get(locale)
        const texts =
          known === undefined
            ? load(locale).pipe(
                Effect.tap((loaded) => Effect.sync(() => merged.set(locale, loaded))),
              )
            : Effect.succeed(known)
        return texts.pipe(
          Effect.map((loaded) => {
            // A later switch started while this one loaded: that one decides.
            if (request !== latest) return store.getSnapshot().locale
            if (store.getSnapshot().locale !== locale) store.update(() => stateOf(locale, loaded))
            return locale
          }),
          // A chunk that cannot be fetched (offline, a new deployment) keeps the current
          // language whole rather than a mix of two.
          Effect.catch((error) =>
            Effect.logWarning(
              `[foyer] the "${locale}" messages could not be loaded: ${String(error.cause)}`,
            ).pipe(Effect.as(store.getSnapshot().locale)),
          ),
        )
      })

    return Effect.succeed({
      get catalogue() {
        return store.getSnapshot().catalogue
      },
      text: (id, values) => store.getSnapshot().text(id, values),
      store,
      setLocale,
    })
  })

/** The message catalogue as a service: every string the UI shows, by message id. */
export class Messages extends Context.Service<Messages, MessagesShape>()(
  "foyer-kit/messages/Messages",
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
