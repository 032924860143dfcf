import { Component, type ReactNode, Suspense, useEffect, useState } from "react"
import type { FoyerClient, View } from "../../core"
import { useMessage } from "../plugin/useMessage"
import { LoadingState } from "../shell/LoadingState"
import { type ComponentLoader, loadComponent, loadedComponent } from "../shell/loadComponent"
import { alertText } from "../shell/ModalFrame.css"
import type { FoyerViewProps } from "../views/FoyerViewProps"
import { coreViewLoaders } from "../views/registry"

/** The loader of `name`: the UI's core views first, then the enabled plugins' views. */
const loaderOf = (client: FoyerClient, name: string): ComponentLoader | undefined =>
  (coreViewLoaders as Readonly<Record<string, ComponentLoader | undefined>>)[name] ??
  (client.kernel.isViewAvailable(name) ? client.kernel.routes.get(name)?.load : undefined)

/**
 * Loads the code of the view the modal is about to open on (`view`, or the kit's opening rule's
 * when none is asked for or the rule overrides it), so it draws at once. Never fails: a view that cannot load says so when shown.
 */
export const preloadView = async (client: FoyerClient, view: View | undefined): Promise<void> => {
  const load = loaderOf(client, client.stores.modal.openingView(view).name)
  if (load !== undefined) await loadComponent(load).catch(() => undefined)
}

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
      <p role="alert" className={alertText}>
        {this.props.failedText}
      </p>
    )
  }
}

/** A view by its loader: its code once arrived, the loading state until then. */
const ViewByLoader = ({
  load,
  client,
  view,
}: {
  readonly load: ComponentLoader
  readonly client: FoyerClient
  readonly view: View
}) => {
  const [failure, setFailure] = useState<{
    readonly load: ComponentLoader
    readonly error: unknown
  }>()
  const [, setArrived] = useState<ComponentLoader>()
  const Current = loadedComponent<FoyerViewProps>(load)
  useEffect(() => {
    if (Current !== undefined) return
    let current = true
    loadComponent(load).then(
      () => current && setArrived(() => load),
      (error: unknown) => current && setFailure({ load, error }),
    )
    return () => {
      current = false
    }
  }, [load, Current])
  if (failure?.load === load) throw failure.error
  if (Current === undefined) return <LoadingState />
  // A view may still suspend on data of its own (a lazily built service).
  return (
    <Suspense fallback={<LoadingState />}>
      <Current client={client} view={view} />
    </Suspense>
  )
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
      <p role="alert" className={alertText}>
        {message("error.viewNotAvailable", { view: view.name })}
      </p>
    )
  }
  return (
    <ViewErrorBoundary key={view.name} failedText={message("modal.viewFailed")}>
      <ViewByLoader load={load} client={client} view={view} />
    </ViewErrorBoundary>
  )
}
