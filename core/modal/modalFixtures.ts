// A modal store over the core views, for the tests of what navigates (choosing a network,
// changing the active one).
import { Scope } from "effect"
import { type CoreRoute, coreRoutes } from "../plugins/coreViews"
import { createModalStore, type ModalContext, type ModalStore } from "./ModalStore"
import { testModalContext } from "./testModalContext"

/** A closed modal store over the core views, in {@link testModalContext} with `context`. */
export const coreModalStore = (context: Partial<ModalContext> = {}): ModalStore => {
  const routes = new Map<string, CoreRoute>(Object.entries(coreRoutes))
  const fixed: ModalContext = { ...testModalContext, ...context }
  return createModalStore({
    scope: Scope.makeUnsafe(),
    isViewAvailable: (name) => routes.has(name),
    routeOf: (name) => routes.get(name),
    context: () => fixed,
  })
}
