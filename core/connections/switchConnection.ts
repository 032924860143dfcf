import { Result } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ConnectorType } from "../connectors/ConnectorType"
import type { NetworkRef } from "../networks/NetworkRef"
import type { Connection, ConnectionStatus, ConnectorStatus } from "./ConnectionState"
import { InvalidConnectionStatusError } from "./InvalidConnectionStatusError"

/** The flow that reconnects a disconnected connection (spec 4). */
export type ConnectFlow = "social" | "email" | "walletConnect" | "external"

/** What switching to a connection does: reconnect to an account, or start a connect flow. */
export type SwitchConnectionAction<N extends NetworkRef = CaipNetwork> =
  | {
      readonly _tag: "Reconnect"
      readonly connection: Connection<N>
      /** The account chosen. */
      readonly address: string
    }
  | {
      readonly _tag: "StartFlow"
      readonly connection: Connection<N>
      readonly flow: ConnectFlow
    }

/**
 * The connect flow for a connection, from its connector's type (spec 3 connector types), never
 * its id: email or social for the embedded wallet (type AUTH, or a connection that carries
 * `auth`), WalletConnect for a WALLET_CONNECT connector, else external. `connectorType` is
 * undefined when the connector is no longer listed: the external flow.
 * @example
 * const type = client.stores.connectors.getSnapshot().find((c) => c.id === connection.connectorId)?.type
 * connectFlowFor(connection, type)
 */
export const connectFlowFor = <N extends NetworkRef>(
  connection: Connection<N>,
  connectorType: ConnectorType | undefined,
): ConnectFlow => {
  if (connectorType === "AUTH" || connection.auth !== undefined) {
    return connection.auth?.name === "email" ? "email" : "social"
  }
  return connectorType === "WALLET_CONNECT" ? "walletConnect" : "external"
}

/**
 * Switching a connection (spec 4): connected or active reconnects to the chosen
 * account; disconnected starts the matching flow (read from `connectorType`, see
 * {@link connectFlowFor}); any other status is the error 'Invalid connection status'.
 */
export const switchConnectionAction = <N extends NetworkRef>(
  status: ConnectorStatus | ConnectionStatus,
  connection: Connection<N>,
  address: string,
  connectorType: ConnectorType | undefined,
): Result.Result<SwitchConnectionAction<N>, InvalidConnectionStatusError> => {
  switch (status) {
    case "connected":
    case "active":
      return Result.succeed({ _tag: "Reconnect", connection, address })
    case "disconnected":
      return Result.succeed({
        _tag: "StartFlow",
        connection,
        flow: connectFlowFor(connection, connectorType),
      })
    default:
      return Result.fail(new InvalidConnectionStatusError({ status }))
  }
}
