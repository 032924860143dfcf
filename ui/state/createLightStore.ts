import type { Listener, ReadableStore } from "../../core/state/Store"

/**
 * A store with the shape of the kernel's `Store`, written here so that the light entry
 * (`foyer/react`) does not load `effect` just to hold a few values before the kit is loaded.
 */
export interface LightStore<S> extends ReadableStore<S> {
  /** Replaces the snapshot with `transition(snapshot)`; listeners run only if it changed. */
  readonly update: (transition: (state: S) => S) => void
}

/** Makes a light store holding `initial`. */
export const createLightStore = <S>(initial: S): LightStore<S> => {
  let state = initial
  const listeners = new Set<Listener>()
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    update: (transition) => {
      const next = transition(state)
      if (Object.is(next, state)) return
      state = next
      for (const listener of [...listeners]) listener()
    },
  }
}
