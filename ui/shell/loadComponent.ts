import type { ComponentType } from "react"

/** A lazy chunk whose default export should be a React component (a view, a Connect section). */
export type ComponentLoader = () => Promise<{ readonly default: unknown }>

// A component's code, once it has arrived, by loader: drawn directly when asked again, never
// through React.lazy, whose Suspense fallback would hold it back by React's throttle (issue 14).
const loaded = new WeakMap<ComponentLoader, ComponentType<never>>()
const loading = new WeakMap<ComponentLoader, Promise<ComponentType<never>>>()

const isComponent = (value: unknown): value is ComponentType<never> =>
  typeof value === "function" ||
  // memo() and forwardRef() components are objects tagged by React.
  (typeof value === "object" && value !== null && "$$typeof" in value)

/** The component `load` gave, if its code has already arrived. */
export const loadedComponent = <P>(load: ComponentLoader): ComponentType<P> | undefined =>
  loaded.get(load) as ComponentType<P> | undefined

/**
 * Downloads a component's code once (calls made meanwhile share the download); a failed
 * download, or a module whose default export is no component, fails and is tried again on the
 * next call.
 */
export const loadComponent = <P>(load: ComponentLoader): Promise<ComponentType<P>> => {
  const known = loading.get(load)
  if (known !== undefined) return known as Promise<ComponentType<P>>
  const started = load().then(
    (module) => {
      if (!isComponent(module.default)) {
        throw new Error("The module does not export a React component as default.")
      }
      loaded.set(load, module.default)
      return module.default
    },
    (error: unknown) => {
      loading.delete(load)
      throw error
    },
  )
  loading.set(load, started)
  return started as Promise<ComponentType<P>>
}
