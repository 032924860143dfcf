import type { ChainNamespace } from "../chains/ChainNamespace"
import type { ConnectorType } from "../connectors/ConnectorType"

/** What a connect hook is told about the connection that was just made or restored. */
export interface ConnectContext {
  readonly connectorType: ConnectorType
  readonly chainNamespace: ChainNamespace
  readonly caipNetworkId: string
  readonly address: string
  /**
   * Whether the connection was restored on page load (spec 4 reconnect) rather than made by
   * the visitor: a hook that asks once per connect (email capture) skips it, one that checks
   * a session (sign-in) runs again.
   */
  readonly restored: boolean
}
