import { Deferred, Effect, Exit, FiberSet, Option, Result, Scope } from "effect"
import type { FrameArea } from "../EmbeddedWallet"
import {
  frameLoadTimeout,
  frameReadyDelay,
  loginRequestTimeout,
  signOutTimeout,
} from "../EmbeddedWalletSchedules"
import { type AppMessage, checkFrameMessage } from "./checkFrameMessage"
import { appEvent, type FrameRequestName, frameReadyEvent } from "./FrameEvent"
import { browserFrameHost, type FrameHost, type ReceivedMessage } from "./FrameHost"
import { FrameNotSetError } from "./FrameNotSetError"
import { FrameTimeoutError } from "./FrameTimeoutError"
import { type FrameQuery, type FrameUrlInvalidError, frameUrlOf } from "./FrameUrl"
import { isLoginRequest } from "./loginRequests"
import { abortedError, type FrameRequestFailure, makePendingRequests } from "./pendingRequests"

/**
 * Where the secure frame is (spec 4's "Secure frame" line): not ready, ready on its ready
 * event, initialised 500 ms later once the dApp data is synced and the smart-account networks
 * fetched; or not ready within 20 s (load failed), or removed (disposed).
 */
export type FrameStatus = "not-ready" | "ready" | "initialised" | "load-failed" | "disposed"

/** What the frame client is made with. */
export interface FrameClientOptions {
  /** The secure site's frame page; its origin is the only one the client talks to. */
  readonly frameUrl: string
  readonly query: FrameQuery
  /** The payload of the dApp data sync sent once the frame is ready (its shape is the site's). */
  readonly dappData: unknown
  /**
   * Called when the frame times out (spec 8's timeout callbacks iframe_load_failed and
   * iframe_request_timeout), after every pending request was aborted: the plugin shows the
   * error's APKT alert.
   */
  readonly onTimeout?: (error: FrameTimeoutError) => Effect.Effect<void>
  /** The page the frame goes into; the browser's by default. */
  readonly host?: FrameHost
  /** Makes each request's random id; a random UUID by default. */
  readonly randomId?: () => string
}

/** The dApp's side of the secure frame. */
export interface FrameClient {
  /** The secure site's origin: requests go only there, replies are taken only from there. */
  readonly origin: string
  readonly status: Effect.Effect<FrameStatus>
  /** The smart-account networks the frame reported while initialising, if it did. */
  readonly smartAccountNetworks: Effect.Effect<Option.Option<unknown>>
  /**
   * Sends app event `name` once the frame is initialised and waits for its reply: the success
   * reply's payload, a FrameReplyError for the error reply, FrameRequestAbortedError when a
   * timeout or disposal aborts it, FrameNotSetError once the frame is gone.
   */
  readonly request: (
    name: FrameRequestName,
    payload?: unknown,
  ) => Effect.Effect<unknown, FrameRequestFailure | FrameNotSetError>
  /** Shows the frame over `area`, named by `title` (see `MountedFrame.show`). */
  readonly show: (area: FrameArea, title: string) => Effect.Effect<void>
  /** Hides the frame again. */
  readonly hide: Effect.Effect<void>
  /** Asks the frame to sign out and waits at most 3 s for its reply (spec 4), then goes on. */
  readonly signOut: Effect.Effect<void>
  /** Removes the frame and its listener and aborts every pending request. */
  readonly dispose: Effect.Effect<void>
}

/** A random request id: a UUID where the page is a secure context, else 128 random bits. */
const randomRequestId = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
        byte.toString(16).padStart(2, "0"),
      ).join("")

/**
 * Appends the hidden secure frame to the page and talks to it (spec 4, 7, 8). Requests carry a
 * random id and go to the secure origin only (never "*"); a reply counts only when it comes
 * from that origin and from that frame's window, and answers the request of its id.
 * Needs a scope: closing it is `dispose`.
 */
export const makeFrameClient = (
  options: FrameClientOptions,
): Effect.Effect<FrameClient, FrameUrlInvalidError | FrameNotSetError, Scope.Scope> =>
  Effect.gen(function* () {
    const url = yield* Effect.fromResult(frameUrlOf(options.frameUrl, options.query))
    const host = options.host ?? browserFrameHost()
    const newId = options.randomId ?? randomRequestId
    const onTimeout = options.onTimeout ?? (() => Effect.void)
    // The client's own scope, so `dispose` can end it before the caller's scope closes.
    const scope = yield* Scope.fork(yield* Effect.scope)
    // Messages arrive in plain callbacks: what they start runs in the client's scope.
    const runFork = yield* Scope.provide(scope)(FiberSet.makeRuntime<never>())
    const pending = makePendingRequests()
    const initialised = Deferred.makeUnsafe<void, FrameTimeoutError | FrameNotSetError>()
    let status: FrameStatus = "not-ready"
    let smartAccountNetworks: Option.Option<unknown> = Option.none()

    const frame = yield* Effect.fromResult(host.mount(url.src)).pipe(
      Effect.tapError(() => Scope.close(scope, Exit.void)),
    )

    const post = (message: AppMessage) =>
      Effect.suspend(() => {
        const target = frame.window()
        if (target === null) return Effect.fail(new FrameNotSetError({ part: "frame" }))
        target.postMessage(message, url.origin)
        return Effect.void
      })

    /** Spec 8: a timeout aborts everything in flight, then its callback runs. */
    const timedOut = (error: FrameTimeoutError) =>
      Effect.suspend(() => {
        pending.abortAll(error)
        return onTimeout(error)
      })

    /** Posts one request and waits for its reply; a login request waits at most 120 s. */
    const exchange = (name: FrameRequestName, payload: unknown) =>
      Effect.acquireUseRelease(
        Effect.sync(() => {
          const id = newId()
          return { id, reply: pending.add(id, name, payload) }
        }),
        ({ id, reply }) => {
          const answer = Deferred.await(reply)
          const message: AppMessage =
            payload === undefined
              ? { type: appEvent(name), id }
              : { type: appEvent(name), id, payload }
          return post(message).pipe(
            Effect.andThen(
              isLoginRequest(name)
                ? Effect.timeoutOrElse(answer, {
                    duration: loginRequestTimeout,
                    orElse: () =>
                      timedOut(new FrameTimeoutError({ kind: "iframe_request_timeout" })).pipe(
                        Effect.andThen(answer),
                      ),
                  })
                : answer,
            ),
          )
        },
        ({ id }) => Effect.sync(() => pending.remove(id)),
      )

    /** Spec 4: ready, then 500 ms, then the dApp data sync and smart-account networks. */
    const initialise = Effect.gen(function* () {
      yield* Effect.sleep(frameReadyDelay)
      const [synced, networks] = yield* Effect.all(
        [
          Effect.result(exchange("SYNC_DAPP_DATA", options.dappData)),
          Effect.result(exchange("GET_SMART_ACCOUNT_ENABLED_NETWORKS", undefined)),
        ],
        { concurrency: "unbounded" },
      )
      // Neither failing keeps the visitor from signing in: the frame answers the login itself.
      for (const [what, result] of [
        ["dApp data sync", synced],
        ["smart-account networks", networks],
      ] as const) {
        if (Result.isFailure(result)) {
          yield* Effect.logWarning(
            `[foyer] the secure frame's ${what} failed: ${result.failure.message}`,
          )
        }
      }
      if (status !== "ready") return
      if (Result.isSuccess(networks)) smartAccountNetworks = Option.some(networks.success)
      status = "initialised"
      Deferred.doneUnsafe(initialised, Effect.void)
    })

    const onMessage = (received: ReceivedMessage) => {
      // Only the secure origin, and only this frame's window in it: another frame of the same
      // site, or a window it opened, is not this frame.
      if (received.origin !== url.origin) return
      const source = frame.window()
      if (source === null || received.source !== source) return
      const checked = checkFrameMessage(received.data)
      if (Result.isFailure(checked)) {
        runFork(Effect.logWarning(`[foyer] ${checked.failure.message}`))
        return
      }
      if (Option.isNone(checked.success)) return
      const message = checked.success.value
      if (message.type !== frameReadyEvent) {
        pending.answer(message)
      } else if (status === "not-ready") {
        status = "ready"
        runFork(initialise)
      }
    }
    const unsubscribe = host.onMessage(onMessage)

    yield* Scope.addFinalizer(
      scope,
      Effect.sync(() => {
        status = "disposed"
        Deferred.doneUnsafe(initialised, Effect.fail(new FrameNotSetError({ part: "frame" })))
        pending.abortAll()
        unsubscribe()
        frame.remove()
      }),
    )

    // Spec 8: not ready after 20 s is iframe_load_failed.
    yield* Effect.forkIn(
      Effect.sleep(frameLoadTimeout).pipe(
        Effect.andThen(
          Effect.suspend(() => {
            if (status !== "not-ready") return Effect.void
            status = "load-failed"
            const error = new FrameTimeoutError({ kind: "iframe_load_failed" })
            Deferred.doneUnsafe(initialised, Effect.fail(error))
            return timedOut(error)
          }),
        ),
      ),
      scope,
    )

    const request: FrameClient["request"] = (name, payload) =>
      Effect.suspend(() =>
        status === "disposed"
          ? Effect.fail(new FrameNotSetError({ part: "frame" }))
          : Deferred.await(initialised).pipe(
              Effect.mapError((cause) => abortedError(name, payload, cause)),
              Effect.andThen(exchange(name, payload)),
            ),
      )

    return {
      origin: url.origin,
      status: Effect.sync(() => status),
      smartAccountNetworks: Effect.sync(() => smartAccountNetworks),
      request,
      show: (area, title) =>
        Effect.sync(() => {
          if (status !== "disposed") frame.show(area, title)
        }),
      hide: Effect.sync(() => {
        if (status !== "disposed") frame.hide()
      }),
      signOut: request("SIGN_OUT").pipe(Effect.timeoutOption(signOutTimeout), Effect.ignore),
      dispose: Scope.close(scope, Exit.void),
    }
  })
