import type { Context } from "effect"
import { use } from "react"
import type { LazyService } from "../../core"
import { useFoyerClient } from "./useFoyerClient"
import { useService } from "./useService"

// One build per handle, shared by every view that asks while it loads.
const building = new WeakMap<LazyService<unknown>, Promise<unknown>>()

/**
 * A plugin service the kernel holds as a {@link LazyService}: built (its module imported) when
 * a view first asks for it. The view suspends meanwhile (the modal shows its loading state);
 * a failed build reaches the modal's view error boundary.
 * @example
 * const form = useLazyService(Form) // a plugin's LazyService tag
 */
export const useLazyService = <I, A>(tag: Context.Key<I, LazyService<A>>): A => {
  const client = useFoyerClient()
  const lazy = useService(tag)
  // A build this page started is always read through use(), so that a view which suspended on
  // it reads it the same way once it is done (React tracks the promise's result).
  let pending = building.get(lazy)
  if (pending === undefined) {
    const built = lazy.current()
    if (built !== undefined) return built
    pending = client.run(lazy.get)
    building.set(lazy, pending)
    // A failed build reaches the view's error boundary once; the next view to ask tries again.
    pending.catch(() => building.delete(lazy))
  }
  return use(pending) as A
}
