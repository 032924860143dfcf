import { Context, Effect, Layer } from "effect"

/**
 * What the kit tells the host page, by event type (spec 7 analytics names where they apply).
 * Plugins add their events by module augmentation:
 * @example
 * declare module "foyer-kit/core" {
 *   interface FoyerEvents {
 *     SEND_SUCCESS: { readonly hash: string }
 *   }
 * }
 */
export interface FoyerEvents {
  readonly MODAL_OPEN: { readonly view: string }
  readonly MODAL_CLOSE: Record<never, never>
  readonly CONNECT_SUCCESS: { readonly connectorId: string; readonly address: string }
  readonly CONNECT_ERROR: { readonly connectorId: string; readonly message: string }
  readonly DISCONNECT_SUCCESS: Record<never, never>
  readonly SWITCH_NETWORK: { readonly caipNetworkId: string }
}

/** One event: its `type` and its payload's fields. */
export type FoyerEvent = {
  readonly [Type in keyof FoyerEvents]: { readonly type: Type } & FoyerEvents[Type]
}[keyof FoyerEvents]

/** The kit's event bus: kernel services and plugins emit, the host page listens. */
export interface EventsShape {
  readonly emit: (event: FoyerEvent) => Effect.Effect<void>
  /** Calls `listener` for every event from now on; returns the unsubscribe. */
  readonly subscribe: (listener: (event: FoyerEvent) => void) => () => void
}

/** Makes an event bus. A listener that throws does not stop the others or the kit's flow. */
export const makeEvents = (): EventsShape => {
  const listeners = new Set<(event: FoyerEvent) => void>()
  return {
    emit: (event) =>
      Effect.sync(() => {
        for (const listener of [...listeners]) {
          try {
            listener(event)
          } catch {
            // A host listener's bug must not break the kit's own flow.
          }
        }
      }),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** The kit's events (spec 7) as a service. */
export class Events extends Context.Service<Events, EventsShape>()("foyer-kit/events/Events") {
  /** A fresh event bus. */
  static readonly layer: Layer.Layer<Events> = Layer.sync(Events, makeEvents)

  /**
   * A fresh event bus whose every event is handed to `listener` first, before any subscriber,
   * so a test reads what was emitted and in which order.
   * @example
   * const emitted: Array<FoyerEvent> = []
   * const layer = Events.layerTest((event) => emitted.push(event))
   * // after a connect: emitted = [{ type: "CONNECT_SUCCESS", connectorId: "…", address: "0x…" }]
   */
  static readonly layerTest = (
    listener: (event: FoyerEvent) => void = () => undefined,
  ): Layer.Layer<Events> =>
    Layer.sync(Events, () => {
      const events = makeEvents()
      events.subscribe(listener)
      return events
    })
}
