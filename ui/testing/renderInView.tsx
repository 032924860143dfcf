/**
 * Rendering a hook the way a view runs it (not part of the public API): inside the kit the
 * modal provides to its views, without the modal itself.
 */
import type { FoyerClient } from "../../core"
import { FoyerClientContext } from "../plugin/FoyerClientContext"
import { renderElement } from "./renderElement"

/** The latest value a hook returned, and how many times its component rendered. */
export interface ViewHookResult<T> {
  current: T
  renders: number
}

/** Renders `hook` in a probe component inside the kit `client`, as a view would run it. */
export const renderInView = async <T,>(
  client: FoyerClient,
  hook: () => T,
): Promise<ViewHookResult<T>> => {
  const result = { renders: 0 } as ViewHookResult<T>
  const Probe = () => {
    result.current = hook()
    result.renders += 1
    return null
  }
  await renderElement(
    <FoyerClientContext.Provider value={client}>
      <Probe />
    </FoyerClientContext.Provider>,
  )
  return result
}
