import { createStore } from "../state/Store"

/** A store of an attempt's progress (a connect, a network switch), set whole. */
export const createAttemptStore = <A>(initial: A) => {
  const store = createStore(initial)
  return { ...store, set: (next: A) => store.update(() => next) }
}
