import { Component, type ComponentType, lazy, type ReactNode, Suspense } from "react"
import type { FoyerClient, View } from "../../core"
import { useMessage } from "../plugin/useMessage"
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
  (client.kernel.isViewAvailable(name) ? client.kernel.routes.get(name)?.load : undefined)

interface BoundaryState {
  readonly error: unknown
}

/** Turns a view that fails to load or render into an error text, never a blank modal. */
class ViewErrorBoundary extends Component<
  { readonly children: ReactNode; readonly failedText: string },
  BoundaryState
> {
  override state: BoundaryState = { error: undefined }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error }
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return (
      <p role="alert" className={errorText}>
        {this.props.failedText}
      </p>
    )
  }
}

/**
 * The router outlet: renders the current view from the lazy registry (core views, then the
 * enabled plugins' views). A view nobody provides shows the router's error text instead.
 */
export const ViewOutlet = ({
  client,
  view,
}: {
  readonly client: FoyerClient
  readonly view: View
}) => {
  const message = useMessage()
  const load = loaderOf(client, view.name)
  if (load === undefined) {
    return (
      <p role="alert" className={errorText}>
        {message("error.viewNotAvailable", { view: view.name })}
      </p>
    )
  }
  const Current = lazyView(load)
  return (
    <ViewErrorBoundary key={view.name} failedText={message("modal.viewFailed")}>
      <Suspense fallback={<LoadingState />}>
        <Current client={client} view={view} />
      </Suspense>
    </ViewErrorBoundary>
  )
}
