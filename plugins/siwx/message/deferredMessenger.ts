import { Effect } from "effect"
import type { ChainNamespace } from "../../../core"
import { SiwxMessageInvalidError, SiwxSignatureCheckError } from "./SiwxMessageErrors"
import type { SiwxMessenger } from "./SiwxMessenger"

/** What a {@link deferredMessenger} knows before its code is imported, and how to import it. */
export interface DeferredMessengerOptions {
  /** The namespace the loaded messenger speaks for: known up front, so `messengerFor` picks it. */
  readonly namespace: ChainNamespace
  /**
   * The loaded messenger's `sameAccount`, without its code: it is synchronous, so it cannot
   * wait for an import.
   */
  readonly sameAccount: (a: string, b: string) => boolean
  /** Imports the messenger's module and makes it (a lazy chunk). */
  readonly load: () => Promise<SiwxMessenger>
}

/** The message of a failed import, for the error it becomes. */
const notLoaded = (namespace: ChainNamespace) => `the ${namespace} sign-in format did not load`

/**
 * A messenger whose code is imported on the first call of one of its Effect methods, then
 * shared by every later call, so a page pays for a namespace's sign-in format (its parser,
 * its signature check) only when a sign-in on that namespace needs it.
 *
 * An import that fails (its chunk did not download) is forgotten, so the next call tries
 * again, and fails the call with the method's own error, never a defect, so the kit's sign-in
 * fails as any other refused sign-in does ('Error signing message' and the sign view again,
 * spec 4) and the server store skips the session it cannot read: `verifySignature` with
 * `SiwxSignatureCheckError` (the signature could not be checked), `createMessage` and
 * `parseMessage` with `SiwxMessageInvalidError` on the part "message" (no text can be
 * written or read without the format); the import's error is the `cause` of both.
 * @example
 * const solana = deferredMessenger({
 *   namespace: "solana",
 *   sameAccount: (a, b) => a === b,
 *   load: () => import("./solana/solanaMessenger").then((m) => m.solanaMessenger()),
 * })
 */
export const deferredMessenger = (options: DeferredMessengerOptions): SiwxMessenger => {
  let loading: Promise<SiwxMessenger> | undefined
  // Callers arriving together share the one import. The reset is registered before any
  // caller's handler, so a caller that sees the failure already finds it forgotten.
  const load = (): Promise<SiwxMessenger> => {
    if (loading !== undefined) return loading
    const started = options.load()
    loading = started
    started.catch(() => {
      if (loading === started) loading = undefined
    })
    return started
  }
  const messageLoaded = Effect.tryPromise({
    try: load,
    catch: (cause) =>
      new SiwxMessageInvalidError({
        part: "message",
        reason: notLoaded(options.namespace),
        cause,
      }),
  })
  const checkLoaded = Effect.tryPromise({
    try: load,
    catch: (cause) => new SiwxSignatureCheckError({ reason: notLoaded(options.namespace), cause }),
  })
  return {
    namespace: options.namespace,
    createMessage: (fields) =>
      Effect.flatMap(messageLoaded, (messenger) => messenger.createMessage(fields)),
    parseMessage: (message) =>
      Effect.flatMap(messageLoaded, (messenger) => messenger.parseMessage(message)),
    verifySignature: (signed) =>
      Effect.flatMap(checkLoaded, (messenger) => messenger.verifySignature(signed)),
    sameAccount: options.sameAccount,
  }
}
