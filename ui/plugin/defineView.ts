import type { ComponentType } from "react"
import type { FoyerViewProps } from "../views/FoyerViewProps"

/** A view component: what a plugin's lazily loaded view module exports as default. */
export type FoyerView = ComponentType<FoyerViewProps>

/**
 * Declares a view: a typed identity, so a view module's default export is checked against
 * what the modal passes (the kit and the view entry with its data).
 * @example
 * export default defineView(({ view }) => {
 *   const message = useMessage()
 *   return <p>{message("send.title")}</p>
 * })
 */
export const defineView = (component: FoyerView): FoyerView => component
