import type { ComponentType } from "react"

/**
 * A Connect view section: what a plugin's lazily loaded section module exports as default. It
 * is given nothing: it reaches the kit through this SDK's hooks, as a view does.
 */
export type FoyerConnectSection = ComponentType

/**
 * Declares a Connect view section: a typed identity, so the module's default export is
 * checked to be a component. The section uses the SDK's hooks as a view does.
 * @example
 * export default defineConnectSection(() => {
 *   const message = useMessage()
 *   return <Button onClick={…}>{message("notice.readMore")}</Button>
 * })
 */
export const defineConnectSection = (component: FoyerConnectSection): FoyerConnectSection =>
  component
