import { useCallback, useRef, useSyncExternalStore } from "react"
import type { ReadableStore } from "../../core"
import { shallowEqual } from "./shallowEqual"

const noSubscription = () => () => {}

interface Selection<S, T> {
  readonly snapshot: S
  readonly selector: (state: S) => T
  readonly value: T
}

/**
 * Reads a slice of a store with `useSyncExternalStore`. The component re-renders only when
 * the selected value changes (shallowly, by default), not on every change of the store; with
 * no store yet (the kit is not loaded), it returns `fallback` and subscribes to nothing.
 * `fallback` must be a stable value (a constant or a primitive).
 */
export const useStoreSelector = <S, T>(
  store: ReadableStore<S> | undefined,
  selector: (state: S) => T,
  fallback: T,
  isEqual: (a: T, b: T) => boolean = shallowEqual,
): T => {
  const last = useRef<Selection<S, T> | undefined>(undefined)
  const subscribe = store === undefined ? noSubscription : store.subscribe
  // Reading the store and caching the selection by snapshot keeps getSnapshot pure enough for
  // React: the same snapshot (and selector) always gives back the same value.
  const getSelection = useCallback((): T => {
    if (store === undefined) return fallback
    const snapshot = store.getSnapshot()
    const previous = last.current
    if (previous !== undefined && Object.is(previous.snapshot, snapshot)) {
      if (previous.selector === selector) return previous.value
    }
    const next = selector(snapshot)
    const value = previous !== undefined && isEqual(previous.value, next) ? previous.value : next
    last.current = { snapshot, selector, value }
    return value
  }, [store, selector, fallback, isEqual])
  return useSyncExternalStore(subscribe, getSelection, getSelection)
}
