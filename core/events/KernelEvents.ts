import { Context, Effect, Layer, Queue, Stream } from "effect"
import type { CurrentAccount } from "../accounts/CurrentAccount"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectContext } from "../connections/ConnectContext"
import type { NetworkChangeContext } from "../networks/NetworkChangeContext"

/**
 * What the kernel did, as plugins learn it: one typed event per change, in the order the
 * kernel made them. The host page hears the spec's analytics names through `Events`; this is
 * the kernel's own vocabulary, the one every plugin hook is sugar over.
 */
export type KernelEvent =
  /** A wallet was connected by the visitor, or restored on page load (`restored`). */
  | {
      readonly _tag: "Connected"
      readonly session: ConnectContext & { readonly connectorId: string }
      readonly restored: boolean
    }
  /**
   * A wallet's connection ended (the visitor disconnected, or the wallet did): its first
   * account, if it had one, and how many connections of its family remain (0: none is left).
   */
  | {
      readonly _tag: "Disconnected"
      readonly connectorId: string
      readonly namespace: ChainNamespace
      readonly address: string | undefined
      readonly remaining: number
    }
  /**
   * The account on the active network is another one, or none (`current` undefined); a
   * network switch that keeps the account is a `NetworkChanged` only.
   */
  | {
      readonly _tag: "AccountChanged"
      readonly previous: CurrentAccount | undefined
      readonly current: CurrentAccount | undefined
    }
  /** The active network changed. */
  | ({ readonly _tag: "NetworkChanged" } & NetworkChangeContext)
  /**
   * An account's data was reloaded past the caches (after a send, a swap, a purchase or a
   * pending transaction): a plugin holding cached data of it fetches past its own cache.
   */
  | {
      readonly _tag: "AccountRefreshed"
      readonly caipNetworkId: string
      readonly address: string
    }
  | { readonly _tag: "ModalOpened"; readonly view: string }
  | { readonly _tag: "ModalClosed" }

/** The event of one tag. */
export type KernelEventOf<Tag extends KernelEvent["_tag"]> = Extract<KernelEvent, { _tag: Tag }>

/** The kernel's event stream. */
export interface KernelEventsShape {
  /** Tells every listener, in subscription order, before it returns. */
  readonly publish: (event: KernelEvent) => Effect.Effect<void>
  /**
   * Calls `listener` with every event from now on, synchronously as it is published (a store
   * update made there is seen by whatever the kernel does next); returns the unsubscribe.
   */
  readonly subscribe: (listener: (event: KernelEvent) => void) => () => void
  /** The events from the moment the stream is run, none dropped; it ends when its reader does. */
  readonly stream: Stream.Stream<KernelEvent>
}

/** Makes an event stream. A listener that throws is logged away; the others still hear it. */
export const makeKernelEvents = (): KernelEventsShape => {
  const listeners = new Set<(event: KernelEvent) => void>()
  const subscribe = (listener: (event: KernelEvent) => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    publish: (event) =>
      Effect.suspend(() => {
        const failures: Array<unknown> = []
        for (const listener of [...listeners]) {
          try {
            listener(event)
          } catch (cause) {
            failures.push(cause)
          }
        }
        return failures.length === 0
          ? Effect.void
          : Effect.logError(`A listener of the kernel event '${event._tag}' threw`, ...failures)
      }),
    subscribe,
    stream: Stream.callback<KernelEvent>((queue) =>
      Effect.acquireRelease(
        Effect.sync(() => subscribe((event) => Queue.offerUnsafe(queue, event))),
        (unsubscribe) => Effect.sync(unsubscribe),
      ),
    ),
  }
}

/** The kernel's event stream, as a service. */
export class KernelEvents extends Context.Service<KernelEvents, KernelEventsShape>()(
  "foyer-kit/events/KernelEvents",
) {
  /** A fresh stream: the kernel's, and a test's. */
  static readonly layer: Layer.Layer<KernelEvents> = Layer.sync(KernelEvents, makeKernelEvents)
}

/**
 * Runs `react`'s work for every event of `tag` while the layer lives: each forked in the
 * layer's scope (the kit's, for a plugin layer) as the event is published. It starts at once,
 * so work that only updates stores is done when the publish returns; the kernel never waits
 * for work that waits, and disposing the kit interrupts what still runs. Listeners hear an
 * event in the order they subscribed (a layer built first hears first). `react` may answer
 * nothing.
 * @example
 * // plugins/notes/notesKit.ts: forget the notes of an account that went
 * layer: () => onKernelEvent("Disconnected", () => Effect.flatMap(Notes, (notes) => notes.clear))
 */
export const onKernelEvent = <Tag extends KernelEvent["_tag"], R = never>(
  tag: Tag,
  react: (event: KernelEventOf<Tag>) => Effect.Effect<void, never, R> | undefined,
): Layer.Layer<never, never, KernelEvents | R> =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const events = yield* KernelEvents
      const context = yield* Effect.context<R>()
      const scope = yield* Effect.scope
      const stop = events.subscribe((event) => {
        if (event._tag !== tag) return
        const work = react(event as KernelEventOf<Tag>)
        if (work === undefined) return
        Effect.runSyncWith(context)(Effect.forkIn(work, scope, { startImmediately: true }))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
    }),
  )
