import { Component, type ComponentType, lazy, type ReactNode, Suspense } from "react"
import type { FoyerClient } from "../../core/client/FoyerClient"
import type { View } from "../../core/state/ViewName"
import { ViewNotAvailableError } from "../../core/state/ViewNotAvailableError"
import type { FoyerViewProps } from "../views/FoyerViewProps"
import { coreViewLoaders } from "../views/registry"
import { LoadingState } from "./LoadingState"
import { errorText } from "./ViewOutlet.css"

type LazyView = ComponentType<FoyerViewProps>
type AnyLoader = () => Promise<{ readonly default: unknown }>

// One lazy component per loader, so a view's chunk downloads once and React keeps its state.
const lazyViews = new WeakMap<AnyLoader, LazyView>()

const isComponent = (value: unknown): value is LazyView =>
  typeof value === "function" ||
  // memo() and forwardRef() components are objects tagged by React.
  (typeof value === "object" && value !== null && "$$typeof" in value)

const lazyView = (load: AnyLoader): LazyView => {
  const known = lazyViews.get(load)
  if (known !== undefined) return known
  const view = lazy(async () => {
    const module = await load()
    if (!isComponent(module.default)) {
      throw new Error("The view's module does not export a React component as default.")
    }
    return { default: module.default }
  })
  lazyViews.set(load, view)
  return view
}

/** The loader of `name`: the UI's core views first, then the enabled plugins' views. */
const loaderOf = (client: FoyerClient, name: string): AnyLoader | undefined =>
  (coreViewLoaders as Readonly<Record<string, AnyLoader | undefined>>)[name] ??
  (client.kernel.isViewAvailable(name) ? client.kernel.plugins.views.get(name)?.load : undefined)

interface BoundaryState {
  readonly error: unknown
}

/** Turns a view that fails to load or render into an error text, never a blank modal. */
class ViewErrorBoundary extends Component<{ readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <p role="alert" className={errorText}>
        This view could not be shown. Close the window and try again.
      </p>
    )
  }
}

/**
 * The router outlet: renders the current view from the lazy registry (core views, then the
 * enabled plugins' views). A view nobody provides shows the router's typed error as text.
 */
export const ViewOutlet = ({
  client,
  view,
}: {
  readonly client: FoyerClient
  readonly view: View
}) => {
  const load = loaderOf(client, view.name)
  if (load === undefined) {
    return (
      <p role="alert" className={errorText}>
        {new ViewNotAvailableError({ view: view.name }).message}
      </p>
    )
  }
  const Current = lazyView(load)
  return (
    <ViewErrorBoundary key={view.name}>
      <Suspense fallback={<LoadingState />}>
        <Current client={client} view={view} />
      </Suspense>
    </ViewErrorBoundary>
  )
}
