import type { ComponentType } from "react"
import type { View } from "../../core"

/**
 * What the modal passes to a plugin's view: the view entry with its data. Everything else (the
 * kit's services and stores, messages, navigation) comes through this SDK's hooks, the one
 * door a view has to the kernel.
 */
export interface PluginViewProps {
  readonly view: View
}

/** A view component: what a plugin's lazily loaded view module exports as default. */
export type FoyerView = ComponentType<PluginViewProps>

/**
 * Declares a view: a typed identity, so a view module's default export is checked against
 * what the modal passes (the view entry with its data).
 * @example
 * export default defineView(({ view }) => {
 *   const message = useMessage()
 *   return <p>{message("send.title")}</p>
 * })
 */
export const defineView = (component: FoyerView): FoyerView => component
