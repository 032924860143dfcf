// The frame client's tests' set-up (not part of the plugin): a page whose secure frame is a
// stand-in window the test speaks for, and what the client posted to it.
import { Effect, Logger, Queue, Result } from "effect"
import { TestClock } from "effect/testing"
import type { FrameArea } from "../EmbeddedWallet"
import type { AppMessage } from "./checkFrameMessage"
import type { FrameClientOptions } from "./FrameClient"
import { frameReadyEvent } from "./FrameEvent"
import type { FrameHost, FrameWindow, ReceivedMessage } from "./FrameHost"

/** The secure site's origin in these tests. */
export const secureOrigin = "https://secure.example"

/** A message the client posted to the frame, and the origin it allowed to read it. */
export interface Posted {
  readonly message: AppMessage
  readonly targetOrigin: string
}

/** A page with a stand-in secure frame. */
export interface FakeFrame {
  readonly host: FrameHost
  /** The frame's window: the source of its replies. */
  readonly window: FrameWindow
  /** What the client posted, in order. */
  readonly posted: Queue.Queue<Posted>
  /** The src of each frame mounted. */
  readonly mounted: ReadonlyArray<string>
  /** Whether the frame was removed. */
  readonly removed: () => boolean
  /** Where the frame shows and under which title, or undefined while hidden. */
  readonly shown: () => { readonly area: FrameArea; readonly title: string } | undefined
  /** How many message listeners the page holds. */
  readonly listeners: () => number
  /** The page receives `data`, from the frame unless `from` says otherwise. */
  readonly deliver: (data: unknown, from?: Partial<Omit<ReceivedMessage, "data">>) => void
}

/** Makes a page whose secure frame is a stand-in. */
export const makeFakeFrame: Effect.Effect<FakeFrame> = Effect.gen(function* () {
  const posted = yield* Queue.unbounded<Posted>()
  const mounted: Array<string> = []
  const listeners = new Set<(message: ReceivedMessage) => void>()
  let removed = false
  let shown: { readonly area: FrameArea; readonly title: string } | undefined
  const window: FrameWindow = {
    postMessage: (message, targetOrigin) => {
      Queue.offerUnsafe(posted, { message: message as AppMessage, targetOrigin })
    },
  }
  const host: FrameHost = {
    mount: (src) => {
      mounted.push(src)
      return Result.succeed({
        window: () => (removed ? null : window),
        show: (area, title) => {
          shown = { area, title }
        },
        hide: () => {
          shown = undefined
        },
        remove: () => {
          removed = true
        },
      })
    },
    onMessage: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    host,
    window,
    posted,
    mounted,
    removed: () => removed,
    shown: () => shown,
    listeners: () => listeners.size,
    deliver: (data, from = {}) => {
      const message = { origin: secureOrigin, source: window, ...from, data }
      for (const listener of [...listeners]) listener(message)
    },
  }
})

/** The client's options for a page with `frame`. */
export const frameClientOptions = (
  frame: FakeFrame,
  extra: Partial<FrameClientOptions> = {},
): FrameClientOptions => ({
  frameUrl: `${secureOrigin}/frame`,
  query: {
    projectId: "p1",
    chainId: 1,
    version: "1.2.3",
    enableLogger: false,
    rpcUrl: "https://rpc.example/v1",
  },
  dappData: { name: "Demo" },
  host: frame.host,
  ...extra,
})

/** The frame answers `posted` with its success reply. */
export const succeed = (frame: FakeFrame, posted: Posted, payload?: unknown): void =>
  frame.deliver({
    type: posted.message.type.replace("@w3m-app/", "@w3m-frame/").concat("_SUCCESS"),
    id: posted.message.id,
    ...(payload === undefined ? {} : { payload }),
  })

/** The frame answers `posted` with its error reply. */
export const fail = (frame: FakeFrame, posted: Posted, payload?: unknown): void =>
  frame.deliver({
    type: posted.message.type.replace("@w3m-app/", "@w3m-frame/").concat("_ERROR"),
    id: posted.message.id,
    ...(payload === undefined ? {} : { payload }),
  })

/**
 * Takes the client to initialised on the test clock: the frame says it is ready, 500 ms pass,
 * and it answers the dApp data sync and the smart-account networks.
 */
export const initialise = (frame: FakeFrame, networks: unknown = [1]) =>
  Effect.gen(function* () {
    frame.deliver({ type: frameReadyEvent })
    yield* TestClock.adjust(500)
    for (let i = 0; i < 2; i++) {
      const posted = yield* Queue.take(frame.posted)
      succeed(
        frame,
        posted,
        posted.message.type === "@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS"
          ? networks
          : undefined,
      )
    }
  })

/** Runs `effect` keeping what it logged as warnings. */
export const withWarnings = <A, E, R>(
  effect: (warnings: ReadonlyArray<string>) => Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R> => {
  const warnings: Array<string> = []
  const logger = Logger.make(({ message, logLevel }) => {
    if (logLevel === "Warn")
      warnings.push((message as ReadonlyArray<unknown>).map(String).join(" "))
  })
  return effect(warnings).pipe(Effect.provide(Logger.layer([logger])))
}
