/**
 * `@walletconnect/sign-client` 2.21.8 (the last open-source release) handles a wc_sessionDelete
 * in two async steps whose failures nothing awaits: `onSessionDeleteRequest` calls the async
 * `isValidDisconnect` without `await` inside its try, and runs `deleteSession` in an async
 * `relayer.once("publish")` listener. When one session is deleted twice (two deletes crossing
 * on a busy machine, or one arriving after the client deleted the session itself), each throws
 * 'Record was recently deleted' as an unhandled rejection, which fails a whole test run.
 *
 * The sandbox's sign clients skip the second delete instead: a delete request for a session
 * they no longer hold is dropped (the session is gone on this side already; the other side
 * ends it whatever it hears), and deleting a session already deleted does nothing. The rest of
 * the engine is sign-client's own. Where the engine has no such methods (another version), it
 * is left as it is.
 */

/** What of sign-client's engine the patch replaces (instance fields in 2.21.8). */
interface SessionDeleteSteps {
  onSessionDeleteRequest: (topic: string, payload: unknown) => Promise<void>
  deleteSession: (params: { readonly topic: string }) => Promise<void>
}

/** A sign client, as far as the patch reads it. */
export interface SessionDeleteClient {
  readonly engine: unknown
  readonly session: { readonly keys: ReadonlyArray<string> }
}

const hasDeleteSteps = (engine: unknown): engine is SessionDeleteSteps =>
  typeof engine === "object" &&
  engine !== null &&
  typeof Reflect.get(engine, "onSessionDeleteRequest") === "function" &&
  typeof Reflect.get(engine, "deleteSession") === "function"

/**
 * Makes `client` skip a repeated delete of one session (see above). Returns whether it did.
 * @example tolerateRepeatedSessionDelete(client)
 */
export const tolerateRepeatedSessionDelete = (client: SessionDeleteClient): boolean => {
  const engine = client.engine
  if (!hasDeleteSteps(engine)) return false
  const holds = (topic: string) => client.session.keys.includes(topic)
  const onDeleteRequest = engine.onSessionDeleteRequest
  const deleteSession = engine.deleteSession
  engine.onSessionDeleteRequest = async (topic, payload) => {
    if (holds(topic)) await onDeleteRequest(topic, payload)
  }
  engine.deleteSession = async (params) => {
    if (holds(params.topic)) await deleteSession(params)
  }
  return true
}
