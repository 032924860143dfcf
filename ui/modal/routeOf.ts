import type { FoyerClient } from "../../core"

/** What the modal reads of a view's route: its code and its title message. */
export interface RouteInfo {
  readonly load?: () => Promise<{ readonly default: unknown }>
  /** The message id of the modal's title on the view. */
  readonly title?: string
}

type Routes = ReadonlyMap<string, RouteInfo> | Readonly<Record<string, RouteInfo | undefined>>

/**
 * The route of view `name` an enabled plugin contributed, if any.
 * TODO(issue 13): read `client.routes` (the facade's route metadata per view, core views
 * included) once the kernel has it; until then the registry's contributed views, whose entries
 * carry the route (plugin contract v2) or, before it, the loader itself.
 */
export const routeOf = (client: FoyerClient, name: string): RouteInfo | undefined => {
  const routes = (client as { readonly routes?: Routes }).routes
  if (routes !== undefined)
    return routes instanceof Map
      ? routes.get(name)
      : (routes as Readonly<Record<string, RouteInfo | undefined>>)[name]
  if (!client.kernel.isViewAvailable(name)) return undefined
  const contributed = client.kernel.plugins.views.get(name) as
    | { readonly route?: RouteInfo; readonly load?: RouteInfo["load"] }
    | undefined
  if (contributed === undefined) return undefined
  return contributed.route ?? (contributed.load === undefined ? {} : { load: contributed.load })
}
