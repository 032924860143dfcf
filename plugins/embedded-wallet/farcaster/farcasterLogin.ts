import { Deferred, Effect, Fiber, type Scope } from "effect"
import { createStore, FlowError, type ReadableStore } from "../../../core"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type {
  FrameRequestPayload,
  FrameSuccessPayload,
  FrameUser,
  PasskeyStep,
} from "../frame/FramePayloads"
import type { FarcasterLeaveHook } from "../leaveFarcaster"
import { whileSocialPasskeyStep } from "../social/socialLoginPasskey"

/**
 * Where a Farcaster sign-in is (spec 2, 4): its address being fetched, shown for the visitor to
 * open or scan with their Farcaster app while the frame waits for the approval, the account
 * connecting, the secure frame asking for the passkey step the sign-in made due (issue 37: the
 * view shows the frame over its body), or failed.
 */
export type FarcasterLoginStatus =
  | { readonly step: "loading" }
  | {
      readonly step: "waiting"
      /** The address the visitor opens or scans with their Farcaster app. */
      readonly url: string
    }
  | { readonly step: "connecting" }
  | { readonly step: "passkey"; readonly passkey: (typeof PasskeyStep)["Type"] }
  | {
      readonly step: "failed"
      /** Why, as the view shows it ('Failed to connect to farcaster', 'Modal closed'...). */
      readonly error: EmbeddedWalletError
    }

/** The embedded wallet's Farcaster sign-in (spec 2, 4, 8), a part of its service. */
export interface FarcasterLoginShape {
  /**
   * Signs in with Farcaster: takes the stored Farcaster URL (and the frame's wait for its
   * approval), or asks the secure frame for one (GET_FARCASTER_URI) and stores it with the wait
   * (CONNECT_FARCASTER, which may take minutes: it has no 120 s timeout); shows it in
   * `farcasterLogin` (the view draws its QR code); once the visitor approved in their Farcaster
   * app, runs the passkey step the answer names, as a social login does; then connects the kit
   * to the AUTH wallet (connected social "farcaster", the Farcaster username kept). A failure is
   * 'Failed to connect to farcaster' (spec 8) and forgets the stored URL, so trying again gets a
   * fresh one; closing the modal fails it with 'Modal closed' (checked every 1 s). A second call
   * stops the first (interrupted at its next check) and takes its address and wait over;
   * leaving the view stops it at once.
   */
  readonly connectFarcaster: Effect.Effect<void, EmbeddedWalletError>
  /** The Farcaster sign-in under way or the last one failed, for the ConnectingFarcaster view. */
  readonly farcasterLogin: ReadableStore<FarcasterLoginStatus | undefined>
  /**
   * What leaving ConnectingFarcaster without an account does (spec 2, `leaveFarcaster`): the
   * stored URL forgotten (and the sign-in under way stopped), the secure frame reloaded, and its
   * dApp data synced again. Once the latest sign-in was approved (the frame holds the visitor's
   * session, the kit is connecting or connected) it only forgets the URL.
   */
  readonly farcasterLeaveHook: FarcasterLeaveHook
}

/** The secure frame's requests a Farcaster sign-in sends (spec 7). */
export type FarcasterLoginRequest = "GET_FARCASTER_URI" | "CONNECT_FARCASTER" | "GET_USER"

/** What the Farcaster sign-in uses of the kit and the page. */
export interface FarcasterLoginEnvironment {
  /** Asks the secure frame (the service's request, making the frame first when there is none). */
  readonly request: <Name extends FarcasterLoginRequest>(
    name: Name,
    payload: FrameRequestPayload<Name>,
  ) => Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError>
  readonly modalOpen: () => boolean
  /** Whether the modal shows UsageExceeded (spec 2: the plan is over its limit). */
  readonly usageExceeded: () => boolean
  /** Connects the kit to the signed-in AUTH wallet and stores the login's keys. */
  readonly connected: (user: FrameUser) => Effect.Effect<void, EmbeddedWalletError>
  /** Reloads the secure frame, if there is one (spec 2's "reloads the auth connector provider"). */
  readonly reloadAuthProvider: Effect.Effect<void>
  /** Sends the dApp data to the secure frame again (SYNC_DAPP_DATA), if there is one. */
  readonly syncDappData: Effect.Effect<void>
  /** The kit's scope: the frame's wait for an approval runs there, past the sign-in that asked. */
  readonly scope: Scope.Scope
}

const flowFailure = (reason: FlowError["reason"], cause?: unknown) => {
  const flow = new FlowError({ reason, ...(cause === undefined ? {} : { cause }) })
  return new EmbeddedWalletError({ message: flow.message, cause: flow })
}

/** A flow error of the wait ('Modal closed') as itself; anything else is spec 8's Farcaster one. */
const asFarcasterFailure = (error: EmbeddedWalletError | FlowError) =>
  error._tag === "FlowError"
    ? flowFailure(error.reason)
    : flowFailure("failedToConnectFarcaster", error)

/** Only a web page may be the Farcaster address (never `javascript:` or `data:`). */
const isWebUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text)
    return protocol === "https:" || protocol === "http:"
  } catch {
    return false
  }
}

/** CONNECT_FARCASTER's answer: the user, and the passkey step that is due, if any. */
type FarcasterAnswer = FrameUser & { readonly passkey?: (typeof PasskeyStep)["Type"] }

/**
 * A sign-in the secure frame started: its address (spec 2's stored Farcaster URL) and the
 * frame's wait for its approval. The frame keeps one sign-in at a time and spends it when its
 * CONNECT_FARCASTER ends, so the wait is asked once per address and runs in the kit's scope:
 * a later call that reuses the address takes the same answer over.
 */
interface FarcasterAttempt {
  readonly url: string
  readonly approval: Deferred.Deferred<FarcasterAnswer, EmbeddedWalletError>
  readonly waiting: Fiber.Fiber<unknown, unknown>
}

/**
 * The Farcaster sign-in (spec 2, 4, 7, 8) over the secure frame's requests and the page. The
 * stored Farcaster URL lives in this object's memory only (never in the page's storage).
 * @example
 * const farcaster = makeFarcasterLogin({ request, modalOpen, usageExceeded, connected, ... })
 * yield* farcaster.connectFarcaster
 */
export const makeFarcasterLogin = (environment: FarcasterLoginEnvironment): FarcasterLoginShape => {
  const status = createStore<FarcasterLoginStatus | undefined>(undefined)
  let attempt: FarcasterAttempt | undefined
  let latest = 0
  // The latest sign-in was approved: the frame holds the visitor's session, which the leave rule
  // must not reload away. The kernel closes the modal on a connect once the account is set (the
  // view is then left with an account, and its leave rule does not run), but between the
  // approval and that connect (the passkey step, the connect itself) the view has no account.
  let approved = false

  const farcasterUrl = Effect.suspend(() =>
    environment.request("GET_FARCASTER_URI", undefined),
  ).pipe(
    Effect.map(({ url }) => url),
    Effect.filterOrFail(isWebUrl, (url) => flowFailure("failedToConnectFarcaster", url)),
  )

  /** Forgets `dropped` (if it is still the stored one) and stops the frame's wait for it. */
  const drop = (dropped: FarcasterAttempt | undefined) =>
    Effect.suspend(() => {
      if (dropped === undefined) return Effect.void
      if (attempt === dropped) attempt = undefined
      return Fiber.interrupt(dropped.waiting)
    })

  /** Asks the frame for an address and starts its wait for the approval, unless superseded. */
  const startAttempt = (current: () => boolean) =>
    Effect.gen(function* () {
      const url = yield* farcasterUrl
      if (!current()) return yield* Effect.interrupt
      const approval = Deferred.makeUnsafe<FarcasterAnswer, EmbeddedWalletError>()
      const waiting = yield* Effect.forkIn(
        environment.request("CONNECT_FARCASTER", undefined).pipe(
          Effect.onExit((exit) => Deferred.done(approval, exit)),
          // Its outcome is the approval's, which the sign-in awaiting it reads.
          Effect.ignore,
        ),
        environment.scope,
      )
      const started: FarcasterAttempt = { url, approval, waiting }
      attempt = started
      return started
    })

  const connectFarcaster: FarcasterLoginShape["connectFarcaster"] = Effect.suspend(() => {
    const mine = ++latest
    const current = () => mine === latest
    const set = (next: FarcasterLoginStatus | undefined) =>
      Effect.sync(() => {
        if (current()) status.update(() => next)
      })
    // Spec 2: over its usage limit the plan shows UsageExceeded instead; nothing connects.
    if (environment.usageExceeded()) return Effect.void
    const wait = { modalOpen: environment.modalOpen, current }
    approved = false
    let used: FarcasterAttempt | undefined
    return Effect.gen(function* () {
      const answer = yield* whileSocialPasskeyStep(
        wait,
        Effect.gen(function* () {
          if (attempt === undefined) yield* set({ step: "loading" })
          used = attempt ?? (yield* startAttempt(current))
          yield* set({ step: "waiting", url: used.url })
          return yield* Deferred.await(used.approval)
        }),
      ).pipe(Effect.mapError(asFarcasterFailure))
      // The address is used up: the next sign-in asks for a new one.
      if (attempt === used) attempt = undefined
      if (current()) approved = true
      const { passkey, ...user } = answer
      if (passkey !== undefined) {
        yield* set({ step: "passkey", passkey })
        yield* whileSocialPasskeyStep(
          wait,
          environment.request("GET_USER", { showsFrame: true }),
        ).pipe(Effect.catchTag("FlowError", (error) => Effect.fail(flowFailure(error.reason))))
      }
      yield* set({ step: "connecting" })
      yield* environment.connected(user)
      yield* set(undefined)
    }).pipe(
      Effect.tapError((error) =>
        Effect.suspend(() => {
          if (!current()) return Effect.void
          approved = false
          // Trying again starts over with a fresh address.
          return Effect.andThen(drop(used), set({ step: "failed", error }))
        }),
      ),
    )
  })

  const clearFarcasterUrl = Effect.suspend(() => {
    const dropped = attempt
    if (!approved) {
      // The sign-in under way is stopped: the frame it waits on reloads.
      latest += 1
      status.update(() => undefined)
    }
    return drop(dropped)
  })
  const unlessApproved = (effect: Effect.Effect<void>) =>
    Effect.suspend(() => (approved ? Effect.void : effect))

  return {
    connectFarcaster,
    farcasterLogin: status,
    farcasterLeaveHook: {
      clearFarcasterUrl,
      reloadAuthProvider: unlessApproved(environment.reloadAuthProvider),
      syncDappData: unlessApproved(environment.syncDappData),
    },
  }
}
