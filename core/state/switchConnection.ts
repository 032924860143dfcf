import { Result } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { walletConnectConnectorId } from "../connectors/walletConnect/walletConnectConnectorId"
import type { Connection, ConnectionStatus, ConnectorStatus } from "./ConnectionState"
import { InvalidConnectionStatusError } from "./InvalidConnectionStatusError"
import type { NetworkRef } from "./NetworkRef"

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

/** The connector ids that name WalletConnect and the embedded wallet. */
const authId = "AUTH"

/** The connect flow for a connection: email or social for the embedded wallet, WalletConnect, else external. */
export const connectFlowFor = <N extends NetworkRef>(connection: Connection<N>): ConnectFlow => {
  if (connection.connectorId === authId || connection.auth !== undefined) {
    return connection.auth?.name === "email" ? "email" : "social"
  }
  return connection.connectorId === walletConnectConnectorId ? "walletConnect" : "external"
}

/**
 * Switching a connection (spec 4): connected or active reconnects to the chosen
 * account; disconnected starts the matching flow; any other status is the error
 * 'Invalid connection status'.
 */
export const switchConnectionAction = <N extends NetworkRef>(
  status: ConnectorStatus | ConnectionStatus,
  connection: Connection<N>,
  address: string,
): Result.Result<SwitchConnectionAction<N>, InvalidConnectionStatusError> => {
  switch (status) {
    case "connected":
    case "active":
      return Result.succeed({ _tag: "Reconnect", connection, address })
    case "disconnected":
      return Result.succeed({ _tag: "StartFlow", connection, flow: connectFlowFor(connection) })
    default:
      return Result.fail(new InvalidConnectionStatusError({ status }))
  }
}
