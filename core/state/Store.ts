/** A listener told that a store's snapshot changed. */
export type Listener = () => void

/** The read side of a store, shaped for React's useSyncExternalStore. */
export interface ReadableStore<S> {
  /** The current immutable snapshot; the same object until a transition changes it. */
  readonly getSnapshot: () => S
  /** Registers a listener and returns the function that removes it. */
  readonly subscribe: (listener: Listener) => () => void
}

/** A store: a snapshot that only pure transitions replace. */
export interface Store<S> extends ReadableStore<S> {
  /** Applies a pure transition; listeners run only if the snapshot changed. */
  readonly update: (transition: (state: S) => S) => void
}

/**
 * Makes a store holding `initial`.
 * @example
 * const counter = createStore(0)
 * counter.update((n) => n + 1)
 */
export const createStore = <S>(initial: S): Store<S> => {
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
