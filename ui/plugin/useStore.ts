import type { ReadableStore } from "../../core"
import { shallowEqual } from "../state/shallowEqual"
import { useStoreSelector } from "../state/useStoreSelector"

const whole = <S>(state: S): S => state

/**
 * Reads a store (a plugin service's own, or a kernel service's) with `useSyncExternalStore`. With
 * a selector the component re-renders only when the selected value changes (shallowly, or by
 * `isEqual`); without one it reads the whole state. Keep the selector stable (a module-level
 * function or `useCallback`) so the selection is cached between renders.
 * @example
 * const loading = useStore(useLazyService(NotesBoard).store, (s) => s.loading)
 */
export function useStore<S>(store: ReadableStore<S>): S
export function useStore<S, T>(
  store: ReadableStore<S>,
  selector: (state: S) => T,
  isEqual?: (a: T, b: T) => boolean,
): T
export function useStore<S, T>(
  store: ReadableStore<S>,
  selector?: (state: S) => T,
  isEqual?: (a: T, b: T) => boolean,
): S | T {
  const select = (selector ?? whole) as (state: S) => T
  // The fallback is read only while there is no store; here there always is one.
  const unused = undefined as T
  return useStoreSelector(store, select, unused, isEqual ?? shallowEqual)
}
