import { Deferred, Effect, Predicate } from "effect"
import type { FrameMessage } from "./checkFrameMessage"
import { errorEvent, type FrameRequestName, successEvent } from "./FrameEvent"
import { FrameReplyError } from "./FrameReplyError"
import { FrameRequestAbortedError } from "./FrameRequestAbortedError"

/** How a request to the secure frame ends: its success reply's payload, or one of these. */
export type FrameRequestFailure = FrameReplyError | FrameRequestAbortedError

/** A request posted to the secure frame and not answered yet. */
interface PendingRequest {
  readonly name: FrameRequestName
  readonly payload: unknown
  readonly reply: Deferred.Deferred<unknown, FrameRequestFailure>
}

/** The requests in flight, by their random id, answered or aborted from plain callbacks. */
export interface PendingRequests {
  /** Waits for the reply to request `id`: call before posting it. Ends with the reply. */
  readonly add: (
    id: string,
    name: FrameRequestName,
    payload: unknown,
  ) => Deferred.Deferred<unknown, FrameRequestFailure>
  /** Forgets request `id` (answered, aborted or given up). */
  readonly remove: (id: string) => void
  /**
   * Answers the request `message` replies to: its success reply's payload, or a
   * FrameReplyError for its error reply. A reply to no pending request, or of another
   * request's type, answers nothing; says whether one was answered.
   */
  readonly answer: (message: FrameMessage) => boolean
  /** Aborts every request in flight (spec 8: a timeout "aborts everything"). */
  readonly abortAll: (cause?: unknown) => void
  /** How many requests are in flight. */
  readonly size: () => number
}

/**
 * The error a request aborted with: an RPC request names its method and reads "Request was
 * aborted for RPC", any other the app event ("Something went wrong").
 */
export const abortedError = (
  name: FrameRequestName,
  payload: unknown,
  cause?: unknown,
): FrameRequestAbortedError => {
  const isRpcRequest = name === "RPC_REQUEST"
  const method =
    isRpcRequest && Predicate.hasProperty(payload, "method") && typeof payload.method === "string"
      ? payload.method
      : undefined
  return new FrameRequestAbortedError({
    isRpcRequest,
    request: method ?? name,
    ...(cause === undefined ? {} : { cause }),
  })
}

/** Makes an empty set of pending requests. */
export const makePendingRequests = (): PendingRequests => {
  const pending = new Map<string, PendingRequest>()
  return {
    add: (id, name, payload) => {
      const reply = Deferred.makeUnsafe<unknown, FrameRequestFailure>()
      pending.set(id, { name, payload, reply })
      return reply
    },
    remove: (id) => {
      pending.delete(id)
    },
    answer: (message) => {
      const request = message.id === undefined ? undefined : pending.get(message.id)
      if (request === undefined) return false
      if (message.type === successEvent(request.name)) {
        return Deferred.doneUnsafe(request.reply, Effect.succeed(message.payload))
      }
      if (message.type === errorEvent(request.name)) {
        const error = FrameReplyError.fromPayload(message.payload, request.name)
        return Deferred.doneUnsafe(request.reply, Effect.fail(error))
      }
      return false
    },
    abortAll: (cause) => {
      const aborted = [...pending.values()]
      pending.clear()
      for (const request of aborted) {
        Deferred.doneUnsafe(
          request.reply,
          Effect.fail(abortedError(request.name, request.payload, cause)),
        )
      }
    },
    size: () => pending.size,
  }
}
