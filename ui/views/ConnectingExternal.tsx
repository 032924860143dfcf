import type { ConnectAttempt, ConnectorInfo } from "../../core/client/FoyerClient"
import { showErrorToast } from "../modal/runInKit"
import { Button } from "../primitives/Button"
import { spinner } from "../primitives/Spinner.css"
import { centred, errorMessage, paragraph, statusRow, strong } from "../primitives/Text.css"
import { useStoreSelector } from "../state/useStoreSelector"
import { connectingDataOf } from "./connectWith"
import type { FoyerViewProps } from "./FoyerViewProps"
import { WalletImage } from "./WalletImage"

const idle: ConnectAttempt = { _tag: "Idle" }
const noConnectors: ReadonlyArray<ConnectorInfo> = []

/**
 * The ConnectingExternal view: waiting for the wallet, or the wallet's refusal exactly as the
 * kit reports it ('User rejected the request') with a Try again button that connects again.
 */
const ConnectingExternal = ({ client, view }: FoyerViewProps) => {
  const attempt = useStoreSelector(client.stores.connectAttempt, (s) => s, idle)
  const connectors = useStoreSelector(client.stores.connectors, (s) => s, noConnectors)
  const connected = useStoreSelector(
    client.stores.connection,
    (s) => s.status === "connected",
    false,
  )
  const connectorId =
    attempt._tag === "Idle" ? connectingDataOf(view.data)?.connectorId : attempt.connectorId
  const connector = connectors.find((c) => c.id === connectorId)
  const name = connector?.name ?? "your wallet"
  const connect = () => {
    if (connectorId === undefined) return
    client.connect(connectorId).catch((error: unknown) => showErrorToast(client, error))
  }

  if (attempt._tag === "Rejected" || attempt._tag === "Failed") {
    return (
      <div className={centred}>
        <WalletImage src={connector?.icon} />
        <p className={strong}>{name}</p>
        <p role="alert" className={errorMessage}>
          {attempt.message}
        </p>
        <Button variant="primary" onClick={connect}>
          Try again
        </Button>
      </div>
    )
  }
  if (attempt._tag === "Connecting") {
    return (
      <div className={centred}>
        <WalletImage src={connector?.icon} />
        <p className={strong}>{name}</p>
        <p role="status" className={statusRow}>
          <span className={spinner} aria-hidden="true" />
          Waiting for you to approve the connection in {name}.
        </p>
      </div>
    )
  }
  return (
    <div className={centred}>
      <WalletImage src={connector?.icon} />
      <p className={strong}>{name}</p>
      {connected ? (
        <p role="status" className={paragraph}>
          Connected.
        </p>
      ) : (
        <>
          <p className={paragraph}>Open {name} and approve the connection.</p>
          {connectorId === undefined ? null : (
            <Button variant="primary" onClick={connect}>
              Connect
            </Button>
          )}
        </>
      )}
    </div>
  )
}

export default ConnectingExternal
