import type { ComponentType } from "react"
import type { FoyerClient } from "../../core"

/** What the Connect view passes a plugin's section: the running kit. */
export interface ConnectSectionProps {
  readonly client: FoyerClient
}

/** A Connect view section: what a plugin's lazily loaded section module exports as default. */
export type FoyerConnectSection = ComponentType<ConnectSectionProps>

/**
 * Declares a Connect view section: a typed identity, so the module's default export is
 * checked against what the Connect view passes. The section uses the SDK's hooks as a view does.
 * @example
 * export default defineConnectSection(() => {
 *   const message = useMessage()
 *   return <Button onClick={…}>{message("embeddedWallet.continueWithEmail")}</Button>
 * })
 */
export const defineConnectSection = (component: FoyerConnectSection): FoyerConnectSection =>
  component
